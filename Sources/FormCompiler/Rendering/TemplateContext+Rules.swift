import FormRuntimeCore

extension TemplateContext {
  /// Member names the validation API adds to the generated type, which a row or value property must not take.
  static let validationMembers: Set<String> = [
    "isValid", "errors", "isEnabled", "error", "submit", "resetValidation",
  ]

  /// The rules `range` of the compiled rule table as the context lists them, in check order, with their final
  /// messages (what the runtime shows).
  ///
  /// - Parameter conditions: the form's distinct conditions as written, by condition index (a `valid` rule's).
  /// - Complexity: O(r) for the r rules of the range.
  static func rules(_ range: Range<Int>, of table: RuleTable, conditions: [String]) -> [Rule] {
    range.map { rule in
      let argument: String? =
        switch (table.kind[rule], table.argument[rule]) {
        case (.valid, _): conditions.indices.contains(table.condition[rule]) ? conditions[table.condition[rule]] : nil
        case (_, .int(let bound)): String(bound)
        case (_, .string(let text)): text
        default: nil
        }
      return Rule(kind: table.kind[rule].rawValue, argument: argument, message: table.message[rule])
    }
  }
}
