extension CompiledForm {
  /// Checks the presentation table: entries in slot order, each row once; each field on a row
  /// kind that may have it (``PresentationTable/allows(_:on:)``); each detail a template whose
  /// names are values outside lists that a detail can show, on a row outside list templates
  /// when it shows any (the engine reloads a label when a value its detail shows changes, and
  /// does that for static rows).
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
        (.detail, presentation.detail[entry] != nil),
      ]
      for (field, isPresent) in present where isPresent && !PresentationTable.allows(field, on: kind) {
        throw CompiledFormError("presentation[\(entry)]: a \(kind.rawValue) row cannot have a \(field.rawValue)")
      }
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
}
