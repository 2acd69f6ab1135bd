import CZlib

/// DEFLATE (RFC 1951) without a zlib or gzip wrapper, through zlib: how a preview page stores the
/// engine module (the page inflates it with `inflate.js`), at under half its size.
enum RawDeflate {
  /// Which kinds of DEFLATE block zlib writes: what pages use, and, for the tests of the page's
  /// inflater, the two other kinds.
  enum Blocks {
    /// zlib's best level: blocks with their own Huffman codes (pages).
    case best
    /// DEFLATE's fixed Huffman codes.
    case fixedCodes
    /// Stored, not compressed.
    case stored
  }

  /// `bytes` compressed (at zlib's best level by default); nil when zlib fails (out of memory).
  /// - Complexity: O(n) for n bytes.
  static func compress(_ bytes: [UInt8], blocks: Blocks = .best) -> [UInt8]? {
    var stream = z_stream()
    let level: Int32 = blocks == .stored ? 0 : 9
    let strategy = blocks == .fixedCodes ? Z_FIXED : Z_DEFAULT_STRATEGY
    // A negative window size asks for raw DEFLATE; 15 bits is DEFLATE's largest window.
    let started = deflateInit2_(
      &stream, level, Z_DEFLATED, -15, 9, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard started == Z_OK else { return nil }
    defer { deflateEnd(&stream) }
    // deflateBound's room is enough in one call, but for stored blocks some zlib versions count
    // short: the output grows until the stream ends.
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
    var input = bytes
    var status = Z_OK
    input.withUnsafeMutableBufferPointer { inputBuffer in
      stream.next_in = inputBuffer.baseAddress
      stream.avail_in = uInt(inputBuffer.count)
      while status == Z_OK {
        let written = Int(stream.total_out)
        if written == output.count { output += [UInt8](repeating: 0, count: output.count) }
        status = output.withUnsafeMutableBufferPointer { outputBuffer in
          stream.next_out = outputBuffer.baseAddress.map { $0 + written }
          stream.avail_out = uInt(outputBuffer.count - written)
          return deflate(&stream, Z_FINISH)
        }
      }
    }
    guard status == Z_STREAM_END else { return nil }
    return Array(output.prefix(Int(stream.total_out)))
  }
}
