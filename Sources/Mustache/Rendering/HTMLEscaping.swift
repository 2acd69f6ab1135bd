/// HTML escaping for `{{name}}` tags.
///
/// Exactly the four characters the specification requires are escaped: `&` `"` `<` `>` become
/// `&amp;` `&quot;` `&lt;` `&gt;`. The apostrophe is left as is (the specification does not ask
/// for `&#39;`); write `{{{name}}}` or `{{&name}}` for text that must not be escaped at all, such
/// as generated source code.
enum HTMLEscaping {
  /// Appends `text` to `output`, escaped.
  ///
  /// - Complexity: O(n) in the length of the text; text with nothing to escape is appended whole.
  static func append(_ text: String, to output: inout String) {
    guard text.utf8.contains(where: needsEscaping) else {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "\"": output += "&quot;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
  }
}
