import FormRuntimeCore

/// A JSON object written member by member, spaced as `formc simulate` prints its objects
/// (`{"id": "a", "enabled": true}`): the one writer of simulate's objects (``SimulationJSON``,
/// ``SimulationSession``) and of the preview page's views, so that the two read alike.
///
/// Member names are string literals, written where the member is added: a name is a key scripts
/// read, never data.
package struct JSONObjectText {
  /// The members written so far, `"name": value` separated by `, `.
  package private(set) var members = ""

  /// An object with no members.
  package init() {}

  /// Adds `"name": value`, `value` being JSON text already.
  package mutating func add(_ name: StaticString, json value: String) {
    if !members.isEmpty { members += ", " }
    members += name.withUTF8Buffer { FormValue.jsonQuoted(String(decoding: $0, as: UTF8.self)) }
    members += ": " + value
  }

  /// Adds a string, or null.
  package mutating func add(_ name: StaticString, _ value: String?) {
    add(name, json: value.map(FormValue.jsonQuoted) ?? "null")
  }

  /// Adds a boolean.
  package mutating func add(_ name: StaticString, _ value: Bool) { add(name, json: value ? "true" : "false") }

  /// Adds a whole number, or null.
  package mutating func add(_ name: StaticString, _ value: Int?) {
    add(name, json: value.map { String($0) } ?? "null")
  }

  /// Adds an array of strings, or null.
  package mutating func add(_ name: StaticString, _ values: [String]?) {
    add(name, json: values.map(Self.array) ?? "null")
  }

  /// The object's text.
  package var json: String { "{" + members + "}" }

  /// `["a", "b"]`.
  package static func array(_ values: [String]) -> String {
    array(count: values.count) { FormValue.jsonQuoted(values[$0]) }
  }

  /// `[e0, e1, …]`, spaced as simulate prints arrays: each element's JSON, written by `element`
  /// from its index, straight into the text (no array of the elements' texts to join: the
  /// WebAssembly module's size, BENCHMARKS.md).
  package static func array(count: Int, _ element: (Int) -> String) -> String {
    var text = "["
    for index in 0..<count {
      if index > 0 { text += ", " }
      text += element(index)
    }
    text += "]"
    return text
  }
}
