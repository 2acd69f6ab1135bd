import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Diagnostics of state variables, accordion sections and unquoted `!` conditions.
@Suite struct StateAndAccordionDiagnosticTests {
  @Test func unknownStateTypeSuggestsTheClosestType() {
    let result = assertDiagnostics(
      """
      form: Demo
      state:
        plan: {type: 1️⃣strng}
        level: {type: "2️⃣integer"}
        mode: {type: 4️⃣option}
      sections:
        - id: main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(
          id: "unknown-type", message: "unknown state type 'strng'; use bool, int or string (did you mean 'string'?)",
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "string")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-type", message: "unknown state type 'integer'; use bool, int or string", fixIts: []),
        // `option` is a value type of rows, not one a state variable may have.
        DiagnosticSpec("4️⃣", id: "unknown-type", message: "unknown state type 'option'; use bool, int or string"),
      ])
    #expect(applyingFixIts(result).contains("plan: {type: string}"))
  }

  @Test func aStateVariableWithAnUnknownTypeGivesOneError() {
    // Conditions that read a variable whose declaration was already reported are not reported again.
    assertDiagnostics(
      """
      form: Demo
      state:
        plan: {type: 1️⃣strng}
        seats: 2️⃣[1]
      sections:
        - id: main
          rows:
            - id: name
              visible: "plan == 'pro' && seats > 2"
      """,
      [
        DiagnosticSpec(id: "unknown-type", message: "unknown state type 'strng'"),
        DiagnosticSpec(
          "2️⃣", id: "expected-mapping", message: "expected a mapping for state variable 'seats', found a sequence"),
      ])
  }

  @Test func valuesOnlyApplyToStringVariables() {
    assertDiagnostics(
      """
      form: Demo
      state:
        isPro: {type: bool, values: [1️⃣yes, no]}
        seats: {type: int, values: [2️⃣1, 2]}
        3️⃣plan: {type: string, values: []}
      sections:
        - id: main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(id: "misplaced-key", message: "'values' applies to string state variables, not to bool ones"),
        DiagnosticSpec(
          "2️⃣", id: "misplaced-key", message: "'values' applies to string state variables, not to int ones"),
        DiagnosticSpec("3️⃣", id: "empty-options", message: "'values' of 'plan' is empty"),
      ])
  }

  @Test func stateDefaultsAreCheckedAgainstTypeAndValues() {
    let result = assertDiagnostics(
      """
      form: Demo
      state:
        plan:
          type: string
          values: [free, team, enterprise]
          default: 1️⃣teams
        tier:
          type: string
          values: [3️⃣gold, silver, 4️⃣gold]
        isPro: {type: bool, default: 2️⃣1}
        seats: {type: int, default: 5️⃣many}
        label: {type: string, default: 6️⃣[x]}
      sections:
        - id: main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(
          id: "unknown-option", message: "'teams' is not an option of 'plan'; did you mean 'team'?",
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "team")]),
        DiagnosticSpec(
          "4️⃣", id: "duplicate-option", message: "value 'gold' of 'tier' is listed twice",
          notes: [NoteSpec("3️⃣", "first listed here")]),
        DiagnosticSpec("2️⃣", id: "default-type", message: "default of 'isPro' must be true or false, found '1'"),
        DiagnosticSpec("5️⃣", id: "default-type", message: "default of 'seats' must be an integer, found 'many'"),
        DiagnosticSpec("6️⃣", id: "default-type", message: "default of 'label' must be a string, found a sequence"),
      ])
    #expect(applyingFixIts(result).contains("default: team\n"))
  }

  @Test func stateVariablesStartWithTheirDefaults() throws {
    let form = try #require(
      compileClean(
        """
        form: Demo
        state:
          isPro: {type: bool}
          seats: {type: int, default: 3}
          plan: {type: string, values: [free, team]}
          note: {type: string}
        sections:
          - id: main
            rows:
              - id: name
                visible: "isPro || seats > 2 || plan == 'team' || note.isEmpty"
        """))
    let state = form.values.filter { $0.row == nil }
    #expect(state.map(\.name) == ["isPro", "seats", "plan", "note"])
    #expect(state.map(\.initial) == [.bool(false), .int(3), .string("free"), .string("")])
    #expect(state.map(\.options) == [nil, nil, ["free", "team"], nil])
  }

  @Test func accordionConflictNotesTheFirstExpandedRow() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: time
          accordion: true
          rows:
            - id: starts
              expanded: 1️⃣true
              expands:
                - id: startDate
                  kind: date
            - id: ends
              expanded: 2️⃣true
              expands:
                - id: endDate
                  kind: date
            - id: repeats
              expanded: 3️⃣true
              expands:
                - id: until
                  kind: date
      """,
      [
        DiagnosticSpec(
          "2️⃣", id: "accordion-conflict",
          message: "'ends' starts expanded, but accordion section 'time' already starts with 'starts' expanded; "
            + "only one can be open at a time",
          notes: [NoteSpec("1️⃣", "'starts' starts expanded here")]),
        DiagnosticSpec(
          "3️⃣", id: "accordion-conflict", message: "'repeats' starts expanded, but accordion section 'time'",
          notes: [NoteSpec("1️⃣", "'starts' starts expanded here")]),
      ])
  }

  @Test func nestedExpandedRowsAndOtherSectionsDoNotConflict() throws {
    let form = try #require(
      compileClean(
        """
        form: Demo
        sections:
          - id: time
            accordion: true
            rows:
              - id: starts
                expanded: true
                expands:
                  - id: startMore
                    expanded: true
                    expands:
                      - id: startDate
                        kind: date
              - id: ends
                expanded: false
                expands:
                  - id: endDate
                    kind: date
          - id: other
            rows:
              - id: a
                expanded: true
                expands: [{id: aa}]
              - id: b
                expanded: true
                expands: [{id: bb}]
        """))
    #expect(form.rows.expanded == [true, true, false, false, false, true, false, true, false])
  }

  @Test func unquotedNegationIsReadAsATagAndGetsAQuotingFixIt() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: time
          visible: 2️⃣!allDay or not other
          rows:
            - id: allDay
              kind: toggle
            - id: other
              kind: toggle
            - id: startTime
              kind: date
              visible: 1️⃣!allDay
      """,
      [
        DiagnosticSpec(
          id: "unquoted-negation",
          message: "YAML reads '!allDay' as a tag, not as a negation; put the condition in quotes: \"!allDay\"",
          fixIts: [FixItSpec("1️⃣", length: 7, replacement: "\"!allDay\"")]),
        DiagnosticSpec(
          "2️⃣", id: "unquoted-negation",
          message:
            "YAML reads '!allDay' as a tag, not as a negation; put the condition in quotes: \"!allDay or not other\"",
          fixIts: [FixItSpec("2️⃣", length: 20, replacement: "\"!allDay or not other\"")]),
      ])
    // With the fix-its applied the spec compiles.
    let fixed = applyingFixIts(result)
    #expect(fixed.hasSuffix("visible: \"!allDay\""))
    #expect(compileClean(fixed) != nil)
  }

  @Test func otherTagsAreNotSupported() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              title: 1️⃣!!binary aGVsbG8=
            - id: other
              visible: 2️⃣!!float 1.0
      """,
      [
        DiagnosticSpec(
          id: "unsupported-tag",
          message: "YAML tag 'tag:yaml.org,2002:binary' is not supported in 'title'; if this is text, put it in quotes"),
        DiagnosticSpec(
          "2️⃣", id: "unsupported-tag", message: "YAML tag 'tag:yaml.org,2002:float' is not supported in 'visible'"),
      ])
  }
}
