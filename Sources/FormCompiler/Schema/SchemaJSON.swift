import TextEscaping

/// A JSON value as the schema is built: an object keeps its members in the order they were written, so the
/// schema prints in declaration order, the same on every run.
indirect enum SchemaJSON {
  case string(String)
  case bool(Bool)
  case int(Int)
  case array([SchemaJSON])
  case object([(String, SchemaJSON)])

  /// An object's members; none for anything else.
  var objectMembers: [(String, SchemaJSON)] {
    if case .object(let members) = self { members } else { [] }
  }
}

/// Prints a ``SchemaJSON`` indented by two spaces, one member or item a line; an array of scalars (`enum`,
/// `required`, `type`) on one line, where it reads as the list it is.
struct SchemaJSONWriter {
  private(set) var text = ""

  /// Appends `value`, its nested lines indented one level deeper than `depth`.
  /// - Complexity: O(n) in the size of the output.
  mutating func write(_ value: SchemaJSON, depth: Int = 0) {
    switch value {
    case .string(let string): text += JSONStringEscaping.quoted(string)
    case .bool(let bool): text += bool ? "true" : "false"
    case .int(let int): text += String(int)
    case .array(let items):
      if items.allSatisfy(\.isScalar) {
        text += "["
        for (index, item) in items.enumerated() {
          if index > 0 { text += ", " }
          write(item, depth: depth)
        }
        text += "]"
        return
      }
      writeLines(items.map { (nil, $0) }, open: "[", close: "]", depth: depth)
    case .object(let members):
      writeLines(members.map { ($0.0, $0.1) }, open: "{", close: "}", depth: depth)
    }
  }

  /// An array's items or an object's members (with their names), one a line between `open` and `close`.
  private mutating func writeLines(_ entries: [(String?, SchemaJSON)], open: String, close: String, depth: Int) {
    guard !entries.isEmpty else {
      text += open + close
      return
    }
    let indent = String(repeating: "  ", count: depth + 1)
    text += open + "\n"
    for (index, (name, value)) in entries.enumerated() {
      text += indent
      if let name { text += JSONStringEscaping.quoted(name) + ": " }
      write(value, depth: depth + 1)
      text += index == entries.count - 1 ? "\n" : ",\n"
    }
    text += String(repeating: "  ", count: depth) + close
  }
}

extension SchemaJSON {
  /// Whether this is a string, a boolean or a number.
  fileprivate var isScalar: Bool {
    switch self {
    case .string, .bool, .int: true
    case .array, .object: false
    }
  }
}
