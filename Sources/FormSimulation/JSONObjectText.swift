import FormRuntimeCore

/// A JSON object written member by member, spaced as `formc simulate` prints its objects
/// (`{"id": "a", "enabled": true}`): the one writer of simulate's objects (``SimulationJSON``,
/// ``SimulationSession``) and of the preview page's views, so that the two read alike.
///
/// Member names are string literals, written where the member is added: a name is a key scripts
/// read, never data. Each is passed as its address alone (``MemberName``), where a `String` would
/// be a value made and released at each of the places and a `StaticString` three words (the
/// WebAssembly module's size: ``ErrorMessage`` says more).
package struct JSONObjectText {
  /// A member's name: a string literal, held as the address of its UTF-8, which ends with a NUL
  /// (as `StaticString.utf8Start` documents).
  package struct MemberName: ExpressibleByStringLiteral {
    @usableFromInline let start: UnsafePointer<UInt8>

    @inlinable @inline(__always)
    package init(stringLiteral literal: StaticString) { start = literal.utf8Start }
  }

  /// The members written so far, `"name": value` separated by `, `.
  package private(set) var members = ""

  /// An object with no members.
  package init() {}

  /// Adds `"name": value`, `value` being JSON text already.
  package mutating func add(_ name: MemberName, json value: String) {
    if !members.isEmpty { members += ", " }
    members += FormValue.jsonQuoted(String(cString: name.start))
    members += ": " + value
  }

  /// Adds a string, or null.
  package mutating func add(_ name: MemberName, _ value: String?) {
    add(name, json: value.map(FormValue.jsonQuoted) ?? "null")
  }

  /// Adds a boolean.
  package mutating func add(_ name: MemberName, _ value: Bool) { add(name, json: value ? "true" : "false") }

  /// Adds a whole number, or null.
  package mutating func add(_ name: MemberName, _ value: Int?) {
    add(name, json: value.map { String($0) } ?? "null")
  }

  /// Adds an array of strings, or null.
  package mutating func add(_ name: MemberName, _ values: [String]?) {
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
