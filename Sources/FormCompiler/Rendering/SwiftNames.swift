import FormRuntimeCore
import TextEscaping

/// Turns ids and option strings into Swift identifiers for generated code.
package enum SwiftNames {
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some", "any",
  ]

  /// `lowerCamelCase` from any text: words split at anything not an ASCII letter or digit
  /// (`"5 minutes"` → `_5Minutes`, `"America/New_York"` → `americaNewYork`); text without any
  /// (`"日本語"`, `"—"`) is `value`, since `_` alone is no identifier.
  static func lowerCamel(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber, character.isASCII {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard let first = words.first else { return "value" }
    let isAllCaps = first.allSatisfy { $0.isUppercase || $0.isNumber }
    var name = isAllCaps ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  /// `UpperCamelCase` of an identifier: `citrusPick` → `CitrusPick`.
  static func upperCamel(_ identifier: String) -> String {
    identifier.prefix(1).uppercased() + identifier.dropFirst()
  }

  /// The identifier as written in Swift source: keywords in backticks.
  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The members of a generated option enum besides its cases: a case of one of these names would clash.
  static let optionEnumMembers: Set<String> = ["title", "titleKey", "rawValue", "allCases", "hashValue"]

  /// Case names for `values`, made unique by numbering repeats (`a`, `a2`, `a3`); a name in `reserved` gets
  /// `Value` appended (`titleValue`).
  static func caseNames(for values: [String], reserved: Set<String> = []) -> [String] {
    var used = Set<String>()
    return values.map { value in
      var base = lowerCamel(value)
      if reserved.contains(base) { base += "Value" }
      var name = base
      var counter = 2
      while !used.insert(name).inserted {
        name = "\(base)\(counter)"
        counter += 1
      }
      return name
    }
  }

  /// `number` as an exact Swift `Decimal` expression: a whole number as an integer literal (which
  /// `Decimal` takes exactly), any other from its digits and exponent. Never a float literal, which
  /// `Decimal` reads through `Double` (`0.1` would not be 0.1).
  package static func decimalLiteral(_ number: FormDecimal) -> String {
    let magnitude = number.units.magnitude
    let significand = magnitude <= UInt(Int.max) ? "\(magnitude)" : "Decimal(UInt64(\(magnitude)))"
    if number.isWhole, number.units != Int.min { return "Decimal(\(number.units))" }
    return
      "Decimal(sign: .\(number.units < 0 ? "minus" : "plus"), exponent: -\(number.scale), significand: \(significand))"
  }

  /// `text` as a Swift string literal.
  package static func stringLiteral(_ text: String) -> String {
    SwiftStringEscaping.quoted(text)
  }
}
