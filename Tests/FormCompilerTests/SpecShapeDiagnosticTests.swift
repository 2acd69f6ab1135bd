import FormCompiler
import FormDiagnostics
import Testing

/// Diagnostics of the spec's shape: keys, node kinds, names and ids.
@Suite struct SpecShapeDiagnosticTests {
  @Test func unknownKeyInFormSuggestsTheClosestKeyWithAFixIt() {
    let result = assertDiagnostics(
      """
      form: Demo
      1️⃣titel: Demo
      sections:
        - id: main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "unknown key 'titel' in the form; did you mean 'title'?",
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "title")])
      ])
    // Applying the fix-it gives a spec that compiles.
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("\ntitle: Demo\n"))
    #expect(compileClean(fixed)?.title == "Demo")
  }

  @Test func unknownKeyInSectionSuggestsTheClosestKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          1️⃣hedaer: Main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "unknown key 'hedaer' in a section; did you mean 'header'?",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "header")])
      ])
  }

  @Test func unknownKeyInRowSuggestsTheClosestKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              kind: text
              1️⃣vsible: true
            - {id: other, "2️⃣titel": Other}
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "unknown key 'vsible' in a row; did you mean 'visible'?",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "visible")]),
        // For a quoted key the diagnostic and the fix-it are on the text, and the fix-it keeps the quotes.
        DiagnosticSpec(
          "2️⃣", id: "unknown-key", message: "unknown key 'titel' in a row; did you mean 'title'?",
          fixIts: [FixItSpec("2️⃣", length: 5, replacement: "title")]),
      ])
  }

  @Test func unknownKeyWithoutACloseMatchListsTheAllowedKeys() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              1️⃣tooltip: Your name
      """,
      [
        DiagnosticSpec(
          id: "unknown-key",
          message: "unknown key 'tooltip' in a row (allowed: 'id', 'kind', 'title', 'visible', 'default', "
            + "'expands', 'expanded', 'options', 'min', 'max', 'precision', 'keywords', 'required', 'format', 'minLength', "
            + "'maxLength', 'pattern', 'minCount', 'maxCount', 'valid', 'message', 'enabled', 'subtitle', "
            + "'placeholder', 'secure', 'keyboard', 'detail', 'style', 'key')",
          fixIts: [])
      ])
  }

  @Test func missingRequiredKeysAreReportedAtTheMapping() {
    assertDiagnostics(
      """
      1️⃣title: No name
      """,
      [
        DiagnosticSpec(id: "missing-key", message: "the form is missing the required key 'form'"),
        DiagnosticSpec(id: "missing-key", message: "the form is missing the required key 'sections'"),
      ])
    assertDiagnostics(
      """
      form: Demo
      sections:
        - 1️⃣header: No id, no rows
        - id: second
          rows:
            - 2️⃣kind: toggle
              title: No id
      """,
      [
        DiagnosticSpec(id: "missing-key", message: "a section is missing the required key 'id'"),
        DiagnosticSpec(id: "missing-key", message: "a section is missing the required key 'rows'"),
        DiagnosticSpec("2️⃣", id: "missing-key", message: "a row is missing the required key 'id'"),
      ])
  }

  @Test func stateVariableWithoutATypeIsReported() {
    assertDiagnostics(
      """
      form: Demo
      state:
        flag: 1️⃣{default: true}
      sections:
        - id: main
          rows:
            - id: name
      """,
      [DiagnosticSpec(id: "missing-key", message: "state variable 'flag' is missing the required key 'type'")])
  }

  @Test func wrongNodeKindsAreReportedAtTheNode() {
    assertDiagnostics(
      """
      form: Demo
      title: 1️⃣[Demo]
      sections:
        - id: main
          header: 2️⃣{text: Main}
          accordion: 3️⃣yes
          rows:
            - id: name
              title:4️⃣
              options: 5️⃣Lemon
            - 6️⃣[not, a, row]
            - id: count
              kind: number
              min: 7️⃣one
      """,
      [
        DiagnosticSpec(id: "expected-string", message: "expected a string for 'title', found a sequence"),
        DiagnosticSpec("2️⃣", id: "expected-string", message: "expected a string for 'header', found a mapping"),
        DiagnosticSpec("3️⃣", id: "expected-bool", message: "expected true or false for 'accordion', found 'yes'"),
        // An empty value is an empty scalar, which libyaml places right after the ':'.
        DiagnosticSpec("4️⃣", id: "expected-string", message: "expected a string for 'title', found null"),
        DiagnosticSpec("5️⃣", id: "expected-sequence", message: "expected a list for 'options', found 'Lemon'"),
        DiagnosticSpec("6️⃣", id: "expected-mapping", message: "expected a mapping for a row, found a sequence"),
        DiagnosticSpec("7️⃣", id: "expected-number", message: "expected a number for 'min', found 'one'"),
      ])
  }

