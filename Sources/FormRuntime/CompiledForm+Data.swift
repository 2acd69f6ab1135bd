import Foundation

extension CompiledForm {
  /// Loads a compiled form from `formc compile` output, checking every table.
  ///
  /// Reads what `JSONDecoder` reads: UTF-8, with or without a byte order mark, and UTF-16 or
  /// UTF-32, which are converted; then as ``init(jsonUTF8:)``.
  ///
  /// - Parameter data: the contents of a `.formc.json` file, which may come from anywhere.
  /// - Throws: ``CompiledFormError`` when the data is not text or not JSON, has another format
  ///   version, or has tables that do not fit together (see ``validate()``).
  /// - Complexity: O(b + n + c) for b bytes, n rows and c condition instructions.
  public init(jsonData data: Data) throws(CompiledFormError) {
    guard let text = Self.utf8Text(data) else {
      throw CompiledFormError("not a compiled form: the data is not valid UTF-8, UTF-16 or UTF-32")
    }
    try self.init(jsonUTF8: text)
  }

  /// The compiled form as JSON, as ``jsonUTF8()`` writes it.
  /// - Complexity: O(b) for b bytes of output, besides sorting set values.
  public func jsonData() -> Data {
    withJSONUTF8 { Data(buffer: $0) }
  }

  /// The text as UTF-8 without a byte order mark. `JSONDecoder` also reads UTF-16 and UTF-32,
  /// told by a byte order mark or by the zero bytes around the first character (RFC 4627), so
  /// those are converted; nil when that fails.
  static func utf8Text(_ data: Data) -> Data? {
    let head = Array(data.prefix(4)) + [1, 1, 1, 1]
    let encoding: String.Encoding
    switch (head[0], head[1], head[2], head[3]) {
    case (0xEF, 0xBB, 0xBF, _): return data.dropFirst(3)
    case (0, 0, 0xFE, 0xFF), (0, 0, 0, _): encoding = .utf32BigEndian
    case (0xFF, 0xFE, 0, 0), (_, 0, 0, 0): encoding = .utf32LittleEndian
    case (0xFE, 0xFF, _, _), (0, _, _, _): encoding = .utf16BigEndian
    case (0xFF, 0xFE, _, _), (_, 0, _, _): encoding = .utf16LittleEndian
    default: return data
    }
    let bomLength: Int
    switch (head[0], head[1]) {
    case (0xFE, 0xFF), (0xFF, 0xFE): bomLength = encoding == .utf32LittleEndian ? 4 : 2
    case (0, 0) where head[2] == 0xFE: bomLength = 4
    default: bomLength = 0
    }
    return String(data: data.dropFirst(bomLength), encoding: encoding).map { Data($0.utf8) }
  }
}
