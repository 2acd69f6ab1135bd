import FormRuntimeCore

extension RuleTable {
  /// Appends a rule, with the program of its pattern or format (``RuleTable/program``), compiled here.
  /// - Complexity: O(p) for a pattern of p scalars (amortized O(1) for other kinds).
  public mutating func append(
    row: Int, section: Int, kind: RuleKind, argument: FormValue, condition: Int, message: String
  ) {
    append(
      row: row, section: section, kind: kind, argument: argument, condition: condition, message: message,
      program: Self.program(kind: kind, argument: argument))
  }

  /// The program a rule of `kind` with `argument` runs: its pattern's, or its format's; nil for
  /// other kinds, and for an argument that names no format or is not a pattern.
  /// - Complexity: O(p) for a pattern of p scalars.
  package static func program(kind: RuleKind, argument: FormValue) -> [Int]? {
    guard kind.hasProgram, case .string(let text) = argument else { return nil }
    switch kind {
    case .format: return ValueFormat(rawValue: text)?.pattern?.code
    case .pattern: return (try? ValuePattern(text))?.code
    case .required, .minLength, .maxLength, .minCount, .maxCount, .valid: return nil
    }
  }
}
