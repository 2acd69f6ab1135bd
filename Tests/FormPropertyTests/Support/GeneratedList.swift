import FormRuntime

/// A generated list section (issue 21): its template rows repeat once per item.
///
/// Kept apart from ``GeneratedSpec/sections`` (the static sections), so that everything that
/// walks static rows (the condition generator's names, the full layout) never sees a template
/// row; ``GeneratedSpec/yaml`` writes it among the static sections at `position`.
struct GeneratedList: Sendable {
  var id: String
  /// The number of static sections declared before it.
  var position: Int
  var header: String?
  /// May read any list's `.count` / `.isEmpty` and static names, never a template field.
  var visible: GeneratedVisibility?
  var min: Int?
  var max: Int?
  var reorder: Bool
  var add: (id: String, title: String)?
  /// Template row ids: a choice or picker field; a text, number, choice or picker field.
  var groupBy: String?
  var sortBy: String?
  /// The template: flat or nested rows, conditions reading the item's own fields.
  var rows: [GeneratedRow]
  var defaults: [GeneratedItem]
  /// The list section's `key:` (issue 23), written when present.
  var key: String? = nil

  /// Template rows in layout order, with the index of their parent (-1 for a top-level row).
  var flatRows: [(row: GeneratedRow, parent: Int)] {
    var out: [(row: GeneratedRow, parent: Int)] = []
    func visit(_ row: GeneratedRow, parent: Int) {
      let index = out.count
      out.append((row, parent))
      for child in row.children { visit(child, parent: index) }
    }
    for row in rows { visit(row, parent: -1) }
    return out
  }

  /// Whether `move` is allowed and `insert` too (a sorted list refuses it).
  var isSorted: Bool { sortBy != nil }
}

/// One `default:` item: its key when written, and some fields.
struct GeneratedItem: Sendable {
  var key: String?
  /// Field id → value, in the order written.
  var fields: [(id: String, value: FormValue)]
}

extension GeneratedList {
  /// The section as YAML lines, indented as a member of `sections:`.
  var yamlLines: [String] {
    var lines = ["  - id: \(id)"]
    if let header { lines.append("    header: \(YAMLText.scalar(header))") }
    if let visible { lines.append("    visible: \(YAMLText.visibility(visible))") }
    if let key { lines.append("    key: \(YAMLText.scalar(key))") }
    var keys: [String] = []
    if let min { keys.append("min: \(min)") }
    if let max { keys.append("max: \(max)") }
    if reorder { keys.append("reorder: true") }
    if let add { keys.append("add: {id: \(add.id), title: \(YAMLText.scalar(add.title))}") }
    if let groupBy { keys.append("groupBy: \(groupBy)") }
    if let sortBy { keys.append("sortBy: \(sortBy)") }
    lines.append("    list: {" + keys.joined(separator: ", ") + "}")
    if !defaults.isEmpty {
      lines.append("    default:")
      for item in defaults {
        var members: [String] = []
        if let key = item.key { members.append("key: \(YAMLText.doubleQuoted(key))") }
        for (field, value) in item.fields { members.append("\(field): \(YAMLText.value(value))") }
        lines.append("      - {" + members.joined(separator: ", ") + "}")
      }
    }
    lines.append("    rows:")
    for row in rows { GeneratedSpec.appendYAML(row, indent: "      ", to: &lines) }
    return lines
  }
}

extension YAMLText {
  /// A value as a YAML scalar or flow list: strings always double-quoted (so "null" or "007"
  /// stay strings).
  static func value(_ value: FormValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .int(let number): String(number)
    case .decimal(let number): number.description
    case .string(let text): doubleQuoted(text)
    case .set(let members): "[" + members.sorted().map(doubleQuoted).joined(separator: ", ") + "]"
    }
  }
}
