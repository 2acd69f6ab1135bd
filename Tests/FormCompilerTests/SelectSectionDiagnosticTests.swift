import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// A form with a `single` select section `payment` and a `multiple` one `toppings`, followed by
/// `rows` (written at the indentation of the `extra` section's rows, with markers only in `rows`).
private func selectSpec(_ rows: String) -> String {
  """
  form: Demo
  state:
    plan: {type: string, values: [free, team]}
  sections:
    - id: payment
      select: single
      rows:
        - {id: card, title: Card}
        - {id: cash, title: Cash}
        - {id: paypal, title: PayPal}
    - id: toppings
      select: multiple
      rows:
        - {id: olives, title: Olives}
        - {id: ham, title: Ham}
    - id: extra
      rows:

  """ + rows
}

/// Diagnostics of select sections: their choices, their `default:` and the `select:` key itself.
@Suite struct SelectSectionDiagnosticTests {
  @Test func choicesArePlainLabels() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: payment
          select: single
          rows:
            - id: card
              kind: 1️⃣toggle
              default: true
            - id: cash
              kind: 2️⃣button
            - id: invoice
              3️⃣expands:
                - {id: company, kind: text}
            - id: paypal
              kind: label
              expanded: 4️⃣true
            - id: voucher
              default: 5️⃣yes
        - id: toppings
          select: multiple
          rows:
            - id: olives
              6️⃣expands:
                - {id: olivesHint}
      """,
      [
        DiagnosticSpec(
          id: "not-a-choice",
          message: "row 'card' is a toggle, but the rows of select section 'payment' are its choices, which are "
            + "labels; remove 'kind: toggle', or move the row to a section without 'select'"),
        DiagnosticSpec(
          "2️⃣", id: "not-a-choice",
          message: "row 'cash' is a button, but the rows of select section 'payment' are its choices, which are "
            + "labels; remove 'kind: button', or move the row to a section without 'select'"),
        DiagnosticSpec(
          "3️⃣", id: "not-a-choice",
          message: "choice 'invoice' of select section 'payment' cannot expand; move the rows under 'expands' to "
            + "another section and show them with 'visible: \"payment == 'invoice'\"'"),
        // `expanded` without `expands` is misplaced on any row.
        DiagnosticSpec(
          "4️⃣", id: "misplaced-key",
          message: "'expanded' applies to rows that expand; add 'expands' to 'paypal' or remove it"),
        // A choice holds no value: the section's `default:` says which choices start selected.
        DiagnosticSpec(
          "5️⃣", id: "misplaced-key",
          message: "choice 'voucher' of select section 'payment' holds no value, so it takes no 'default'; to start "
            + "with it selected, write 'default: voucher' on the section"),
        DiagnosticSpec(
          "6️⃣", id: "not-a-choice",
          message: "choice 'olives' of select section 'toppings' cannot expand; move the rows under 'expands' to "
            + "another section and show them with 'visible: \"toppings contains 'olives'\"'"),
      ])
  }

  @Test func aChoiceWithAMisspeltKindGivesOneError() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: payment
          select: single
          rows:
            - {id: card, kind: 1️⃣lable}
            - {id: cash}
      """,
      [DiagnosticSpec(id: "unknown-kind", message: "unknown row kind 'lable'; did you mean 'label'?")])
  }

  @Test func unknownSelectModeSuggestsAMode() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: toppings
          select: 1️⃣several
          default: [olives]
          rows:
            - {id: olives}
        - id: payment
          select: 2️⃣singel
          rows:
            - {id: card}
        - id: size
          select: "3️⃣both"
          rows:
            - {id: small}
        - id: crust
          select: 5️⃣[single]
          rows:
            - {id: thin}
        - id: notes
          rows:
            - id: hint
              visible: "toppings contains 'olives' && payment == 'card' && size == null"
      """,
      [
        DiagnosticSpec(
          id: "unknown-select-mode",
          message: "unknown select mode 'several'; use single (one row or none) or multiple (any number of rows) "
            + "(did you mean 'multiple'?)",
          fixIts: [FixItSpec("1️⃣", length: 7, replacement: "multiple")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-select-mode",
          message: "unknown select mode 'singel'; use single (one row or none) or multiple (any number of rows) "
            + "(did you mean 'single'?)",
          fixIts: [FixItSpec("2️⃣", length: 6, replacement: "single")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-select-mode",
          message: "unknown select mode 'both'; use single (one row or none) or multiple (any number of rows)",
          fixIts: []),
        DiagnosticSpec("5️⃣", id: "expected-string", message: "expected a string for 'select', found a sequence"),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("select: multiple\n"))
    #expect(fixed.contains("select: single\n"))
  }

  @Test func defaultNeedsSelect() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: payment
          default: 1️⃣card
          rows:
            - {id: card}
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key",
          message: "'default' applies to select sections; add 'select: single' or 'select: multiple' to section "
            + "'payment', or remove 'default'")
      ])
  }

  @Test func singleDefaultIsOneRowOrNull() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: payment
          select: single
          default: 1️⃣crad
          rows:
            - {id: card}
            - {id: cash}
        - id: delivery
          select: single
          default: 2️⃣[pickup]
          rows:
            - {id: pickup}
            - {id: courier}
        - id: size
          select: single
          default: 3️⃣huge
          rows:
            - {id: small}
            - {id: large}
      """,
      [
        DiagnosticSpec(
          id: "unknown-option", message: "'crad' is not a row of select section 'payment'; did you mean 'card'?",
          fixIts: [FixItSpec("1️⃣", length: 4, replacement: "card")]),
        DiagnosticSpec(
          "2️⃣", id: "default-type",
          message: "default of select section 'delivery' must be one of its rows or null, found a sequence; only "
            + "'select: multiple' takes a list"),
        DiagnosticSpec(
          "3️⃣", id: "unknown-option",
          message: "'huge' is not a row of select section 'size' (rows: 'small', 'large')", fixIts: []),
      ])
    #expect(applyingFixIts(result).contains("default: card\n"))
  }

  @Test func multipleDefaultIsAListOfRows() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: toppings
          select: multiple
          default: [olives, ham, 1️⃣olives, 2️⃣olivs, 3️⃣{a: b}]
          rows:
            - {id: olives}
            - {id: ham}
        - id: sauces
          select: multiple
          default: 4️⃣garlic
          rows:
            - {id: garlic}
            - {id: chili}
      """,
      [
        DiagnosticSpec(
          id: "duplicate-option", message: "'olives' is listed twice in the default of select section 'toppings'"),
        DiagnosticSpec(
          "2️⃣", id: "unknown-option",
          message: "'olivs' is not a row of select section 'toppings'; did you mean 'olives'?",
          fixIts: [FixItSpec("2️⃣", length: 5, replacement: "olives")]),
        DiagnosticSpec(
          "3️⃣", id: "default-type",
          message: "items of the default of select section 'toppings' must be row ids, found a mapping"),
        DiagnosticSpec(
          "4️⃣", id: "default-type",
          message: "default of select section 'sauces' must be a list of its rows, found 'garlic'; write [garlic]",
          fixIts: [FixItSpec("4️⃣", length: 6, replacement: "[garlic]")]),
      ])
    #expect(applyingFixIts(result).contains("default: [garlic]\n"))
  }

  @Test func accordionHasNoEffectInASelectSection() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: payment
          select: single
          accordion: 1️⃣true
          rows:
            - {id: card}
        - id: size
          select: single
          accordion: false
          rows:
            - {id: small}
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key",
          message: "'accordion' has no effect in select section 'payment': its rows are choices, which cannot "
            + "expand; remove it")
      ])
  }

  @Test func selectionNamesShareTheNamespace() {
    assertDiagnostics(
      """
      form: Demo
      state:
        2️⃣toppings: {type: bool}
      sections:
        - id: 3️⃣payment
          select: single
          rows:
            - {id: card}
        - id: 4️⃣toppings
          select: multiple
          rows:
            - {id: olives}
        - id: other
          rows:
            - {id: 1️⃣payment, kind: toggle}
      """,
      [
        DiagnosticSpec(
          id: "duplicate-id",
          message: "id 'payment' is already used by select section 'payment', whose id names its selection in "
            + "conditions and 'set' events; sections, rows and state variables share one namespace",
          notes: [NoteSpec("3️⃣", "'payment' first used here")]),
        DiagnosticSpec(
          "2️⃣", id: "duplicate-id",
          message: "id 'toppings' is already used by select section 'toppings', whose id names its selection in "
            + "conditions and 'set' events; sections, rows and state variables share one namespace",
          notes: [NoteSpec("4️⃣", "'toppings' first used here")]),
      ])
  }

  @Test func keywordsAreNonEmptyStrings() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: wifi
              keywords: 1️⃣wireless
            - id: bluetooth
              keywords: [pairing, 2️⃣{a: b}, 3️⃣"", 4️⃣~, 5️⃣"  ", 5, yes]
            - id: cellular
              keywords: []
      """,
      [
        DiagnosticSpec(id: "expected-sequence", message: "expected a list for 'keywords', found 'wireless'"),
        DiagnosticSpec("2️⃣", id: "expected-string", message: "expected a string for 'keywords', found a mapping"),
        DiagnosticSpec(
          "3️⃣", id: "empty-keyword", message: "a keyword is empty; write a word that should find the row, or remove it"
        ),
        DiagnosticSpec("4️⃣", id: "expected-string", message: "expected a string for 'keywords', found null"),
        DiagnosticSpec(
          "5️⃣", id: "empty-keyword", message: "a keyword is empty; write a word that should find the row, or remove it"
        ),
      ])
  }

  @Test func indexTitleIsANonEmptyString() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          header: Main
          indexTitle: 1️⃣""
          rows:
            - {id: a}
        - id: other
          indexTitle: 2️⃣[O]
          rows:
            - {id: b}
      """,
      [
        DiagnosticSpec(
          id: "empty-index-title",
          message: "'indexTitle' is empty; write the letter or short word the section index shows, or remove the key "
            + "to use the header's first letter"),
        DiagnosticSpec("2️⃣", id: "expected-string", message: "expected a string for 'indexTitle', found a sequence"),
      ])
  }
}

/// Selections in conditions: a `single` selection is an optional row id, a `multiple` one a set.
@Suite struct SelectionConditionDiagnosticTests {
  @Test func rowIdsInConditionsAreChecked() {
    let result = assertDiagnostics(
      selectSpec(
        """
                - id: a
                  visible: "payment == '1️⃣crad'"
                - id: b
                  visible: "payment in ['card', '2️⃣payapl']"
                - id: c
                  visible: "toppings contains '3️⃣olive'"
                - id: d
                  visible: "payment != '4️⃣olives'"
        """),
      [
        DiagnosticSpec(
          id: "unknown-option", message: "'crad' is not a row of select section 'payment'; did you mean 'card'?",
          fixIts: [FixItSpec("1️⃣", length: 4, replacement: "card")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-option",
          message: "'payapl' is not a row of select section 'payment'; did you mean 'paypal'?",
          fixIts: [FixItSpec("2️⃣", length: 6, replacement: "paypal")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-option",
          message: "'olive' is not a row of select section 'toppings'; did you mean 'olives'?",
          fixIts: [FixItSpec("3️⃣", length: 5, replacement: "olives")]),
        // A row of another section is no choice of this one.
        DiagnosticSpec(
          "4️⃣", id: "unknown-option",
          message: "'olives' is not a row of select section 'payment' (rows: 'card', 'cash', 'paypal')", fixIts: []),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("payment == 'card'"))
    #expect(fixed.contains("payment in ['card', 'paypal']"))
    #expect(fixed.contains("toppings contains 'olives'"))
  }

  @Test func selectionsAreTyped() {
    assertDiagnostics(
      selectSpec(
        """
                - id: a
                  visible: "1️⃣payment.count > 1"
                - id: b
                  visible: "2️⃣payment.isEmpty"
                - id: c
                  visible: "3️⃣payment contains 'card'"
                - id: d
                  visible: "toppings == 4️⃣'olives'"
                - id: e
                  visible: "toppings != 5️⃣null"
                - id: f
                  visible: "6️⃣toppings in ['olives']"
                - id: g
                  visible: "7️⃣payment.expanded"
                - id: h
                  visible: "8️⃣toppings"
                - id: i
                  visible: "payment 9️⃣== plan"
        """),
      [
        DiagnosticSpec(
          id: "type-mismatch",
          message: "'.count' applies to text, multichoice values and multiple selections, but 'payment' is a single "
            + "selection; it holds one value or none: compare it with null ('payment != null')"),
        DiagnosticSpec(
          "2️⃣", id: "type-mismatch",
          message: "'.isEmpty' applies to text, multichoice values and multiple selections, but 'payment' is a "
            + "single selection; it holds one value or none: compare it with null ('payment != null')"),
        DiagnosticSpec(
          "3️⃣", id: "type-mismatch",
          message: "'contains' tests a multichoice set or a multiple selection, but this is a single selection; "
            + "compare it with '==' or test it with 'in [...]'"),
        DiagnosticSpec(
          "4️⃣", id: "type-mismatch",
          message: "cannot compare a multiple selection with 'olives' (a string); test a member with 'contains'"),
        DiagnosticSpec(
          "5️⃣", id: "type-mismatch",
          message: "only a choice or a single selection can be compared with null, but this is a multiple "
            + "selection; test '.isEmpty' instead"),
        DiagnosticSpec(
          "6️⃣", id: "type-mismatch",
          message: "'in' tests a choice, single selection, string or number, but this is a multiple selection; "
            + "test each member with 'contains'"),
        DiagnosticSpec(
          "7️⃣", id: "not-expandable",
          message: "'.expanded' needs a row that expands; 'payment' is the selection of a select section"),
        DiagnosticSpec(
          "8️⃣", id: "condition-not-bool",
          message: "condition must be a boolean, but this is a multiple selection; compare it with something"),
        // 'payment == plan' compares a selection with a string variable.
        DiagnosticSpec(
          "9️⃣", id: "type-mismatch", message: "cannot compare a single selection with a string"),
      ])
  }

  @Test func misspeltSelectionNamesAreSuggested() {
    let result = assertDiagnostics(
      selectSpec(
        """
                - id: a
                  visible: "1️⃣paymnt == 'card' && 2️⃣extra"
        """),
      [
        DiagnosticSpec(
          id: "unknown-name", message: "unknown name 'paymnt' in condition; did you mean 'payment'?",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "payment")]),
        DiagnosticSpec(
          "2️⃣", id: "not-a-value",
          message: "'extra' is a section without 'select'; conditions test rows, state variables and the selections "
            + "of select sections"),
      ])
    #expect(applyingFixIts(result).contains("payment == 'card'"))
  }

  @Test func wellTypedSelectionConditionsCompile() throws {
    let form = try #require(
      compileClean(
        selectSpec(
          """
                  - id: a
                    visible: "payment == 'card' || payment == null || payment in ['cash', 'paypal']"
                  - id: b
                    visible: "toppings contains 'olives' && toppings.count >= 2 && !toppings.isEmpty"
          """)))
    #expect(form.conditions.count == 2)
  }
}
