import FormRuntimeCore

/// A Swift expression that builds a compiled form, so generated code carries its tables as
/// static data and needs no JSON file at run time. Element types are spelled out so the Swift
/// type checker stays fast on large forms.
///
/// The tables' columns and the value slots' and conditions' fields come from the declaration of
/// the compiled format (`CompiledFormat+Declarations.swift` in FormRuntime): a column is assigned by
/// its key, and a record is built by its `init`, whose labels are its keys in declaration order.
enum CompiledFormSwiftLiteral {
  static func render(_ form: CompiledForm, indent: String = "    ") -> String {
    var lines = ["{"]
    func line(_ text: String) { lines.append(indent + text) }
    line("var sections = SectionTable()")
    for assignment in SwiftLiteralFields.columnAssignments(form.sections, to: "sections") { line(assignment) }
    line("var rows = RowTable()")
    for assignment in SwiftLiteralFields.columnAssignments(form.rows, to: "rows") { line(assignment) }
    line("let values: [ValueSlot] = [")
    for slot in form.values { line("  \(SwiftLiteralFields.initializerCall(slot)),") }
    line("]")
    line("let conditions: [ConditionProgram] = [")
    for condition in form.conditions { line("  \(SwiftLiteralFields.initializerCall(condition)),") }
    line("]")
    // Only a form with lists has a list table (a form without keeps the literal it had before lists).
    let hasLists = !form.lists.id.isEmpty
    if hasLists {
      line("var lists = ListTable()")
      for assignment in SwiftLiteralFields.columnAssignments(form.lists, to: "lists") { line(assignment) }
    }
    // Likewise the rule table, only for a form with rules.
    let hasRules = !form.rules.kind.isEmpty
    if hasRules {
      line("var rules = RuleTable()")
      for assignment in SwiftLiteralFields.columnAssignments(form.rules, to: "rules") { line(assignment) }
    }
    // And the presentation table, only for a form whose rows have some.
    let hasPresentation = !form.presentation.row.isEmpty
    if hasPresentation {
      line("var presentation = PresentationTable()")
      for assignment in SwiftLiteralFields.columnAssignments(form.presentation, to: "presentation") {
        line(assignment)
      }
    }
    // And the `key:` overrides, only for a form that has some.
    let hasKeys = !form.localizationKeys.isEmpty
    if hasKeys {
      line("var keys = LocalizationKeyTable()")
      for assignment in SwiftLiteralFields.columnAssignments(form.localizationKeys, to: "keys") { line(assignment) }
    }
    line(
      "return CompiledForm(name: \(SwiftNames.stringLiteral(form.name)), title: "
        + "\(form.title.map(SwiftNames.stringLiteral) ?? "nil"), sections: sections, rows: rows, values: values, "
        + "conditions: conditions\(hasLists ? ", lists: lists" : "")\(hasRules ? ", rules: rules" : "")"
        + "\(hasPresentation ? ", presentation: presentation" : "")\(hasKeys ? ", localizationKeys: keys" : ""))")
    lines.append(String(indent.dropLast(2)) + "}()")
    return lines.joined(separator: "\n")
  }
}

/// The fields of a record of the compiled format as Swift source, in declaration order.
private struct SwiftLiteralFields<Record: CompiledFormatRecord>: CompiledFormatVisitor {
  let record: Record
  /// `key: literal` for each field, nil written as `nil` (an `init` takes every label).
  var fields: [(key: String, literal: String)] = []

  /// `table.key = literal` for each column of a table.
  static func columnAssignments(_ table: Record, to name: String) -> [String] {
    var visitor = SwiftLiteralFields(record: table)
    Record.visitFields(&visitor)
    return visitor.fields.map { "\(name).\($0.key) = \($0.literal)" }
  }

  /// `Record(key: literal, …)`.
  static func initializerCall(_ record: Record) -> String {
    var visitor = SwiftLiteralFields(record: record)
    Record.visitFields(&visitor)
    return "\(Record.self)(" + visitor.fields.map { "\($0.key): \($0.literal)" }.joined(separator: ", ") + ")"
  }

  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    var record = self.record
    field(&record) { fields.append(("\(key)", Self.literal($0))) }
  }

  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    var record = self.record
    field(&record) { fields.append(("\(key)", Self.literal($0))) }
  }

  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    var record = self.record
    field(&record) { fields.append(("\(key)", Self.literal($0))) }
  }

  /// Every type of the compiled format has a Swift literal below; a type added to the format
  /// without one fails every compilation of a form with a Swift template, and so every test of one.
  private static func literal<Value>(_ value: Value) -> String {
    guard let value = value as? any SwiftLiteralConvertible else {
      preconditionFailure("the compiled format's \(Value.self) has no Swift literal")
    }
    return value.swiftLiteral
  }
}

