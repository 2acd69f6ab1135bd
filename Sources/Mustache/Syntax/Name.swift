/// A name in a tag: `.` (the top of the context stack) or dotted parts such as `user.address.city`.
struct Name: Sendable, Hashable {
  /// The dot-separated parts; empty for the implicit iterator `.`.
  var parts: [String]

  /// Parses the trimmed content of a tag, or returns nil when it is not a valid name (whitespace
  /// inside, or an empty part as in `a..b`, `.a`, `a.`).
  init?(parsing text: String) {
    if text == "." {
      parts = []
      return
    }
    let parts =
      text.utf8.contains(UInt8(ascii: "."))
      ? text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [text]
    let isValid = parts.allSatisfy { !$0.isEmpty && !$0.utf8.contains(where: SourceText.isWhitespace) }
    guard isValid else { return nil }
    self.parts = parts
  }

  /// The name as written.
  var text: String { parts.isEmpty ? "." : parts.joined(separator: ".") }
}

/// The name in a partial or parent tag: fixed (`{{>header}}`) or dynamic (`{{>*kind}}`, the
/// partial named by the value of `kind`).
enum PartialName: Sendable, Hashable {
  case fixed(String)
  case dynamic(Name)

  /// The name as written, with the asterisk of a dynamic name.
  var text: String {
    switch self {
    case .fixed(let name): name
    case .dynamic(let name): "*" + name.text
    }
  }
}
