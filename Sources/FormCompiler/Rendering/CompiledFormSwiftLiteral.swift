import FormRuntime

/// A Swift expression that builds a compiled form, so generated code carries its tables as
/// static data and needs no JSON file at run time. Element types are spelled out so the Swift
/// type checker stays fast on large forms.
enum CompiledFormSwiftLiteral {
  static func render(_ form: CompiledForm, indent: String = "    ") -> String {
    let s = form.sections, r = form.rows
    var lines = ["{"]
    func line(_ text: String) { lines.append(indent + text) }
    line("var sections = SectionTable()")
    line("sections.id = \(strings(s.id))")
    line("sections.header = \(optionalStrings(s.header))")
    line("sections.footer = \(optionalStrings(s.footer))")
    line("sections.visible = \(ints(s.visible))")
    line("sections.accordion = \(bools(s.accordion))")
    line("sections.select = \(ints(s.select))")
    line("sections.indexTitle = \(optionalStrings(s.indexTitle))")
    line("sections.firstRow = \(ints(s.firstRow))")
    line("sections.endRow = \(ints(s.endRow))")
    line("var rows = RowTable()")
    line("rows.id = \(strings(r.id))")
    line("rows.kind = [RowKind](arrayLiteral: \(r.kind.map { ".\($0.rawValue)" }.joined(separator: ", ")))")
    line("rows.title = \(optionalStrings(r.title))")
    line("rows.section = \(ints(r.section))")
    line("rows.parent = \(ints(r.parent))")
    line("rows.subtreeEnd = \(ints(r.subtreeEnd))")
    line("rows.visible = \(ints(r.visible))")
    line("rows.value = \(ints(r.value))")
    line("rows.expanded = \(bools(r.expanded))")
    line("rows.keywords = \(list("[String]", r.keywords.map(strings)))")
    line("let values: [ValueSlot] = [")
    for slot in form.values {
      let options = slot.options.map(strings) ?? "nil"
      line(
        "  ValueSlot(name: \(SwiftNames.stringLiteral(slot.name)), type: .\(slot.type.rawValue), "
          + "row: \(slot.row.map(String.init) ?? "nil"), section: \(slot.section.map(String.init) ?? "nil"), "
          + "initial: \(value(slot.initial)), options: \(options), "
          + "min: \(slot.min.map(String.init) ?? "nil"), max: \(slot.max.map(String.init) ?? "nil")),")
    }
    line("]")
    line("let conditions: [ConditionProgram] = [")
    for condition in form.conditions {
      let code = condition.code.map(instruction).joined(separator: ", ")
      line("  ConditionProgram(source: \(SwiftNames.stringLiteral(condition.source)), code: [\(code)]),")
    }
    line("]")
    line(
      "return CompiledForm(name: \(SwiftNames.stringLiteral(form.name)), title: "
        + "\(form.title.map(SwiftNames.stringLiteral) ?? "nil"), sections: sections, rows: rows, values: values, "
        + "conditions: conditions)")
    lines.append(String(indent.dropLast(2)) + "}()")
    return lines.joined(separator: "\n")
  }

  /// An array of `elementType` from element expressions. `[T](arrayLiteral:)` keeps the type
  /// checker fast on long lists; an empty list is `[T]()`, since `arrayLiteral:` needs an argument.
  private static func list(_ elementType: String, _ elements: [String]) -> String {
    elements.isEmpty ? "[\(elementType)]()" : "[\(elementType)](arrayLiteral: " + elements.joined(separator: ", ") + ")"
  }

  private static func strings(_ list: [String]) -> String {
    Self.list("String", list.map(SwiftNames.stringLiteral))
  }

  private static func optionalStrings(_ list: [String?]) -> String {
    Self.list("String?", list.map { $0.map(SwiftNames.stringLiteral) ?? "nil" })
  }

  private static func ints(_ list: [Int]) -> String {
    Self.list("Int", list.map(String.init))
  }

  private static func bools(_ list: [Bool]) -> String {
    Self.list("Bool", list.map { $0 ? "true" : "false" })
  }

  static func value(_ value: FormValue) -> String {
    switch value {
    case .null: ".null"
    case .bool(let flag): ".bool(\(flag))"
    case .int(let number): ".int(\(number))"
    case .string(let text): ".string(\(SwiftNames.stringLiteral(text)))"
    case .set(let members): ".set([" + members.sorted().map(SwiftNames.stringLiteral).joined(separator: ", ") + "])"
    }
  }

  private static func instruction(_ instruction: ConditionInstruction) -> String {
    switch instruction {
    case .loadValue(let slot): ".loadValue(\(slot))"
    case .loadExpanded(let row): ".loadExpanded(\(row))"
    case .constant(let literal): ".constant(\(value(literal)))"
    case .count: ".count"
    case .isEmpty: ".isEmpty"
    case .not: ".not"
    case .and: ".and"
    case .or: ".or"
    case .equal: ".equal"
    case .notEqual: ".notEqual"
    case .less: ".less"
    case .lessOrEqual: ".lessOrEqual"
    case .greater: ".greater"
    case .greaterOrEqual: ".greaterOrEqual"
    case .member(let list): ".member([" + list.map(value).joined(separator: ", ") + "])"
    case .contains(let member): ".contains(\(SwiftNames.stringLiteral(member)))"
    }
  }
}
