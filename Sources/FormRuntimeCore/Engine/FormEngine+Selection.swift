/// Select sections: the selection lives in the state, keyed by row id, never in cells.
extension FormEngine {
  /// Whether row `id` is a choice of a select section and is selected, shown or not.
  /// - Complexity: O(1) on average (a hash lookup, then a set lookup for `multiple`).
  public func isSelected(_ id: String) -> Bool { core.isSelected(id) }

  /// The selected rows of select section `id`, in layout order, shown or not; nil when `id`
  /// is not a select section.
  /// - Complexity: O(s + r) for s sections and the section's r rows.
  public func selectedRows(inSection id: String) -> [String]? { core.selectedRows(inSection: id) }
}

extension EngineCore {
  func isSelected(_ id: String) -> Bool {
    guard let slot = slot(ofRow: id), let selection = selectionSlot(ofChoice: slot) else { return false }
    return Self.selects(state.values[selection], id)
  }

  func selectedRows(inSection id: String) -> [String]? {
    guard let section = form.sections.id.firstIndex(of: id), form.sections.select[section] >= 0 else { return nil }
    let selection = state.values[form.sections.select[section]]
    var selected: [String] = []
    var slot = form.sections.firstRow[section]
    while slot < form.sections.endRow[section] {
      if Self.selects(selection, form.rows.id[slot]) { selected.append(form.rows.id[slot]) }
      slot = form.rows.subtreeEnd[slot]
    }
    return selected
  }

  /// Whether a selection's value (a row id for `single`, a set of them for `multiple`) has `id`.
  private static func selects(_ selection: FormValue, _ id: String) -> Bool {
    switch selection {
    case .string(let selected): selected == id
    case .set(let selected): selected.contains(id)
    default: false
    }
  }

  /// The selection slot that row `slot` is a choice of: a top-level row of a select section.
  func selectionSlot(ofChoice slot: Int) -> Int? {
    guard form.rows.parent[slot] < 0 else { return nil }
    let selection = form.sections.select[form.rows.section[slot]]
    return selection >= 0 ? selection : nil
  }

  /// Tapping choice `id`: `single` selects it (no change when it already is); `multiple`
  /// toggles it.
  func selectionChange(_ selection: Int, tapping id: String) -> StateChange {
    switch state.values[selection] {
    case .set(var selected):
      if selected.remove(id) == nil { selected.insert(id) }
      return StateChange(value: .init(slot: selection, newValue: .set(selected)))
    case .string(id):
      return StateChange()
    default:
      return StateChange(value: .init(slot: selection, newValue: .string(id)))
    }
  }

  /// The slots of the choices whose selected state differs between two values of a selection.
  /// - Complexity: O(m) hash lookups for m members changed.
  func choicesChanging(from old: FormValue, to new: FormValue) -> [Int] {
    func members(_ value: FormValue) -> Set<String> {
      // Inserted rather than written `[id]`: `Set(arrayLiteral:)` would be one more copy in the WebAssembly module.
      var members = Set<String>()
      switch value {
      case .string(let id): members.insert(id)
      case .set(let ids): members = ids
      default: break
      }
      return members
    }
    return members(old).symmetricDifference(members(new)).compactMap { slot(ofRow: $0) }
  }
}
