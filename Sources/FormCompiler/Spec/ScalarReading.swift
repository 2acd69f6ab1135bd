import FormRuntimeCore
import FormYAML

/// How a scalar of the spec reads as a boolean, an integer, or in a message: the same for the nodes the decoder
/// reads and the ``SpecValue``s the checks type.
enum ScalarReading {
  /// Plain `true` or `false` (YAML 1.2 core schema spellings), or any scalar tagged `!!bool`.
  static func bool(_ scalar: YAMLScalar, tag: @autoclosure () -> String?) -> Bool? {
    guard scalar.style == .plain || tag() == "tag:yaml.org,2002:bool" else { return nil }
    switch scalar.value {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// A plain decimal scalar, or any scalar tagged `!!int`.
  static func int(_ scalar: YAMLScalar, tag: @autoclosure () -> String?) -> Int? {
    guard scalar.style == .plain || tag() == "tag:yaml.org,2002:int" else { return nil }
    var text = Substring(scalar.value)
    if text.hasPrefix("+") { text = text.dropFirst() }
    return Int(text)
  }

  /// A plain scalar (or one tagged `!!int` or `!!float`) that is a number, exactly: JSON's number
  /// syntax, with YAML's optional `+`. Nil for anything else and for numbers a ``FormDecimal``
  /// cannot hold exactly.
  static func number(_ scalar: YAMLScalar, tag: @autoclosure () -> String?) -> FormDecimal? {
    guard scalar.style == .plain || tag() == "tag:yaml.org,2002:int" || tag() == "tag:yaml.org,2002:float" else {
      return nil
    }
    var text = Substring(scalar.value)
    if text.hasPrefix("+") { text = text.dropFirst() }
    return FormDecimal(text)
  }

  /// Whether `text` is spelt like a number (digits, a sign, a point, an exponent), so that a
  /// number ``number(_:tag:)`` refuses is too long rather than not a number.
  static func looksNumeric(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.contains { ("0"..."9").contains($0) }
      && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) }
  }

  /// How a scalar reads in "found …": `null`, `'yes'` (plain), `the string "yes"` (quoted).
  static func describe(_ scalar: YAMLScalar, isNull: Bool) -> String {
    if isNull { return "null" }
    let text = scalar.value.count > 40 ? String(scalar.value.prefix(40)) + "…" : scalar.value
    return scalar.style == .plain ? "'\(text)'" : "the string \"\(text)\""
  }
}
