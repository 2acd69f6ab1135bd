/// Integers written in ASCII digits, read without the standard library's `Int(_:radix:)`: its
/// generic parsing is copied into the engine's WebAssembly module for each integer type and radix
/// it is used with, 1 to 2 KB each (BENCHMARKS.md, "The engine as WebAssembly: size").
package enum ASCIIDigits {
  /// `count` zeros, none for a count below 1: the padding of a number written with at least so
  /// many digits (as `String(repeating: "0", count:)`, without the general repeating code that it
  /// brings into the WebAssembly module). - Complexity: O(count).
  package static func zeros(_ count: Int) -> String {
    var zeros = ""
    for _ in 0..<Swift.max(count, 0) { zeros += "0" }
    return zeros
  }

  /// `digits`, ASCII, after as many zeros as make it `length` long (as it is when it is longer):
  /// a number written with at least so many digits. Its length is counted in bytes, which for
  /// ASCII are its characters, not by `count`, which walks `Character`s. - Complexity: O(length).
  package static func padded(_ digits: String, toLength length: Int) -> String {
    zeros(length - digits.utf8.count) + digits
  }

  /// The value of `text` when it is one or more decimal digits after an optional `-` (or `+`),
  /// as `FormInt(_:)` reads a `String`: nil for anything else, and for a value out of range.
  ///
  /// Its bytes are walked by `everyByte(_:)`, the one walk of a string's UTF-8 view
  /// in the WebAssembly module, rather than by a loop of its own, which carried another copy of
  /// that view's indexing (BENCHMARKS.md).
  /// - Complexity: O(n) in the length of `text`.
  package static func integer(_ text: String) -> FormInt? {
    let sign = text.firstByte
    let isNegative = sign == UInt8(ascii: "-")
    var hasSign = isNegative || sign == UInt8(ascii: "+")
    var value: FormInt = 0
    var digits = 0
    let isNumber = text.everyByte { byte in
      if hasSign {
        hasSign = false
        return true
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
      let digit = FormInt(byte &- UInt8(ascii: "0"))
      // Accumulated with the number's sign, so that FormInt.min is read.
      let (shifted, shiftOverflows) = value.multipliedReportingOverflow(by: 10)
      let (next, overflows) =
        isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !shiftOverflows, !overflows else { return false }
      value = next
      digits += 1
      return true
    }
    return isNumber && digits > 0 ? value : nil
  }

  /// The value of the hexadecimal digit whose scalar value is `scalar` (`0`–`9`, `a`–`f`,
  /// `A`–`F`), or nil.
  package static func hexDigit(_ scalar: UInt32) -> UInt32? {
    switch scalar {
    case 0x30...0x39: scalar - 0x30
    case 0x41...0x46: scalar - 0x37
    case 0x61...0x66: scalar - 0x57
    default: nil
    }
  }
}
