/// A table of `UInt32`s (Unicode ranges, keys, foldings) written as a string literal rather than an
/// array literal: in the engine's WebAssembly module, built for size, an array literal is filled in by
/// code, one store per element, where a string literal is data a third of the size (BENCHMARKS.md,
/// "The engine as WebAssembly: size").
///
/// The format, which Scripts/packed-scalar-table.swift writes for the table generators: each value is
/// its difference from the value before it (the first, from 0), zigzagged (0, -1, 1, -2, … as 0, 1,
/// 2, 3, …), in base 46, most significant digit first. The digits are the printable ASCII characters
/// but `"` and `\`, in order: `!` and `#` to `O` for the digits before the last, `P` to `~` for the
/// last. Any other character (the literal's line breaks) is skipped. The arithmetic wraps, so a table
/// of `Int32`s is written and read as their bit patterns.
package enum PackedScalarTable {
  /// The values `packed` holds, in order. The tables are the generators' output, held to the Unicode
  /// data they come from by ScalarPropertyTablesTests, UnicodeFoldingTests, KeyCharacterTableTests,
  /// NormalizationTablesTests and GraphemeTablesTests.
  ///
  /// - Complexity: O(n), where n is the length of `packed`.
  package static func values(_ packed: StaticString) -> [UInt32] {
    packed.withUTF8Buffer { text in
      var values: [UInt32] = []
      var value: UInt32 = 0
      var number: UInt64 = 0
      for character in text {
        guard character > 0x20, character < 0x7F, character != 0x22, character != 0x5C else { continue }
        // The digit's place among the printable characters but `"` and `\`.
        let place = UInt64(character - 0x21) - (character > 0x22 ? 1 : 0) - (character > 0x5C ? 1 : 0)
        guard place >= 46 else {
          number = number &* 46 &+ place
          continue
        }
        number = number &* 46 &+ (place - 46)
        let magnitude = UInt32(truncatingIfNeeded: number >> 1)
        value = number & 1 == 0 ? value &+ magnitude : value &- magnitude &- 1
        values.append(value)
        number = 0
      }
      return values
    }
  }
}
