extension CompiledForm {
  /// Checks the presentation table: entries in slot order, each row once; each field on a row
  /// kind that may have it (``PresentationTable/allows(_:on:)``); each detail a template whose
  /// names are values outside lists that a detail can show, on a row outside list templates
  /// when it shows any (the engine reloads a label when a value its detail shows changes, and
  /// does that for static rows); each style one of its row kind's (``RowStyle/styles(of:)``), a
  /// stepper on a row whose value has both bounds.
  /// - Complexity: O(p + n) for p characters of presentation text and n rows.
  func validatePresentation() throws(CompiledFormError) {
    guard ColumnLengths.areEqual(in: presentation) else {
      throw CompiledFormError("presentation table columns have different lengths")
    }
    var previous = -1
    for entry in 0..<presentation.count {
      let row = presentation.row[entry]
      guard row > previous, row < rows.count else {
        throw CompiledFormError(
          "presentation.row[\(entry)] is \(row): rows must exist and go in slot order, each once")
      }
      previous = row
      let kind = rows.kind[row]
      let present: [(PresentationTable.Field, Bool)] = [
        (.subtitle, presentation.subtitle[entry] != nil), (.placeholder, presentation.placeholder[entry] != nil),
        (.secure, presentation.secure[entry]), (.keyboard, presentation.keyboard[entry] != nil),
        (.detail, presentation.detail[entry] != nil), (.style, presentation.style[entry] != nil),
      ]
      for (field, isPresent) in present where isPresent && !PresentationTable.allows(field, on: kind) {
        throw CompiledFormError("presentation[\(entry)]: a \(kind.rawValue) row cannot have a \(field.rawValue)")
      }
      if let style = presentation.style[entry] { try validateStyle(style, ofEntry: entry, row: row) }
      guard let text = presentation.detail[entry] else { continue }
      let template: DetailTemplate
      do { template = try DetailTemplate(parsing: text) } catch {
        throw CompiledFormError("presentation.detail[\(entry)]: \(error.message)")
      }
      if !template.names.isEmpty, row >= listLayout.firstTemplateRow {
        throw CompiledFormError("presentation.detail[\(entry)]: a list template row's detail cannot show values")
      }
      for name in template.names {
        guard let slot = names.valueSlot(named: name), listLayout.listOfValue[slot] < 0, !lists.count.contains(slot),
          DetailTemplate.canShow(values[slot].type)
        else {
          throw CompiledFormError(
            "presentation.detail[\(entry)] shows '\(name)', which is not a value outside lists that a detail can show")
        }
      }
    }
  }

  /// Checks that `style`, entry `entry`'s, is one of the styles of row `row`'s kind, and that a
  /// stepper's row has a value with both bounds (a stepper steps between them).
  private func validateStyle(_ style: RowStyle, ofEntry entry: Int, row: Int) throws(CompiledFormError) {
    let kind = rows.kind[row]
    let styles = RowStyle.styles(of: kind)
    guard styles.contains(style) else {
      throw CompiledFormError(
        "presentation.style[\(entry)]: a \(kind.rawValue) row cannot have the style \(style.rawValue) (its styles: "
          + styles.map { $0.rawValue }.joined(separator: ", ") + ")")
    }
    guard style == .stepper else { return }
    let slot = rows.value[row]
    guard slot >= 0, slot < values.count, values[slot].min != nil, values[slot].max != nil else {
      throw CompiledFormError("presentation.style[\(entry)]: a stepper needs its row's value to have a min and a max")
    }
  }
}
