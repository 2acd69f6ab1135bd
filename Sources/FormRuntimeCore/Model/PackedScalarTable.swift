/// A table of `UInt32`s (Unicode ranges, keys, foldings) written as a string literal rather than an
/// array literal: in the engine's WebAssembly module, built for size, an array literal is filled in by
/// code, one store per element, where a string literal is data a third of the size (BENCHMARKS.md,
/// "The engine as WebAssembly: size").
///
/// The format, which Scripts/packed-scalar-table.swift writes for the table generators: each value is
/// its difference from the value before it (the first, from 0) in base 16, most significant digit
/// first, the digits before the last as `a` to `p` and the last as `A` to `P`; a `-` before the digits
/// makes the difference a decrease. Any other character (the literal's line breaks) is skipped. The
/// arithmetic wraps, so a table of `Int32`s is written and read as their bit patterns.
package enum PackedScalarTable {
  /// The values `packed` holds, in order. The tables are the generators' output, held to the Unicode
  /// data they come from by ScalarPropertyTablesTests, UnicodeFoldingTests and KeyCharacterTableTests.
  ///
  /// - Complexity: O(n), where n is the length of `packed`.
  package static func values(_ packed: StaticString) -> [UInt32] {
    packed.withUTF8Buffer { text in
      var values: [UInt32] = []
      var value: UInt32 = 0
      var difference: UInt32 = 0
      var decreases = false
      for character in text {
        switch character {
        case UInt8(ascii: "a")...UInt8(ascii: "p"):
          difference = difference << 4 | UInt32(character - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "P"):
          difference = difference << 4 | UInt32(character - UInt8(ascii: "A"))
          value = decreases ? value &- difference : value &+ difference
          values.append(value)
          difference = 0
          decreases = false
        case UInt8(ascii: "-"):
          decreases = true
        default:
          continue
        }
      }
      return values
    }
  }
}
