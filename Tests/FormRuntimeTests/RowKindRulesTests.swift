import Testing

@testable import FormRuntimeCore

/// Which row kinds may have which rule and which presentation field: the definitions the
/// compiler's checks and the loader share, written as predicates and read as sets.
@Suite struct RowKindRulesTests {
  @Test func theRowKindsOfEachRule() {
    let valued = Set(RowKind.allCases.filter { $0.valueType != nil })
    let expected: [RuleKind: Set<RowKind>] = [
      .required: [.text, .choice, .picker, .date, .multichoice, .toggle], .format: [.text], .minLength: [.text],
      .maxLength: [.text], .pattern: [.text], .minCount: [.multichoice], .maxCount: [.multichoice], .valid: valued,
    ]
    for kind in RuleKind.allCases {
      #expect(kind.rowKinds == expected[kind], "\(kind)")
      for row in RowKind.allCases { #expect(kind.allows(row) == expected[kind]?.contains(row), "\(kind) \(row)") }
    }
  }

  @Test func theRowKindsOfEachPresentationField() {
    let expected: [PresentationTable.Field: Set<RowKind>] = [
      .subtitle: Set(RowKind.allCases), .placeholder: [.text, .number, .decimal], .secure: [.text],
      .keyboard: [.text], .detail: [.label], .style: [.choice, .date, .number],
    ]
    for field in PresentationTable.Field.allCases {
      #expect(PresentationTable.kinds(having: field) == expected[field], "\(field)")
    }
  }
}
