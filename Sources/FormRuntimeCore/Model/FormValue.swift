/// A value held by a row or a state variable.
///
/// The cases mirror JSON: `null`, booleans, integers, exact decimals, strings, and sets of
/// strings (a `multichoice` row's selection). A `choice` row holds `.string(option)` or `.null`;
/// a `date` row holds an ISO-8601 `.string` or `.null`; a `decimal` row holds `.decimal`.
///
/// Equality is structural: `.int(5)` and `.decimal(5)` are different values (a slot holds one
/// type), though conditions compare numbers exactly across the two (``numericOrder(_:_:)``).
public enum FormValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(FormInt)
  case decimal(FormDecimal)
  case string(String)
  case set(Set<String>)
}

extension FormValue: CustomStringConvertible {
  /// The value as a JSON literal; sets are printed sorted so the text is deterministic, and a
  /// decimal always has a point (`7.0`), so that the text reads back as a decimal.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    // With a point even when whole (`7.0`): an event line or saved value read without the form's
    // types then still reads back as the decimal it is.
    case .decimal(let value): value.isWhole ? value.description + ".0" : value.description
    case .string(let value): FormValue.jsonQuoted(value)
    case .set(let members): "[" + FormValue.jsonQuotedList(StableOrder.sorted(members)) + "]"
    }
  }

  /// The value as a JSON literal, as ``description``, but a decimal with at least `places`
  /// digits after the point when `places` is 1 or more (a decimal row's `precision:`: `38.50`,
  /// `120.00`), so that values print as the form shows them.
  public func jsonText(places: Int?) -> String {
    guard case .decimal(let value) = self, let places, places > 0 else { return description }
    return value.text(places: places)
  }

  /// `texts` as JSON string literals with ", " between them (`"a", "b"`): a loop rather than
  /// `map` and `joined`, whose copies for `[String]` the WebAssembly module would otherwise carry.
  /// - Complexity: O(m) for m bytes in all.
  package static func jsonQuotedList(_ texts: [String]) -> String {
    var list = ""
    for index in texts.indices {
      if index > 0 { list += ", " }
      list += jsonQuoted(texts[index])
    }
    return list
  }

  /// `text` as a JSON string literal.
  public static func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + ASCIIDigits.padded(hex, toLength: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension FormValue {
  /// The boolean, when this is one. - Complexity: O(1).
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The integer, when this is one. - Complexity: O(1).
  public var intValue: FormInt? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The exact decimal, when this is one. - Complexity: O(1).
  public var exactDecimal: FormDecimal? {
    if case .decimal(let value) = self { return value }
    return nil
  }

  /// How two numbers (integers or decimals, in any mix) order: -1, 0 or 1 as `left` is below,
  /// equal to or above `right`, exactly; nil when either is not a number.
  /// - Complexity: O(1).
  public static func numericOrder(_ left: FormValue, _ right: FormValue) -> Int? {
    switch (left, right) {
    case (.int(let a), .int(let b)): a < b ? -1 : (a == b ? 0 : 1)
    case (.int(let a), .decimal(let b)): FormDecimal.compare(FormDecimal(a), b)
    case (.decimal(let a), .int(let b)): FormDecimal.compare(a, FormDecimal(b))
    case (.decimal(let a), .decimal(let b)): FormDecimal.compare(a, b)
    default: nil
    }
  }

  /// Whether the two are equal as conditions compare them: numbers by value (`5 == 5.00`),
  /// everything else structurally. - Complexity: O(1), or O(m) for sets of m members.
  public static func conditionEqual(_ left: FormValue, _ right: FormValue) -> Bool {
    numericOrder(left, right).map { $0 == 0 } ?? (left == right)
  }

  /// The string, when this is one (text, a choice's option, a date). - Complexity: O(1).
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, when this is a set. - Complexity: O(1).
  public var setValue: Set<String>? {
    if case .set(let members) = self { return members }
    return nil
  }
}
