/// What the names a condition may read stand for, looked up in the form's declarations as conditions use them (a
/// form of thousands of rows has conditions that read a few dozen names).
final class ConditionSymbols {
  private let declarations: Declarations
  private let spec: FormSpec
  private let layout: FullLayout
  /// Names declared with a problem already reported (a state variable of unknown type).
  private let invalidNames: Set<String>

  init(declarations: Declarations, spec: FormSpec, layout: FullLayout, invalidNames: Set<String>) {
    self.declarations = declarations
    self.spec = spec
    self.layout = layout
    self.invalidNames = invalidNames
  }

  /// What `name` stands for, or nil when nothing declares it.
  /// - Complexity: O(1) on average, plus O(c) for the c choices or options it lists.
  subscript(name: String) -> ConditionSymbol? {
    guard let declared = declarations[name] else { return invalidNames.contains(name) ? .invalid : nil }
    switch declared {
    case .section(let index):
      let section = spec.sections[index]
      if let mode = section.select?.value { return .selection(mode: mode, choices: section.rows.map(\.id.value)) }
      // A section whose `select:` is misspelt (already reported) may be read without a second error.
      return section.selectLocation == nil ? .section : .invalid
    case .row(let slot):
      let row = layout.entries[slot].row
      guard row.kindIsValid else { return .invalid }
      return .row(kind: row.kind.value, options: row.options?.map(\.value), isExpandable: row.isExpandable)
    case .stateVariable(let index):
      let variable = spec.state[index]
      return .stateVariable(type: variable.type.value, values: variable.values?.map(\.value))
    }
  }

  /// Every name a condition may read, for suggestions.
  /// - Complexity: O(n) for n names.
  var names: [String] {
    declarations.names + invalidNames.filter { declarations[$0] == nil }
  }
}
