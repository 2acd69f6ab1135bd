import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// A form declaring one name of each sort, followed by `rows` (written at the indentation of
/// the section's rows, with markers only in `rows`).
private func conditionSpec(_ rows: String) -> String {
  """
  form: Demo
  state:
    plan: {type: string, values: [free, team]}
    seats: {type: int}
    beta: {type: bool}
  sections:
    - id: main
      rows:
        - {id: count, kind: number}
        - {id: flag, kind: toggle}
        - {id: name, kind: text}
        - {id: method, kind: choice, options: [card, invoice, paypal]}
        - {id: days, kind: multichoice, options: [Mon, Tue, Wed]}
        - {id: hint, title: A label}
        - {id: go, kind: button}
        - {id: when, kind: date}
        - id: group
          expands:
            - {id: inner, kind: toggle}

  """ + rows
}

/// Syntax errors inside condition strings, each on the offending character.
@Suite struct ConditionSyntaxDiagnosticTests {
  @Test func syntaxErrorInAPlainScalar() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: count > 1️⃣= 3
              - id: b
                visible: count 2️⃣= 3
        """),
      [
        // `>=` with a space in it: the lexer reads '>' and then a lone '='.
        DiagnosticSpec(id: "condition-syntax", message: "unexpected character '='; did you mean '=='?"),
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "unexpected character '='; did you mean '=='?"),
      ])
  }

  @Test func syntaxErrorInASingleQuotedScalar() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: 'flag 1️⃣& beta'
              - id: b
                visible: 'name == ''it''''s'' 2️⃣@ x'
        """),
      [
        DiagnosticSpec(id: "condition-syntax", message: "unexpected character '&'; did you mean '&&'?"),
        // Each '' in the YAML source is one character of the condition; the error still lands on the '@'.
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "unexpected character '@'"),
      ])
  }

  @Test func syntaxErrorInADoubleQuotedScalar() {
    assertDiagnostics(
      conditionSpec(
        #"""
              - id: a
                visible: "flag 1️⃣| beta"
              - id: b
                visible: "name == \"x\" 2️⃣| beta"
              - id: c
                visible: "name == '\u00e9\t' 3️⃣| beta"
        """#),
      [
        DiagnosticSpec(id: "condition-syntax", message: "unexpected character '|'; did you mean '||'?"),
        // Escapes take more source columns than the characters they stand for.
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "unexpected character '|'; did you mean '||'?"),
        DiagnosticSpec("3️⃣", id: "condition-syntax", message: "unexpected character '|'; did you mean '||'?"),
      ])
  }

  @Test func columnsCountUnicodeScalars() {
    // 'é' is one scalar, the flag two, the family emoji five (joined by ZWJs); a column is a scalar.
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "name == '\u{E9}' 1️⃣| beta"
              - id: b
                visible: "name == '\u{1F1E9}\u{1F1EA}' 2️⃣| beta"
              - {id: c, title: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", visible: "3️⃣flg"}
        """),
      [
        DiagnosticSpec(id: "condition-syntax", message: "unexpected character '|'"),
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "unexpected character '|'"),
        DiagnosticSpec("3️⃣", id: "unknown-name", message: "unknown name 'flg' in condition; did you mean 'flag'?"),
      ])
  }

  @Test func syntaxErrorInALiteralBlockScalar() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: |
                  flag &&
                    beta 1️⃣= 3
        """),
      [DiagnosticSpec(id: "condition-syntax", message: "unexpected character '='")])
  }

  @Test func unclosedParenthesisNotesWhereItOpened() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "flag && 2️⃣(beta || count > 31️⃣"
              - id: b
                visible: '4️⃣(flag 3️⃣beta)'
        """),
      [
        DiagnosticSpec(
          id: "condition-syntax", message: "expected ')' to close the '(', found the end of the condition",
          notes: [NoteSpec("2️⃣", "'(' opened here")]),
        DiagnosticSpec(
          "3️⃣", id: "condition-syntax", message: "expected ')' to close the '(', found 'beta'",
          notes: [NoteSpec("4️⃣", "'(' opened here")]),
      ])
  }

  @Test func unterminatedString() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "name == 1️⃣'abc"
              - id: b
                visible: 'name == 2️⃣"abc'
        """),
      [
        DiagnosticSpec(id: "condition-syntax", message: "unterminated string; add the closing quote (')"),
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "unterminated string; add the closing quote (\")"),
      ])
  }

  @Test func otherSyntaxErrors() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣"
              - id: b
                visible: "flag 2️⃣beta"
              - id: c
                visible: "count > 1.53️⃣.2"
              - id: d
                visible: "count.4️⃣size > 1"
              - id: e
                visible: "method in 5️⃣'card'"
              - id: f
                visible: "method in ['card' 6️⃣'invoice']"
              - id: g
                visible: "days contains 7️⃣name"
              - id: h
                visible: "8️⃣and flag"
              - id: i
                visible: "count > 9️⃣99999999999999999999"
              - id: j
                visible: "flag &&🔟"
        """),
      [
        DiagnosticSpec(id: "condition-syntax", message: "condition is empty; write an expression, or true or false"),
        DiagnosticSpec(
          "2️⃣", id: "condition-syntax",
          message: "expected an operator ('&&', '||', '==', …) or the end of the condition, found 'beta'"),
        DiagnosticSpec(
          "3️⃣", id: "condition-syntax", message: "unexpected '.' after a number"),
        DiagnosticSpec(
          "4️⃣", id: "condition-syntax",
          message: "expected 'expanded', 'isEmpty', 'count', 'isValid' or 'isEnabled' after '.', found 'size'"),
        DiagnosticSpec(
          "5️⃣", id: "condition-syntax", message: "expected '[' to start the list after 'in', found string 'card'"),
        DiagnosticSpec(
          "6️⃣", id: "condition-syntax", message: "expected ',' or ']' in the list, found string 'invoice'"),
        DiagnosticSpec("7️⃣", id: "condition-syntax", message: "expected a literal after 'contains', found 'name'"),
        DiagnosticSpec("8️⃣", id: "condition-syntax", message: "expected a name, a literal or '(', found 'and'"),
        DiagnosticSpec("9️⃣", id: "condition-syntax", message: "number 99999999999999999999 is too large"),
        DiagnosticSpec(
          "🔟", id: "condition-syntax", message: "expected a name, a literal or '(', found the end of the condition"),
      ])
  }

  @Test func aMisspelledMemberGetsAFixIt() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "days.1️⃣cont > 1"
              - id: b
                visible: "a.2️⃣expnded"
        """),
      [
        DiagnosticSpec(
          "1️⃣", id: "condition-syntax",
          message:
            "expected 'expanded', 'isEmpty', 'count', 'isValid' or 'isEnabled' after '.', found 'cont'; did you mean 'count'?",
          fixIts: [FixItSpec("1️⃣", length: 4, replacement: "count")]),
        DiagnosticSpec(
          "2️⃣", id: "condition-syntax",
          message:
            "expected 'expanded', 'isEmpty', 'count', 'isValid' or 'isEnabled' after '.', found 'expnded'; did you mean 'expanded'?",
          fixIts: [FixItSpec("2️⃣", length: 7, replacement: "expanded")]),
      ])
  }

  @Test func deepParenthesesGiveAPositionedError() throws {
    let depth = 100_000
    // With the default limits the length limit is hit first, at the start of the condition.
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣\(String(repeating: "(", count: depth))flag\(String(repeating: ")", count: depth))"

        """),
      [DiagnosticSpec(id: "condition-syntax", message: "condition is 200004 characters long; the limit is 4096")])
    // Without a length limit, the nesting limit stops it at the '(' that opens level 65.
    var options = CompilerOptions()
    options.conditionLimits.maxLength = Int.max
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "\(String(repeating: "(", count: 64))1️⃣\(String(repeating: "(", count: depth - 64))flag"

        """),
      [DiagnosticSpec(id: "condition-syntax", message: "condition nests more than 64 levels deep; simplify it")],
      options: options)
  }

  @Test func deepNegationsGiveAPositionedError() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣\(String(repeating: "!", count: 100_000))flag"

        """),
      [DiagnosticSpec(id: "condition-syntax", message: "condition is 100004 characters long; the limit is 4096")])
    var options = CompilerOptions()
    options.conditionLimits.maxLength = Int.max
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "\(String(repeating: "!", count: 64))1️⃣\(String(repeating: "!", count: 99_936))flag"
              - id: b
                visible: "\(String(repeating: "not ", count: 64))2️⃣\(String(repeating: "not ", count: 1_000))flag"

        """),
      [
        DiagnosticSpec(id: "condition-syntax", message: "condition nests more than 64 levels deep"),
        DiagnosticSpec("2️⃣", id: "condition-syntax", message: "condition nests more than 64 levels deep"),
      ],
      options: options)
    // 64 levels are fine.
    #expect(
      compileClean(
        conditionSpec(
          """
                - id: a
                  visible: "\(String(repeating: "(", count: 63))!flag\(String(repeating: ")", count: 63))"

          """)) != nil)
  }

  @Test func conditionLengthLimit() {
    // 4,096 characters are accepted, 4,097 are not.
    let condition = "flag" + String(repeating: " || flag", count: 511)  // 4 + 511 * 8 = 4,092
    let atLimit = condition + "    "
    #expect(atLimit.unicodeScalars.count == 4_096)
    #expect(
      compileClean(
        conditionSpec(
          """
                - id: a
                  visible: "\(atLimit)"

          """)) != nil)
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: '1️⃣\(atLimit) '

        """),
      [DiagnosticSpec(id: "condition-syntax", message: "condition is 4097 characters long; the limit is 4096")])
  }
}

