/// The ASCII code points the pattern parser reads, by name.
enum Scalar {
  static let exclamation: UInt32 = 0x21
  static let dollar: UInt32 = 0x24
  static let openParenthesis: UInt32 = 0x28
  static let closeParenthesis: UInt32 = 0x29
  static let star: UInt32 = 0x2A
  static let plus: UInt32 = 0x2B
  static let comma: UInt32 = 0x2C
  static let minus: UInt32 = 0x2D
  static let dot: UInt32 = 0x2E
  static let slash: UInt32 = 0x2F
  static let digit0: UInt32 = 0x30
  static let digit1: UInt32 = 0x31
  static let digit9: UInt32 = 0x39
  static let colon: UInt32 = 0x3A
  static let lessThan: UInt32 = 0x3C
  static let equals: UInt32 = 0x3D
  static let question: UInt32 = 0x3F
  static let letterB: UInt32 = 0x42
  static let letterD: UInt32 = 0x44
  static let letterP: UInt32 = 0x50
  static let letterS: UInt32 = 0x53
  static let letterW: UInt32 = 0x57
  static let openBracket: UInt32 = 0x5B
  static let backslash: UInt32 = 0x5C
  static let closeBracket: UInt32 = 0x5D
  static let caret: UInt32 = 0x5E
  static let letterb: UInt32 = 0x62
  static let letterc: UInt32 = 0x63
  static let letterd: UInt32 = 0x64
  static let letterf: UInt32 = 0x66
  static let letterk: UInt32 = 0x6B
  static let lettern: UInt32 = 0x6E
  static let letterp: UInt32 = 0x70
  static let letterr: UInt32 = 0x72
  static let letters: UInt32 = 0x73
  static let lettert: UInt32 = 0x74
  static let letteru: UInt32 = 0x75
  static let letterv: UInt32 = 0x76
  static let letterw: UInt32 = 0x77
  static let letterx: UInt32 = 0x78
  static let openBrace: UInt32 = 0x7B
  static let bar: UInt32 = 0x7C
  static let closeBrace: UInt32 = 0x7D

  static func isDigit(_ scalar: UInt32) -> Bool { (digit0...digit9).contains(scalar) }

  static func isASCIILetter(_ scalar: UInt32) -> Bool {
    (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
  }

  /// ECMAScript's SyntaxCharacter: `^ $ \ . * + ? ( ) [ ] { } |`, which `\` makes literal.
  static func isSyntaxCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case caret, dollar, backslash, dot, star, plus, question, openParenthesis, closeParenthesis, openBracket,
      closeBracket, openBrace, closeBrace, bar:
      return true
    default:
      return false
    }
  }
}
