import FormRuntimeCore

/// What a tap on a row changes, as the engine applies it (`EngineCore.apply(_:toRow:)`): a choice of a select
/// section changes the selection, an expandable row (a toggle with `expands` included) its expanded flag, a toggle
/// its value; a tap on any other row changes nothing.
enum TapEffect {
  /// A choice of a select section: the selection in value slot `selection`.
  case select(selection: Int, multiple: Bool)
  /// An expandable row: its own expanded flag flips.
  case expansion
  /// A toggle without `expands`: the bool in value slot `value` flips.
  case toggle(value: Int)

  /// The effect of tapping the row at `row`, or nil for a row a tap does not change.
  init?(row: Int, in form: CompiledForm) {
    let section = form.rows.section[row]
    let selection = form.sections.select[section]
    if selection >= 0 && form.rows.parent[row] < 0 {
      self = .select(selection: selection, multiple: form.values[selection].type == .set)
    } else if form.rows.isExpandable(row) {
      self = .expansion
    } else if form.rows.kind[row] == .toggle && form.rows.value[row] >= 0 {
      self = .toggle(value: form.rows.value[row])
    } else {
      return nil
    }
  }

  /// The piece of state the tap on `row` changes.
  func variable(of row: Int) -> StateComponents.Variable {
    switch self {
    case .select(let selection, _): .value(selection)
    case .expansion: .expanded(row)
    case .toggle(let value): .value(value)
    }
  }

  /// That state after the tap on the row with id `id`, when it was `value` before.
  func after(_ value: FormValue, id: String) -> FormValue {
    switch self {
    case .select(_, multiple: false):
      return .string(id)
    case .select(_, multiple: true):
      guard case .set(var members) = value else { return .set([id]) }
      if members.remove(id) == nil { members.insert(id) }
      return .set(members)
    case .expansion, .toggle:
      return .bool(value != .bool(true))
    }
  }

  /// When the tap leaves the state `after`, as the end of a sentence: "once the tap turns it on".
  func phrase(after: FormValue, id: String) -> String {
    switch self {
    case .select(_, multiple: false):
      return "once the tap selects it"
    case .select(_, multiple: true):
      guard case .set(let members) = after, members.contains(id) else { return "once the tap deselects it" }
      return "once the tap selects it"
    case .expansion:
      return after == .bool(true) ? "once the tap expands it" : "once the tap collapses it"
    case .toggle:
      return after == .bool(true) ? "once the tap turns it on" : "once the tap turns it off"
    }
  }
}
