import FormCompiler
import FormRuntime

/// Forms with validation rules, compiled from spec text and given their rules, `enabled`
/// conditions and flag-reading conditions by hand (as the compiler will write them), so the
/// engine's validation is tested without depending on the compiler's part of issue 22.
enum ValidationForms {
  /// Sign-up: `email` (text: required, format email; a hint label `emailHint` shown while
  /// `!email.isValid`), `password` (text: minLength 3, maxLength 5, pattern `[a-z]*[0-9]`),
  /// `confirm` (text: valid `confirm == password`), `business` (toggle), `company` (text,
  /// shown when `business`: required), `age` (number, enabled when `business`), `terms`
  /// (toggle: required), `submit` (button, enabled when `form.isValid`), and the select
  /// section `toppings` (multiple: olives, ham, mushrooms; minCount 1, maxCount 2) with
  /// `toppingsHint` shown while `!toppings.isValid`.
  static func signup() throws -> CompiledForm {
    var form = try ExampleForms.compile(
      text: """
        form: Signup
        sections:
          - id: account
            rows:
              - {id: email, kind: text}
              - {id: emailHint, kind: label}
              - {id: password, kind: text}
              - {id: confirm, kind: text}
              - {id: business, kind: toggle}
              - {id: company, kind: text, visible: "business"}
              - {id: age, kind: number}
              - {id: terms, kind: toggle}
              - {id: submit, kind: button}
          - id: toppings
            select: multiple
            rows:
              - {id: olives, kind: label}
              - {id: ham, kind: label}
              - {id: mushrooms, kind: label}
          - id: notes
            rows:
              - {id: toppingsHint, kind: label}
        """)
    func row(_ id: String) -> Int { form.names.rowSlot(of: id) ?? -1 }
    func value(_ name: String) -> Int { form.values.firstIndex { $0.name == name } ?? -1 }
    func condition(_ source: String, _ code: [ConditionInstruction]) -> Int {
      form.conditions.append(ConditionProgram(source: source, code: code))
      return form.conditions.count - 1
    }
    let toppings = form.sections.id.firstIndex(of: "toppings") ?? -1
    form.rows.visible[row("emailHint")] = condition(
      "!email.isValid", [.loadValidation(.rowIsValid(row("email"))), .not])
    form.rows.visible[row("toppingsHint")] = condition(
      "!toppings.isValid", [.loadValidation(.sectionIsValid(toppings)), .not])
    form.rows.enabled[row("age")] = condition("business", [.loadValue(value("business"))])
    form.rows.enabled[row("submit")] = condition("form.isValid", [.loadValidation(.formIsValid)])
    let confirmMatches = condition(
      "confirm == password", [.loadValue(value("confirm")), .loadValue(value("password")), .equal])
    var rules = RuleTable()
    func rule(
      row: Int = -1, section: Int = -1, _ kind: RuleKind, _ argument: FormValue = .null, condition: Int = -1,
      message: String
    ) {
      rules.append(
        row: row, section: section, kind: kind, argument: argument, condition: condition, message: message)
    }
    rule(row: row("email"), .required, message: "Required")
    rule(row: row("email"), .format, .string("email"), message: "Enter a valid email address")
    rule(row: row("password"), .minLength, .int(3), message: "Use at least 3 characters")
    rule(row: row("password"), .maxLength, .int(5), message: "Use at most 5 characters")
    rule(row: row("password"), .pattern, .string("[a-z]*[0-9]"), message: "Doesn't match the expected format")
    rule(row: row("confirm"), .valid, condition: confirmMatches, message: "The passwords differ")
    rule(row: row("company"), .required, message: "Required")
    rule(row: row("terms"), .required, message: "Accept the terms")
    rule(section: toppings, .minCount, .int(1), message: "Choose at least 1")
    rule(section: toppings, .maxCount, .int(2), message: "Choose at most 2")
    form.rules = rules
    return form
  }
}
