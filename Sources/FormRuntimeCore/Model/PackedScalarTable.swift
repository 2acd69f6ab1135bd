/// A table of `UInt32`s (Unicode ranges, keys, foldings) written as a string literal rather than an
/// array literal: in the engine's WebAssembly module, built for size, an array literal is filled in by
/// code, one store per element, where a string literal is data (BENCHMARKS.md, "The engine as
/// WebAssembly: size").
///
/// The format, which Scripts/packed-scalar-table.swift writes for the table generators, is a stream of
/// bits, seven to a character (the literal's characters are ASCII, 0 to 127, most significant bit first),
/// ending with up to six zero bits. It holds the number of values, the order k of the code the values
/// are in, and each value as its difference from the value before it (the first, from 0), zigzagged
/// (0, -1, 1, -2, … as 0, 1, 2, 3, …), in the exponential-Golomb code of order k: the number plus 2^k
/// in binary, after as many zeros as that has digits beyond k + 1. (The count and the order are in the
/// code of order 0.) The generator picks the order that makes the table shortest. The arithmetic
/// wraps, so a table of `Int32`s is written and read as their bit patterns.
package enum PackedScalarTable {
  /// The values `packed` holds, in order. The tables are the generators' output, held to the Unicode
  /// data they come from by ScalarPropertyTablesTests, UnicodeFoldingTests and
  /// KeyCharacterTableTests.
  ///
  /// - Complexity: O(n), where n is the length of `packed`.
  package static func values(_ packed: StaticString) -> [UInt32] {
    packed.withUTF8Buffer { text in
      var bits = BitStream(text)
      guard let count = bits.number(order: 0), let order = bits.number(order: 0), order < 32 else { return [] }
      var values: [UInt32] = []
      var value: UInt32 = 0
      while values.count < count, let number = bits.number(order: Int(order)) {
        let magnitude = UInt32(truncatingIfNeeded: number >> 1)
        value = number & 1 == 0 ? value &+ magnitude : value &- magnitude &- 1
        values.append(value)
      }
      return values
    }
  }
}

/// The bits of a packed table's characters, seven to each, read in order.
private struct BitStream {
  let text: UnsafeBufferPointer<UInt8>
  /// The next character to read bits from.
  var next = 0
  /// Bits read from characters and not yet taken, in the low `held` bits.
  var buffer: UInt64 = 0
  var held = 0

  init(_ text: UnsafeBufferPointer<UInt8>) { self.text = text }

  /// The next bit, or nil at the end.
  mutating func bit() -> UInt64? {
    if held == 0 {
      guard next < text.count else { return nil }
      buffer = UInt64(text[next] & 0x7F)
      held = 7
      next += 1
    }
    held -= 1
    return buffer >> UInt64(held) & 1
  }

  /// The next number in the exponential-Golomb code of order `order`, or nil where the stream ends
  /// before one does (its padding).
  mutating func number(order: Int) -> UInt64? {
    var zeros = 0
    while true {
      guard let bit = bit() else { return nil }
      if bit == 1 { break }
      zeros += 1
    }
    // The 1 just read, then `zeros + order` more digits: the number plus 2^order.
    guard zeros + order < 63 else { return nil }
    var number: UInt64 = 1
    for _ in 0..<(zeros + order) {
      guard let bit = bit() else { return nil }
      number = number << 1 | bit
    }
    return number - (1 << UInt64(order))
  }
}
