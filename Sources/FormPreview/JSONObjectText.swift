import FormRuntimeCore

/// A JSON object written member by member, spaced as `formc simulate` spaces its objects
/// (`{"id": "a", "enabled": true}`), so that a page's views and simulate's lines read alike.
///
/// Member names are `StaticString`s, written where the member is added: a name is a key the page
/// reads, never data, and a `String` literal would be a value made and released at each of the
/// places (the module's size: ``ErrorMessage`` says more).
struct JSONObjectText {
  private var text = "{"

  /// Adds `"name": value`, `value` being JSON text already.
  mutating func add(_ name: StaticString, json value: String) {
    if text.utf8.count > 1 { text += ", " }
    name.withUTF8Buffer { text += FormValue.jsonQuoted(String(decoding: $0, as: UTF8.self)) }
    text += ": " + value
  }

  /// Adds a string, or null.
  mutating func add(_ name: StaticString, _ value: String?) {
    add(name, json: value.map(FormValue.jsonQuoted) ?? "null")
  }

  /// Adds a boolean.
  mutating func add(_ name: StaticString, _ value: Bool) { add(name, json: value ? "true" : "false") }

  /// Adds a whole number, or null.
  mutating func add(_ name: StaticString, _ value: Int?) { add(name, json: value.map { String($0) } ?? "null") }

  /// Adds an array of strings, or null.
  mutating func add(_ name: StaticString, _ values: [String]?) {
    add(name, json: values.map(Self.array) ?? "null")
  }

  /// The object's text.
  var json: String { text + "}" }

  /// `["a", "b"]`.
  static func array(_ values: [String]) -> String {
    "[" + values.map(FormValue.jsonQuoted).joined(separator: ", ") + "]"
  }
}
