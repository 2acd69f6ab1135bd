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
    public var description: String {
      let text: ErrorMessage = "\(message) (byte \(offset))"
      return text.text
    }

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
    try forEachMember(utf8) { member in
      guard case .string(let id) = member else { return "expected a row id (a string)" }
      ids.append(id)
      return nil
    }
    return ids
  }

  /// The sections of `[index or "id", …]`.
  /// - Throws: ``Problem`` when the text is not a JSON array of whole numbers and strings.
  /// - Complexity: O(n) in the length of the text.
  public static func sections(_ utf8: [UInt8]) throws(Problem) -> [PreviewViews.SectionReference] {
    var sections: [PreviewViews.SectionReference] = []
    try forEachMember(utf8) { member in
      switch member {
      case .string(let id): sections.append(.id(id))
      case .number(let index): sections.append(.index(index))
      case .path: return "expected a section index or id"
      }
      return nil
    }
    return sections
  }

  /// The positions of `[[section, row], …]` (what an update's `insertRows` lists).
  /// - Throws: ``Problem`` when the text is not a JSON array of pairs of whole numbers.
  /// - Complexity: O(n) in the length of the text.
  public static func positions(_ utf8: [UInt8]) throws(Problem) -> [RowPosition] {
    var positions: [RowPosition] = []
    try forEachMember(utf8) { member in
      guard case .path(let section, let row) = member else { return "expected an index path ([section, row])" }
      positions.append(RowPosition(section: section, row: row))
      return nil
    }
    return positions
  }

  /// Reads an array of strings, whole numbers and index paths, giving `take` each member in
  /// turn: `take` keeps it, or says what is wrong with it, which is the request's problem, placed
  /// at the member. Read by the JSON reader that reads the compiled form, so a request is JSON as
  /// the form is (escapes, white space, the problem's place), with whole numbers written as
  /// integers (`1`, not `1.0` or `1e0`). The first problem in the text is the one reported.
  static func forEachMember(_ utf8: [UInt8], _ take: (Member) -> ErrorMessage?) throws(Problem) {
    var json = JSONReader(utf8)
    do throws(JSONReadError) {
      try json.readArray { json, _ throws(JSONReadError) in
        let kind = try json.peek()
        let offset = json.offset
        let member: Member =
          switch kind {
          case .string: .string(try json.readString())
          case .array: try path(&json)
          default: .number(try wholeNumber(&json, "expected a string or a whole number"))
          }
        if let problem = take(member) { throw JSONReadError(.shape, problem, at: offset) }
      }
      try json.finish()
    } catch {
      throw Problem(message: ErrorMessage(error.message), offset: error.offset)
    }
  }

  /// `[section, row]`: two whole numbers (one level deep only: a request is never nested further).
  private static func path(_ json: inout JSONReader) throws(JSONReadError) -> Member {
    var numbers = (section: 0, row: 0)
    var count = 0
    // Where the missing number of a short path should be: after the last one read.
    var end = json.offset + 1
    try json.readArray { json, index throws(JSONReadError) in
      guard index < 2 else {
        _ = try json.peek()
        throw JSONReadError(.shape, "an index path has two numbers, [section, row]", at: json.offset)
      }
      let number = try wholeNumber(&json, "expected a whole number in an index path")
      if index == 0 { numbers.section = number } else { numbers.row = number }
      count = index + 1
      end = json.offset
    }
    guard count == 2 else { throw JSONReadError(.shape, "an index path has two numbers, [section, row]", at: end) }
    return .path(numbers.section, numbers.row)
  }

  /// A JSON integer in `Int`'s range, written without a fraction or an exponent.
  private static func wholeNumber(_ json: inout JSONReader, _ problem: ErrorMessage) throws(JSONReadError) -> Int {
    let kind = try json.peek()
    let offset = json.offset
    guard kind == .number else { throw JSONReadError(.shape, problem, at: offset) }
    let (value, text) = try json.readNumberAndText()
    let isInteger = !text.someByte { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
    guard isInteger, let value, let number = Int(exactly: value) else {
      throw JSONReadError(.shape, problem, at: offset)
    }
    return number
  }
}
