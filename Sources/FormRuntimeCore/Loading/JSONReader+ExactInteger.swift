extension JSONReader {
  /// The integer a JSON numeral with a fraction or an exponent (`1.0`, `25e-1`, `1.5e3`) is exactly
  /// equal to, or nil when it is not a whole number or does not fit a ``FormInt``.
  ///
  /// Read from the digits, without `Double`: Embedded Swift has no `Double(String)`, and a
  /// `Double` rounds (`1.00000000000000000001` is not 1, nor is `1e-400` 0, though their nearest
  /// `Double`s are). `numeral` must be valid JSON number syntax, as ``readNumber()`` checked.
  /// - Complexity: O(n) for n bytes.
  package static func exactInteger(ofNumeral numeral: some Collection<UInt8>) -> FormInt? {
    var bytes = numeral[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    // The significant digits (from the first that is not 0), and the power of ten they are scaled by.
    var significant: [UInt8] = []
    var fractionDigits: FormInt = 0
    var seenPoint = false
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        seenPoint = true
        continue
      }
      if seenPoint { fractionDigits += 1 }
      if !significant.isEmpty || byte != UInt8(ascii: "0") { significant.append(byte &- UInt8(ascii: "0")) }
    }
    var exponent: FormInt = 0
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()
      let exponentNegative = bytes.first == UInt8(ascii: "-")
      if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
      for byte in bytes {
        // Saturated past any numeral's length (a 32-bit `Int` counts the bytes), so the sum with the
        // digits' scale below neither overflows nor changes its sign.
        exponent = Swift.min(exponent * 10 + FormInt(byte &- UInt8(ascii: "0")), 1 << 40)
      }
      if exponentNegative { exponent = -exponent }
    }
    while significant.last == 0 {
      significant.removeLast()
      exponent += 1
    }
    guard !significant.isEmpty else { return 0 }
    let scale = exponent - fractionDigits
    // A whole number needs no digit below the units; FormInt has 19 digits at most.
    guard scale >= 0, FormInt(significant.count) + scale <= 19 else { return nil }
    // Accumulated negatively, so that FormInt.min fits.
    var value: FormInt = 0
    for digit in significant + [UInt8](repeating: 0, count: Int(scale)) {
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, borrow) = times10.subtractingReportingOverflow(FormInt(digit))
      guard !overflow, !borrow else { return nil }
      value = next
    }
    if negative { return value }
    return value == .min ? nil : -value
  }
}
