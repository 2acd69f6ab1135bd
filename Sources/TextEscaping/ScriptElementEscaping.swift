/// JSON text inside an HTML `<script>` element (`<script type="application/json">`, or a JSON value in a script):
/// every `<` written `\u003c`.
///
/// The HTML parser ends a script element at the first `</script`, whatever the JavaScript or JSON around it, and
/// `<!--` followed later by `<script` puts it in a state where that `</script>` no longer ends it; with no `<` left,
/// neither can occur. Only `<` needs replacing: `>` and `&` mean nothing inside a script element.
///
/// The input must be JSON: in JSON a `<` can only stand inside a string, where `\u003c` reads back as `<`
/// (`JSON.parse`, every JSON reader). In JavaScript outside a string (`a<b`) it would be a syntax error.
public enum ScriptElementJSONEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    byte == UInt8(ascii: "<") ? "\\u003c" : nil
  }
}