/// A value of the compiled format written as a Swift expression.
private protocol SwiftLiteralConvertible {
  /// The type as Swift spells it in an array's element type.
  static var swiftTypeName: String { get }
  var swiftLiteral: String { get }
}

extension String: SwiftLiteralConvertible {
  static var swiftTypeName: String { "String" }
  var swiftLiteral: String { SwiftNames.stringLiteral(self) }
}

extension Int: SwiftLiteralConvertible {
  static var swiftTypeName: String { "Int" }
  var swiftLiteral: String { String(self) }
}

extension Bool: SwiftLiteralConvertible {
  static var swiftTypeName: String { "Bool" }
  var swiftLiteral: String { self ? "true" : "false" }
}

extension Optional: SwiftLiteralConvertible where Wrapped: SwiftLiteralConvertible {
  static var swiftTypeName: String { "\(Wrapped.swiftTypeName)?" }
  var swiftLiteral: String { map(\.swiftLiteral) ?? "nil" }
}

extension Array: SwiftLiteralConvertible where Element: SwiftLiteralConvertible {
  static var swiftTypeName: String { "[\(Element.swiftTypeName)]" }
  /// `[T](arrayLiteral:)` keeps the type checker fast on long lists; an empty list is `[T]()`,
  /// since `arrayLiteral:` needs an argument.
  var swiftLiteral: String {
    isEmpty
      ? "[\(Element.swiftTypeName)]()"
      : "[\(Element.swiftTypeName)](arrayLiteral: " + map(\.swiftLiteral).joined(separator: ", ") + ")"
  }
}

extension RowKind: SwiftLiteralConvertible {
  static var swiftTypeName: String { "RowKind" }
  var swiftLiteral: String { ".\(rawValue)" }
}

extension RuleKind: SwiftLiteralConvertible {
  static var swiftTypeName: String { "RuleKind" }
  var swiftLiteral: String { ".\(rawValue)" }
}

extension KeyboardType: SwiftLiteralConvertible {
  static var swiftTypeName: String { "KeyboardType" }
  var swiftLiteral: String { self == .default ? ".`default`" : ".\(rawValue)" }
}

extension RowStyle: SwiftLiteralConvertible {
  static var swiftTypeName: String { "RowStyle" }
  var swiftLiteral: String { ".\(rawValue)" }
}

extension ValueType: SwiftLiteralConvertible {
  static var swiftTypeName: String { "ValueType" }
  var swiftLiteral: String { ".\(rawValue)" }
}

extension FormValue: SwiftLiteralConvertible {
  static var swiftTypeName: String { "FormValue" }
  var swiftLiteral: String {
    switch self {
    case .null: ".null"
    case .bool(let flag): ".bool(\(flag))"
    case .int(let number): ".int(\(number))"
    // Units and scale of a canonical decimal always make a decimal; were they not to, null is refused loudly when the
    // form is validated, never a different number.
    case .decimal(let number):
      "(FormDecimal(units: \(number.units), scale: \(number.scale)).map(FormValue.decimal) ?? .null)"
    case .string(let text): ".string(\(SwiftNames.stringLiteral(text)))"
    case .set(let members): ".set([" + members.sorted().map(SwiftNames.stringLiteral).joined(separator: ", ") + "])"
    }
  }
}

extension ConditionInstruction: SwiftLiteralConvertible {
  static var swiftTypeName: String { "ConditionInstruction" }
  var swiftLiteral: String {
    switch self {
    case .loadValue(let slot): ".loadValue(\(slot))"
    case .loadExpanded(let row): ".loadExpanded(\(row))"
    case .loadValidation(.rowIsValid(let row)): ".loadValidation(.rowIsValid(\(row)))"
    case .loadValidation(.rowIsEnabled(let row)): ".loadValidation(.rowIsEnabled(\(row)))"
    case .loadValidation(.sectionIsValid(let section)): ".loadValidation(.sectionIsValid(\(section)))"
    case .loadValidation(.formIsValid): ".loadValidation(.formIsValid)"
    case .constant(let literal): ".constant(\(literal.swiftLiteral))"
    case .count: ".count"
    case .isEmpty: ".isEmpty"
    case .instant: ".instant"
    case .not: ".not"
    case .and: ".and"
    case .or: ".or"
    case .equal: ".equal"
    case .notEqual: ".notEqual"
    case .less: ".less"
    case .lessOrEqual: ".lessOrEqual"
    case .greater: ".greater"
    case .greaterOrEqual: ".greaterOrEqual"
    case .member(let list): ".member([" + list.map(\.swiftLiteral).joined(separator: ", ") + "])"
    case .contains(let member): ".contains(\(SwiftNames.stringLiteral(member)))"
    }
  }
}

extension ListItemDefault: SwiftLiteralConvertible {
  static var swiftTypeName: String { "ListItemDefault" }
  var swiftLiteral: String { SwiftLiteralFields.initializerCall(self) }
}
