import FormRuntimeCore

extension RowKey {
  /// The kinds of row this key applies to; nil when it applies to every kind. Read from the
  /// tables the checks use (rules, presentation keys, styles, value types), so that the
  /// compiler's refusals, the editor's completion (only a row's kind's keys) and the schema
  /// agree. - Complexity: O(1): built once per key (the checks read it for every row).
  var rowKinds: Set<RowKind>? { Self.rowKindsTable[rawValue] }

  private static let rowKindsTable = allCases.map(\.computedRowKinds)

  private var computedRowKinds: Set<RowKind>? {
    switch self {
    case .options: [.choice, .picker, .multichoice]
    case .min, .max: [.number, .decimal]
    case .precision: [.decimal]
    case .default: Set(RowKind.allCases.filter { $0.valueType != nil })
    case .style: Set(RowKind.allCases.filter { !RowStyle.styles(of: $0).isEmpty })
    case .required, .format, .minLength, .maxLength, .pattern, .minCount, .maxCount, .valid:
      RuleKind(rawValue: declaration.name)?.rowKinds
    case .subtitle, .placeholder, .secure, .keyboard, .detail:
      PresentationTable.Field(rawValue: declaration.name).map(PresentationTable.kinds(having:))
    case .id, .kind, .title, .visible, .expands, .expanded, .keywords, .message, .enabled, .key: nil
    }
  }

  /// ``rowKinds`` as the checks name them: `choice, picker and multichoice`, in the order of
  /// `RowKind.allCases`.
  var rowKindsPhrase: String {
    SpecDecoder.list(RowKind.allCases.filter { rowKinds?.contains($0) ?? true }.map(\.rawValue), joinedBy: "and")
  }
}
