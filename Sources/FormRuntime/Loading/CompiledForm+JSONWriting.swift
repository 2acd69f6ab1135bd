// The compiled form written with `JSONWriter`: the same bytes as its `Encodable` conformance
// gives `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` (the tests compare the
// two). Every object's keys are written in sorted order, which is the order of the fields below.

extension CompiledForm: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("conditions", conditions)
    json.field("form", name)
    json.field("formatVersion", formatVersion)
    json.field("plans", plans)
    json.field("rows", rows)
    json.field("sections", sections)
    json.field("title", ifPresent: title)
    json.field("values", values)
    json.endObject()
  }
}

extension SectionTable: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("accordion", accordion)
    json.field("endRow", endRow)
    json.field("firstRow", firstRow)
    json.field("footer", footer)
    json.field("header", header)
    json.field("id", id)
    json.field("indexTitle", indexTitle)
    json.field("select", select)
    json.field("visible", visible)
    json.endObject()
  }
}

extension RowTable: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("expanded", expanded)
    json.field("id", id)
    json.field("keywords", keywords)
    json.field("kind", kind)
    json.field("parent", parent)
    json.field("section", section)
    json.field("subtreeEnd", subtreeEnd)
    json.field("title", title)
    json.field("value", value)
    json.field("visible", visible)
    json.endObject()
  }
}

extension RowKind: JSONWritable {
  func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension ValueType: JSONWritable {
  func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension ValueSlot: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("initial", initial)
    json.field("max", ifPresent: max)
    json.field("min", ifPresent: min)
    json.field("name", name)
    json.field("options", ifPresent: options)
    json.field("row", ifPresent: row)
    json.field("section", ifPresent: section)
    json.field("type", type)
    json.endObject()
  }
}

extension FormValue: JSONWritable {
  func write(to json: inout JSONWriter) {
    switch self {
    case .null: json.writeNull()
    case .bool(let value): json.write(value)
    case .int(let value): json.write(value)
    case .string(let value): json.write(value)
    // Sorted, as `encode(to:)` sorts them.
    case .set(let members): members.sorted().write(to: &json)
    }
  }
}

extension ConditionProgram: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("code", code)
    json.field("source", source)
    json.endObject()
  }
}

extension ConditionInstruction: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginArray()
    json.write(name)
    switch self {
    case .loadValue(let slot): json.write(slot)
    case .loadExpanded(let row): json.write(row)
    case .constant(let value): value.write(to: &json)
    case .member(let list): list.write(to: &json)
    case .contains(let member): json.write(member)
    default: break
    }
    json.endArray()
  }
}

extension TransitionPlans: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    // `JSONEncoder` writes a dictionary with `Int` keys as an object keyed by the numbers'
    // decimal text, sorted as text ("10" before "9").
    json.key(literal: "expansions")
    json.beginObject()
    for (key, dependents) in expansions.map({ (String($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
      json.field(named: key, dependents)
    }
    json.endObject()
    json.field("values", values)
    json.endObject()
  }
}

extension TransitionPlans.Dependents: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.field("rows", rows)
    json.field("sections", sections)
    json.endObject()
  }
}
