/// What the names a condition may read stand for, looked up in the form's declarations as conditions use them (a
/// form of thousands of rows has conditions that read a few dozen names).
final class ConditionSymbols {
  private let declarations: Declarations
  private let spec: FormSpec
  private let layout: FullLayout
  /// The value slot of each row, by row slot (-1 for rows without a value), and of each section's selection.
  private let rowValueSlots: [Int]
  private let selectionSlots: [Int]
  /// The value slot of the first state variable; the others follow it.
  private let firstStateSlot: Int
  /// The value slot of each list's count, by list.
  private let listCountSlots: [Int]

  init(
    declarations: Declarations, spec: FormSpec, layout: FullLayout, rowValueSlots: [Int], selectionSlots: [Int],
    firstStateSlot: Int, listCountSlots: [Int]
  ) {
    self.listCountSlots = listCountSlots
    self.declarations = declarations
    self.spec = spec
    self.layout = layout
    self.rowValueSlots = rowValueSlots
    self.selectionSlots = selectionSlots
    self.firstStateSlot = firstStateSlot
  }

  /// What `name` stands for, or nil when nothing declares it.
  /// - Complexity: O(1) on average, plus O(c) for the c choices or options it lists.
  subscript(name: String) -> ConditionSymbol? {
    lookUp(name)?.symbol
  }

  /// What `name` stands for and the slot it is bound to (nil for names that hold no value), or nil when nothing
  /// declares it.
  /// - Complexity: O(1) on average, plus O(c) for the c choices or options it lists.
  func lookUp(_ name: String) -> (symbol: ConditionSymbol, binding: ConditionBinding?)? {
    guard let declared = declarations[name] else {
      return spec.rejectedStateNames.contains(name) ? (.invalid, nil) : nil
    }
    switch declared {
    case .section(let index):
      let section = spec.sections[index]
      let list = layout.listOfSection[index]
      if list >= 0 { return (.list, .listCount(slot: listCountSlots[list])) }
      if let mode = section.select?.value {
        return (
          .selection(mode: mode, choices: section.rows.map(\.id.value)),
          .value(slot: selectionSlots[index], section: index)
        )
      }
      // A section whose `select:` is misspelt (already reported) may be read without a second error.
      return (section.selectLocation == nil ? .section : .invalid, nil)
    case .row(let slot):
      let row = layout.entries[slot].row
      guard row.kindIsValid else { return (.invalid, nil) }
      return (
        .row(kind: row.kind.value, options: row.options?.map(\.value), isExpandable: row.isExpandable),
        .row(slot: slot, valueSlot: rowValueSlots[slot])
      )
    case .stateVariable(let index):
      let variable = spec.state[index]
      return (
        .stateVariable(type: variable.type.value, values: variable.values?.map(\.value)),
        .value(slot: firstStateSlot + index, section: -1)
      )
    }
  }

  /// What the row `name` shows for each of its options when some have titles (``RowSpec/shownOptionTitles``);
  /// nil for rows without titles and for everything else.
  /// - Complexity: O(1) on average, plus O(o) for o options.
  func shownOptions(of name: String) -> [String]? {
    guard case .row(let slot)? = declarations[name] else { return nil }
    return layout.entries[slot].row.shownOptionTitles
  }

  /// The list whose items hold the row at `slot` (a template row), or -1 for a static row.
  /// - Complexity: O(1).
  func list(ofRow slot: Int) -> Int {
    layout.list(ofSlot: slot)
  }

  /// The name of list `list`.
  func name(ofList list: Int) -> String {
    spec.sections[layout.lists[list].section].id.value
  }

  /// Every name a condition may read, for suggestions.
  /// - Complexity: O(n) for n names.
  var names: [String] {
    declarations.names + spec.rejectedStateNames.filter { declarations[$0] == nil }
  }
}
