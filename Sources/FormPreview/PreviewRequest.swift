import FormRuntimeCore

/// What the page asks views of: a JSON array of row ids, of section indexes and ids, or of
/// index paths (`["email", "phones[w2].number"]`, `[0, 2, "payment"]`, `[[0, 1], [2, 0]]`).
public enum PreviewRequest {
  /// Why a request could not be read: the message, with the byte offset of the problem.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong (`expected a row id (a string)`).
    public var message: String
    /// 0-based offset of the problem in the UTF-8 text.
    public var offset: Int
    /// The message with its offset: `expected ',' or ']' (byte 5)`.
    public var description: String { "\(message) (byte \(offset))" }

    /// The problem `message` at byte `offset`.
    init(message: ErrorMessage, offset: Int) {
      self.message = message.text
      self.offset = offset
    }
  }

  /// One member of the array.
  enum Member {
    case string(String)
    case number(Int)
    /// `[section, row]`, as an update names a position.
    case path(Int, Int)
  }

  /// The row ids of `["id", …]`.
  /// - Throws: ``Problem`` when the text is not a JSON array of strings.
  /// - Complexity: O(n) in the length of the text.
  public static func rowIDs(_ utf8: [UInt8]) throws(Problem) -> [String] {
    var ids: [String] = []
    for (member, offset) in try members(utf8) {
      guard case .string(let id) = member else {
        throw Problem(message: "expected a row id (a string)", offset: offset)
      }
      ids.append(id)
    }
    return ids
  }

  /// The sections of `[index or "id", …]`.
  /// - Throws: ``Problem`` when the text is not a JSON array of whole numbers and strings.
  /// - Complexity: O(n) in the length of the text.
  public static func sections(_ utf8: [UInt8]) throws(Problem) -> [PreviewViews.SectionReference] {
    var sections: [PreviewViews.SectionReference] = []
    for (member, offset) in try members(utf8) {
      switch member {
      case .string(let id): sections.append(.id(id))
      case .number(let index): sections.append(.index(index))
      case .path: throw Problem(message: "expected a section index or id", offset: offset)
      }
    }
    return sections
  }

  /// The positions of `[[section, row], …]` (what an update's `insertRows` lists).
  /// - Throws: ``Problem`` when the text is not a JSON array of pairs of whole numbers.
  /// - Complexity: O(n) in the length of the text.
  public static func positions(_ utf8: [UInt8]) throws(Problem) -> [RowPosition] {
    var positions: [RowPosition] = []
    for (member, offset) in try members(utf8) {
      guard case .path(let section, let row) = member else {
        throw Problem(message: "expected an index path ([section, row])", offset: offset)
      }
      positions.append(RowPosition(section: section, row: row))
    }
    return positions
  }

  /// The members of an array of strings, whole numbers and index paths, with their offsets.
  static func members(_ utf8: [UInt8]) throws(Problem) -> [(Member, Int)] {
    var scanner = JSONArrayScanner(utf8)
    return try scanner.members()
  }
}

/// A cursor over the text of a JSON array of strings, whole numbers and index paths.
struct JSONArrayScanner {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpaces() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  private func problem(_ message: ErrorMessage) -> PreviewRequest.Problem {
    PreviewRequest.Problem(message: message, offset: index)
  }

  /// The array's members, then the end of the text.
  mutating func members() throws(PreviewRequest.Problem) -> [(PreviewRequest.Member, Int)] {
    skipSpaces()
    guard current == UInt8(ascii: "[") else { throw problem("expected a JSON array") }
    index += 1
    var members: [(PreviewRequest.Member, Int)] = []
    skipSpaces()
    if current == UInt8(ascii: "]") {
      index += 1
    } else {
      while true {
        skipSpaces()
        let offset = index
        members.append((try member(), offset))
        skipSpaces()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard current == UInt8(ascii: "]") else { throw problem("expected ',' or ']'") }
        index += 1
        break
      }
    }
    skipSpaces()
    guard current == nil else { throw problem("unexpected text after the array") }
    return members
  }

  private mutating func member() throws(PreviewRequest.Problem) -> PreviewRequest.Member {
    if current == UInt8(ascii: "\"") { return .string(try string()) }
    if current == UInt8(ascii: "[") { return try path() }
    return .number(try number())
  }

  /// `[section, row]`: two whole numbers (one level deep only: a request is never nested further).
  private mutating func path() throws(PreviewRequest.Problem) -> PreviewRequest.Member {
    index += 1
    skipSpaces()
    let section = try number()
    skipSpaces()
    guard current == UInt8(ascii: ",") else { throw problem("expected ',' in an index path") }
    index += 1
    skipSpaces()
    let row = try number()
    skipSpaces()
    guard current == UInt8(ascii: "]") else { throw problem("expected ']' after an index path's row") }
    index += 1
    return .path(section, row)
  }

  private mutating func number() throws(PreviewRequest.Problem) -> Int {
    let start = index
    // The whole number token, fraction and exponent included, so that `1.5` is refused whole.
    while let byte = current, (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-+.eE".utf8.contains(byte) {
      index += 1
    }
    // JSON's integers only: `ASCIIDigits.integer` would also take a `+` sign and leading zeros
    // (`+1`, `01`).
    let token = bytes[start..<index]
    let digits = token.first == UInt8(ascii: "-") ? token.dropFirst() : token
    guard let first = digits.first, first != UInt8(ascii: "+"), first != UInt8(ascii: "0") || digits.count == 1,
      let number = ASCIIDigits.integer(token).flatMap({ Int(exactly: $0) })
    else {
      index = start
      throw problem("expected a string or a whole number")
    }
    return number
  }

  /// A JSON string literal, its escapes decoded (a surrogate pair as one scalar).
  private mutating func string() throws(PreviewRequest.Problem) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    /// Appends the bytes since the last escape, which are UTF-8 as given.
    func flush(_ scalars: inout String.UnicodeScalarView, upTo end: Int) throws(PreviewRequest.Problem) {
      guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
        throw problem("invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        try flush(&scalars, upTo: index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(&scalars, upTo: index)
        index += 1
        scalars.append(try escape())
        runStart = index
      case 0..<0x20:
        throw problem("a control character must be escaped in a string")
      default:
        index += 1
      }
    }
    index = start
    throw problem("unterminated string")
  }

  /// The scalar of the escape after a backslash.
  private mutating func escape() throws(PreviewRequest.Problem) -> Unicode.Scalar {
    guard let byte = current else { throw problem("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try hex4()
        if (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          return scalar
        }
      }
      guard let scalar = Unicode.Scalar(high) else { throw problem("invalid \\u escape") }
      return scalar
    default:
      throw problem("invalid escape")
    }
  }

  /// Four hexadecimal digits.
  private mutating func hex4() throws(PreviewRequest.Problem) -> UInt32 {
    // Exactly four hexadecimal digits (`UInt32(_:radix:)` would also take a sign).
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard index + offset < bytes.count, let digit = ASCIIDigits.hexDigit(UInt32(bytes[index + offset])) else {
        throw problem("invalid \\u escape")
      }
      value = value << 4 | digit
    }
    index += 4
    return value
  }
}
