/// One message cut from the input stream, or why the bytes at that point were not one.
public enum IncomingFrame: Hashable, Sendable {
  /// The body of a message (JSON text, not yet parsed).
  case message([UInt8])
  /// A header the framer could not read, or a message over the size limit; the framer has skipped it.
  case broken(String)
}

/// Cuts the byte stream of the base protocol into messages: `Content-Length: n` (header names in any case;
/// `Content-Type` and others accepted and ignored), an empty line, then n bytes of body.
///
/// Input arrives in chunks of any size: ``append(_:)`` them as they come and take the messages with ``next()``.
/// Nothing in the input makes it stall or grow without bound: a header longer than ``maxHeaderBytes`` is dropped,
/// and the body of a message over ``maxMessageBytes`` is skipped as it streams past, never kept.
public struct MessageFramer: Sendable {
  /// The longest header the framer reads.
  public static let maxHeaderBytes = 8 * 1024
  /// The largest body the framer keeps.
  public let maxMessageBytes: Int

  private var buffer: [UInt8] = []
  /// How much of `buffer` is already consumed (dropped lazily, so taking a message is not O(buffer)).
  private var start = 0
  /// Bytes of an over-size body still to drop as they arrive.
  private var skipping = 0

  public init(maxMessageBytes: Int) {
    self.maxMessageBytes = maxMessageBytes
  }

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next complete message or broken frame, or nil until more input arrives.
  /// - Complexity: O(h + b) for a header of h bytes and a body of b bytes.
  public mutating func next() -> IncomingFrame? {
    defer { compact() }
    if skipping > 0 {
      let dropped = min(skipping, buffer.count - start)
      start += dropped
      skipping -= dropped
      if skipping > 0 { return nil }
    }
    guard let headerEnd = headerTerminator() else {
      guard buffer.count - start > Self.maxHeaderBytes else { return nil }
      // Keep the last three bytes: they may begin the terminator of a header that follows.
      start = buffer.count - 3
      return .broken("a header longer than \(Self.maxHeaderBytes) bytes was dropped")
    }
    let header = buffer[start..<headerEnd]
    let bodyStart = headerEnd + 4
    let length: Int
    switch Self.contentLength(in: header) {
    case .failure(let problem):
      start = bodyStart
      return .broken(problem.description)
    case .success(let value):
      length = value
    }
    guard length <= maxMessageBytes else {
      start = bodyStart
      skipping = length
      return .broken("a message of \(length) bytes, more than the limit of \(maxMessageBytes), was skipped")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return .message(Array(buffer[bodyStart..<start]))
  }

  /// The offset of the `\r\n\r\n` that ends the header at `start`, looked for within the header limit.
  private func headerTerminator() -> Int? {
    let end = min(buffer.count, start + Self.maxHeaderBytes + 4)
    var index = start
    while index + 3 < end {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Why a header gives no usable length.
  struct HeaderProblem: Error, CustomStringConvertible {
    var description: String
  }

  /// The value of the header's `Content-Length` field.
  static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    guard header.allSatisfy({ $0 < 0x80 }) else {
      return .failure(HeaderProblem(description: "a header that is not ASCII"))
    }
    let text = String(decoding: header, as: UTF8.self)
    var length: Int?
    for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HeaderProblem(description: "a header line without a colon: '\(line)'"))
      }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      guard name == "content-length" else { continue }
      // At most 18 digits, so the value fits in an Int whatever it says.
      guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value)
      else { return .failure(HeaderProblem(description: "an invalid Content-Length: '\(value)'")) }
      length = number
    }
    guard let length else { return .failure(HeaderProblem(description: "a header without Content-Length")) }
    return .success(length)
  }

  /// Drops the consumed prefix once it is most of the buffer, so memory stays proportional to unread input.
  private mutating func compact() {
    guard start > 4096, start * 2 > buffer.count else { return }
    buffer.removeFirst(start)
    start = 0
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " || text.first == "\t" { text.removeFirst() }
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return text
  }
}