  @Test func wrongNodeKindsAtTheTop() {
    assertDiagnostics(
      """
      1️⃣- form: Demo
      """,
      [DiagnosticSpec(id: "expected-mapping", message: "expected a mapping for the form, found a sequence")])
    assertDiagnostics(
      """
      form: Demo
      state: 1️⃣[isPro]
      sections: 2️⃣main
      """,
      [
        DiagnosticSpec(
          id: "expected-mapping", message: "expected a mapping of state variables for 'state', found a sequence"),
        DiagnosticSpec("2️⃣", id: "expected-sequence", message: "expected a list for 'sections', found 'main'"),
      ])
  }

  @Test func emptySectionsAndRowsAreReported() {
    assertDiagnostics(
      """
      form: Demo
      sections: 1️⃣[]
      """,
      [DiagnosticSpec(id: "empty-sections", message: "'sections' is empty; a form needs at least one section")])
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows: 1️⃣[]
      """,
      [DiagnosticSpec(id: "empty-rows", message: "'rows' is empty; a section needs at least one row")])
  }

  @Test func badFormName() {
    assertDiagnostics(
      """
      form: 1️⃣event editor
      sections:
        - id: main
          rows:
            - id: name
      """,
      [
        DiagnosticSpec(
          id: "bad-form-name",
          message: "form name 'event editor' must be a Swift type name: a capital letter, then letters and digits")
      ])
    assertDiagnostics(
      """
      form: 1️⃣eventEditor
      sections:
        - id: main
          rows:
            - id: name
      """,
      [DiagnosticSpec(id: "bad-form-name", message: "form name 'eventEditor' must be a Swift type name")])
  }

  @Test func badIdentifiers() {
    assertDiagnostics(
      """
      form: Demo
      state:
        1️⃣Pro: {type: bool}
      sections:
        - id: 2️⃣Main
          rows:
            - id: 3️⃣first-name
            - id: 4️⃣"2nd"
            - id: 5️⃣_hidden
            - id: ok_name2
      """,
      [
        DiagnosticSpec(
          "2️⃣", id: "bad-identifier",
          message: "section id 'Main' must start with a lower-case letter and contain only letters, digits and '_'"),
        DiagnosticSpec("3️⃣", id: "bad-identifier", message: "row id 'first-name' must start with a lower-case letter"),
        DiagnosticSpec("4️⃣", id: "bad-identifier", message: "row id '2nd' must start with a lower-case letter"),
        DiagnosticSpec("5️⃣", id: "bad-identifier", message: "row id '_hidden' must start with a lower-case letter"),
        DiagnosticSpec(
          "1️⃣", id: "bad-identifier", message: "state variable id 'Pro' must start with a lower-case letter"),
      ])
  }

  @Test func reservedWordsCannotBeIds() {
    assertDiagnostics(
      """
      form: Demo
      state:
        1️⃣not: {type: bool}
      sections:
        - id: 2️⃣and
          rows:
            - id: 3️⃣true
            - id: 4️⃣contains
            - id: notes
      """,
      [
        DiagnosticSpec(
          "2️⃣", id: "reserved-identifier", message: "'and' is a word of the condition language and cannot be an id"),
        DiagnosticSpec("3️⃣", id: "reserved-identifier", message: "'true' is a word of the condition language"),
        DiagnosticSpec("4️⃣", id: "reserved-identifier", message: "'contains' is a word of the condition language"),
        DiagnosticSpec("1️⃣", id: "reserved-identifier", message: "'not' is a word of the condition language"),
      ])
  }

  @Test func duplicateIdsAcrossSectionsRowsAndStateVariables() {
    assertDiagnostics(
      """
      form: Demo
      state:
        4️⃣notes: {type: bool}
        5️⃣main: {type: int}
      sections:
        - id: 1️⃣main
          rows:
            - id: 2️⃣notes
            - id: 3️⃣main
              expands:
                - id: 6️⃣notes
      """,
      [
        DiagnosticSpec(
          "3️⃣", id: "duplicate-id",
          message: "id 'main' is already used; sections, rows and state variables share one namespace",
          notes: [NoteSpec("1️⃣", "'main' first used here")]),
        DiagnosticSpec(
          "6️⃣", id: "duplicate-id", message: "id 'notes' is already used",
          notes: [NoteSpec("2️⃣", "'notes' first used here")]),
        DiagnosticSpec(
          "4️⃣", id: "duplicate-id", message: "id 'notes' is already used",
          notes: [NoteSpec("2️⃣", "'notes' first used here")]),
        DiagnosticSpec(
          "5️⃣", id: "duplicate-id", message: "id 'main' is already used",
          notes: [NoteSpec("1️⃣", "'main' first used here")]),
      ])
  }

  @Test func mergeKeysAreRejectedWithoutCascades() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - 1️⃣<<: {id: name, kind: text}
              title: Name
            - id: other
      """,
      [
        DiagnosticSpec(
          id: "merge-key", message: "merge keys ('<<') are not supported; write the keys of a row out in full")
      ])
  }

  @Test func nonScalarKeysAreRejected() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              ? 1️⃣[a, b]
              : x
      """,
      [DiagnosticSpec(id: "bad-key", message: "keys of a row must be plain names, found a sequence")])
  }
}