/// Names, options and types in conditions.
@Suite struct ConditionTypeDiagnosticTests {
  @Test func unknownNameSuggestsAValueWithAFixIt() {
    let result = assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣flg && beta"
              - id: b
                visible: "2️⃣zzzzzz"
              - id: c
                visible: "3️⃣man == 'x'"
        """),
      [
        DiagnosticSpec(
          id: "unknown-name", message: "unknown name 'flg' in condition; did you mean 'flag'?",
          fixIts: [FixItSpec("1️⃣", length: 3, replacement: "flag")]),
        // With no close name, the first few it could read, and how many there are.
        DiagnosticSpec(
          "2️⃣", id: "unknown-name",
          message: "unknown name 'zzzzzz' in condition; the names it can read are count, flag, name, … (", fixIts: []),
        // Sections are not suggested: 'main' is one edit away, but a condition cannot test it.
        DiagnosticSpec(
          "3️⃣", id: "unknown-name", message: "unknown name 'man' in condition; the names it can read are count,",
          fixIts: []),
      ])
    #expect(applyingFixIts(result).contains("visible: \"flag && beta\"\n"))
  }

  @Test func optionsNotInTheChoice() {
    let result = assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "method == '1️⃣crad'"
              - id: b
                visible: "method != '3️⃣invoce'"
              - id: c
                visible: "method in ['card', '4️⃣paypall']"
              - id: d
                visible: "days contains '5️⃣Wedd'"
              - id: e
                visible: "days contains '6️⃣Mno'"
              - id: f
                visible: "'7️⃣crad' == method"
              - id: g
                visible: "plan == '8️⃣fre'"
              - id: h
                visible: 'method == "9️⃣crad"'
        """),
      [
        DiagnosticSpec(
          id: "unknown-option", message: "'crad' is not an option of 'method'; did you mean 'card'?",
          fixIts: [FixItSpec("1️⃣", length: 4, replacement: "card")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-option", message: "'invoce' is not an option of 'method'; did you mean 'invoice'?"),
        DiagnosticSpec(
          "4️⃣", id: "unknown-option", message: "'paypall' is not an option of 'method'; did you mean 'paypal'?"),
        DiagnosticSpec("5️⃣", id: "unknown-option", message: "'Wedd' is not an option of 'days'; did you mean 'Wed'?"),
        DiagnosticSpec(
          "6️⃣", id: "unknown-option", message: "'Mno' is not an option of 'days'; did you mean 'Mon'?",
          fixIts: [FixItSpec("6️⃣", length: 3, replacement: "Mon")]),
        DiagnosticSpec("7️⃣", id: "unknown-option", message: "'crad' is not an option of 'method'; did you mean 'card'?"),
        DiagnosticSpec("8️⃣", id: "unknown-option", message: "'fre' is not an option of 'plan'; did you mean 'free'?"),
        DiagnosticSpec(
          "9️⃣", id: "unknown-option", message: "'crad' is not an option of 'method'; did you mean 'card'?",
          fixIts: [FixItSpec("9️⃣", length: 4, replacement: "card")]),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("visible: \"method == 'card'\"\n"))
    #expect(fixed.contains("visible: \"method in ['card', 'paypal']\"\n"))
    #expect(fixed.hasSuffix("visible: 'method == \"card\"'"))
  }

  @Test func typeMismatches() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "count > 1️⃣'a'"
              - id: b
                visible: "!2️⃣count"
              - id: c
                visible: "3️⃣flag < 3"
              - id: d
                visible: "name == 4️⃣3"
              - id: e
                visible: "name == 5️⃣null"
              - id: f
                visible: "count 6️⃣== name"
              - id: g
                visible: "7️⃣flag in [true]"
              - id: h
                visible: "days contains 8️⃣3"
              - id: i
                visible: "9️⃣name contains 'x'"
              - id: j
                visible: "days == 🔟'Mon'"
        """),
      [
        DiagnosticSpec(id: "type-mismatch", message: "'>' compares numbers or dates, but this is a string"),
        DiagnosticSpec("2️⃣", id: "type-mismatch", message: "'!' applies to a boolean, but this is an integer"),
        DiagnosticSpec("3️⃣", id: "type-mismatch", message: "'<' compares numbers or dates, but this is a boolean"),
        DiagnosticSpec("4️⃣", id: "type-mismatch", message: "cannot compare a string with 3 (an integer)"),
        DiagnosticSpec(
          "5️⃣", id: "type-mismatch",
          message: "only a choice or a single selection can be compared with null, but this is a string"),
        DiagnosticSpec("6️⃣", id: "type-mismatch", message: "cannot compare an integer with a string"),
        DiagnosticSpec(
          "7️⃣", id: "type-mismatch",
          message: "'in' tests a choice, single selection, string or number, but this is a boolean"),
        DiagnosticSpec("8️⃣", id: "type-mismatch", message: "'contains' takes an option string, not an integer"),
        DiagnosticSpec(
          "9️⃣", id: "type-mismatch",
          message: "'contains' tests a multichoice set or a multiple selection, but this is a string"),
        DiagnosticSpec(
          "🔟", id: "type-mismatch", message: "cannot compare a multichoice set with 'Mon' (a string)"),
      ])
  }

  @Test func moreTypeMismatches() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "flag && 1️⃣count"
              - id: b
                visible: "2️⃣name || flag"
              - id: c
                visible: "count == 3️⃣null"
              - id: d
                visible: "seats != 4️⃣'many'"
              - id: e
                visible: "method 5️⃣== count"
              - id: f
                visible: "not 6️⃣method"
              - id: g
                visible: "count in [1, 7️⃣'two']"
        """),
      [
        DiagnosticSpec(id: "type-mismatch", message: "'&&' joins booleans, but this is an integer"),
        DiagnosticSpec("2️⃣", id: "type-mismatch", message: "'||' joins booleans, but this is a string"),
        DiagnosticSpec(
          "3️⃣", id: "type-mismatch",
          message: "only a choice or a single selection can be compared with null, but this is an integer"),
        DiagnosticSpec("4️⃣", id: "type-mismatch", message: "cannot compare an integer with 'many' (a string)"),
        DiagnosticSpec("5️⃣", id: "type-mismatch", message: "cannot compare a choice with an integer"),
        DiagnosticSpec("6️⃣", id: "type-mismatch", message: "'!' applies to a boolean, but this is a choice"),
        DiagnosticSpec("7️⃣", id: "type-mismatch", message: "cannot compare an integer with 'two' (a string)"),
      ])
  }

  @Test func membersNeedTheRightKindOfValue() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣flag.expanded"
              - id: b
                visible: "2️⃣seats.expanded"
              - id: c
                visible: "3️⃣flag.count > 1"
              - id: d
                visible: "4️⃣count.isEmpty"
              - id: e
                visible: "5️⃣method.count == 1"
        """),
      [
        DiagnosticSpec(
          id: "not-expandable", message: "'flag.expanded' needs a row that expands, but 'flag' has no 'expands' rows"),
        DiagnosticSpec(
          "2️⃣", id: "not-expandable", message: "'.expanded' needs a row that expands; 'seats' is a state variable"),
        DiagnosticSpec(
          "3️⃣", id: "type-mismatch",
          message: "'.count' applies to text, multichoice values and multiple selections, but 'flag' is a boolean"),
        DiagnosticSpec(
          "4️⃣", id: "type-mismatch",
          message: "'.isEmpty' applies to text, multichoice values and multiple selections, but 'count' is an integer"),
        DiagnosticSpec(
          "5️⃣", id: "type-mismatch",
          message: "'.count' applies to text, multichoice values and multiple selections, but 'method' is a choice; "
            + "it holds one value or none: compare it with null ('method != null')"),
      ])
  }

  @Test func rowsWithoutValuesAndSectionsCannotBeTested() {
    // (A date row is tested like any value: `when == null` is fine.)
    // Each gives one error: comparing what was reported adds nothing.
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣hint"
              - id: b
                visible: "2️⃣go == true"
              - id: c
                visible: "when == null"
              - id: d
                visible: "4️⃣main"
              - id: e
                visible: "!5️⃣main && flag"
        """),
      [
        DiagnosticSpec(id: "no-value", message: "row 'hint' is a label and has no value to test"),
        DiagnosticSpec("2️⃣", id: "no-value", message: "row 'go' is a button and has no value to test"),
        DiagnosticSpec(
          "4️⃣", id: "not-a-value",
          message:
            "'main' is a section without 'select'; conditions test rows, state variables and the selections of select sections"
        ),
        DiagnosticSpec("5️⃣", id: "not-a-value", message: "'main' is a section"),
      ])
  }

  @Test func aWholeConditionMustBeABoolean() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: "1️⃣count"
              - id: b
                visible: 2️⃣name
              - id: c
                visible: "3️⃣days"
              - id: d
                visible: 4️⃣42
              - id: e
                visible: "5️⃣'text'"
              - id: f
                visible: 6️⃣[flag]
              - id: g
                visible:7️⃣
        """),
      [
        DiagnosticSpec(
          id: "condition-not-bool",
          message: "condition must be a boolean, but this is an integer; compare it with something"),
        DiagnosticSpec("2️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is a string"),
        DiagnosticSpec(
          "3️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is a multichoice set"),
        DiagnosticSpec("4️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is an integer"),
        DiagnosticSpec("5️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is a string"),
        DiagnosticSpec(
          "6️⃣", id: "expected-condition",
          message: "expected a condition string or true/false for 'visible', found a sequence"),
        DiagnosticSpec(
          "7️⃣", id: "expected-condition", message: "expected a condition string or true/false for 'visible', found null"),
      ])
  }

  @Test func wellTypedConditionsCompile() throws {
    let form = try #require(
      compileClean(
        conditionSpec(
          """
                - {id: a, visible: "group.expanded && !inner"}
                - {id: b, visible: "count in [1, 2] or name in ['x', 'y']"}
                - {id: c, visible: "method == null || method != 'card' || null == method"}
                - {id: d, visible: "plan in ['free'] and seats >= 3 and beta"}
                - {id: e, visible: "days.count >= 2 && !days.isEmpty && days contains 'Mon'"}
                - {id: f, visible: "name.isEmpty || name.count < 3 || name == 'x' || name == \\"it's\\""}
                - {id: g, visible: "not flag or (flag and (beta or count > -1))"}
                - {id: h, visible: true}
                - {id: i, visible: false}
                - {id: j, visible: "true"}
          """)))
    let byID = Dictionary(uniqueKeysWithValues: form.rows.id.enumerated().map { ($1, $0) })
    let visible = { (id: String) in form.rows.visible[byID[id]!] }
    #expect(visible("h") == -1, "'visible: true' needs no condition")
    #expect(form.conditions[visible("i")].code == [.constant(.bool(false))])
    #expect(form.conditions[visible("j")].source == "true")
    #expect(form.conditions[visible("f")].source == "name.isEmpty || name.count < 3 || name == 'x' || name == \"it's\"")
  }
}

/// A condition written on many rows is parsed and type-checked once (both are the same wherever the text is
/// written), but every copy with a problem is reported where it is written.
@Suite struct RepeatedConditionTests {
  @Test func everyCopyOfAWrongConditionIsReportedWhereItIsWritten() {
    assertDiagnostics(
      conditionSpec(
        """
              - id: a
                visible: 1️⃣mising
              - id: b
                visible: flag
              - id: c
                visible: 2️⃣mising
              - id: d
                visible: flag
              - id: e
                visible: "count 3️⃣= 3"
              - id: f
                visible: 'count 4️⃣= 3'
        """),
      [
        DiagnosticSpec("1️⃣", id: "unknown-name", message: "unknown name 'mising' in condition"),
        DiagnosticSpec("2️⃣", id: "unknown-name", message: "unknown name 'mising' in condition"),
        DiagnosticSpec("3️⃣", id: "condition-syntax", message: "unexpected character '='"),
        DiagnosticSpec("4️⃣", id: "condition-syntax", message: "unexpected character '='"),
      ])
  }

  @Test func aRepeatedConditionCompilesToOneProgram() throws {
    let text = conditionSpec(
      """
            - {id: a, visible: "flag && count > 2"}
            - {id: b, visible: "flag && count > 2"}
            - {id: c, visible: "flag && count > 2"}
      """)
    let result = FormCompiler.compile(SourceText(path: "repeated.form.yaml", text: text))
    let form = try #require(result.form, "\(result.diagnostics)")
    let slots = ["a", "b", "c"].compactMap { form.names.rowSlot(of: $0) }
    let programs = Set(slots.map { form.rows.visible[$0] })
    #expect(programs.count == 1)
    let program = try #require(programs.first)
    #expect(form.conditions[program].source == "flag && count > 2")
    #expect(result.sourceMap?.conditions[program].count == 3)
  }
}
