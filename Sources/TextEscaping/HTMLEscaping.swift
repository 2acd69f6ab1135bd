/// HTML text, as Mustache's `{{name}}` writes it: exactly the four characters the Mustache specification requires,
/// `&` `"` `<` `>`, become `&amp;` `&quot;` `&lt;` `&gt;`. The apostrophe is left as it is (the specification does
/// not ask for `&#39;`).
public enum HTMLEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    default: nil
    }
  }
}
