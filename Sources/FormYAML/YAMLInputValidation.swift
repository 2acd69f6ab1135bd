import FormDiagnostics

extension YAMLLoader {
  /// Decodes the bytes of a file as UTF-8 text, for ``loadDocuments(_:limits:)``.
  ///
  /// A leading UTF-8 byte order mark is dropped. A UTF-16 or UTF-32 byte order mark, or a byte sequence that is not
  /// UTF-8, is the error `yaml-encoding`, located at the first invalid byte (the line and column it would have).
  /// - Complexity: O(n) for n bytes.
  public static func decode(bytes: [UInt8], path: String) -> Result<SourceText, Diagnostic> {
    var body = bytes[...]
    if body.starts(with: YAMLInputValidation.utf8BOM) { body = body.dropFirst(3) }
    if body.starts(with: [0xFE, 0xFF]) || body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0, 0, 0xFE, 0xFF]) {
      return .failure(
        Diagnostic(
          kind: .yamlEncoding,
          message: "the file is encoded in UTF-16 or UTF-32; save it as UTF-8",
          at: SourceLocation(file: path, line: 1, column: 1)))
    }
    if let invalid = YAMLInputValidation.firstInvalidUTF8(in: body) {
      let location = YAMLInputValidation.location(of: invalid, in: body, path: path)
      let byte = YAMLInputValidation.hex(body[invalid])
      return .failure(
        Diagnostic(
          kind: .yamlEncoding,
          message: "the file is not valid UTF-8: byte \(byte) at line \(location.line), column \(location.column) "
            + "does not start a valid UTF-8 sequence (save the file as UTF-8)",
          at: location))
    }
    return .success(SourceText(path: path, text: String(decoding: body, as: UTF8.self)))
  }
}

/// The checks made on the input before libyaml sees it.
enum YAMLInputValidation {
  static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The error for input larger than `limits.maxInputBytes`, if it is.
  static func checkSize(of source: SourceText, limits: YAMLLimits) -> Diagnostic? {
    let size = source.text.utf8.count
    guard size > limits.effectiveMaxInputBytes else { return nil }
    return Diagnostic(
      kind: .yamlLimit,
      message:
        "the file is \(size) bytes, more than the limit of \(limits.effectiveMaxInputBytes) bytes (maxInputBytes)",
      at: source.location(line: 1, column: 1))
  }

  /// The error for a NUL byte in the input, if there is one.
  static func checkNoNUL(in map: SourceMap) -> Diagnostic? {
    guard let offset = map.firstNULOffset else { return nil }
    let location = map.location(byteOffset: offset)
    return Diagnostic(
      kind: .yamlEncoding,
      message: "the file contains a NUL byte at line \(location.line), column \(location.column); "
        + "a YAML file must be text",
      at: location)
  }

  /// The offset of the first byte of `bytes` that does not begin a well-formed UTF-8 sequence, or nil.
  /// - Complexity: O(n).
  static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>) -> Int? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      // Runs of ASCII, the bulk of a spec, are passed over eight bytes at a time.
      if let asciiEnd = asciiRunEnd(in: bytes, from: index), asciiEnd > index {
        index = asciiEnd
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; secondRange = 0x80...0x9F
      case 0xF0: length = 4; secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; secondRange = 0x80...0x8F
      default: return index
      }
      guard index + length <= bytes.endIndex else { return index }
      guard secondRange.contains(bytes[index + 1]) else { return index }
      for continuation in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[continuation]) {
        return index
      }
      index += length
    }
    return nil
  }

  /// The end of the run of whole 8-byte words of ASCII in `bytes` that starts at `start`.
  private static func asciiRunEnd(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    bytes.withUnsafeBytes { raw in
      var offset = start - bytes.startIndex
      while offset + 8 <= raw.count,
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        offset += 8
      }
      return bytes.startIndex + offset
    }
  }

  /// The line and column of byte `offset` of `bytes`, all of it before `offset` being valid UTF-8.
  static func location(of offset: Int, in bytes: ArraySlice<UInt8>, path: String) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes[bytes.startIndex..<offset] where byte & 0xC0 != 0x80 {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(file: path, line: line, column: column)
  }

  /// `0xE9` style.
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" : "") + digits
  }
}
