// The writer of PackedScalarTable's format (Sources/FormRuntimeCore/Model/PackedScalarTable.swift, which
// describes it and reads it), compiled with each table generator that emits it.

/// `values` as a `PackedScalarTable.values(…)` expression whose string literal's lines, 100 characters
/// at most, start with `indent`.
func packedScalarTable(_ values: [UInt32], indent: String) -> String {
  packedTable(values.map { Int64($0) }, indent: indent)
}

/// `values` as a `PackedScalarTable.values(…)` expression of their bit patterns (read back with
/// `Int32(bitPattern:)`), its string literal's lines, 100 characters at most, starting with `indent`.
func packedScalarTable(_ values: [Int32], indent: String) -> String {
  packedTable(values.map { Int64($0) }, indent: indent)
}

/// The format's 92 digits: the printable ASCII characters but `"` and `\`, in order. The first 46
/// are the digits before a number's last, the other 46 its last.
private let digits: [Character] = (0x21...0x7E).compactMap { code in
  code == 0x22 || code == 0x5C ? nil : Character(Unicode.Scalar(UInt8(code)))
}

private func packedTable(_ values: [Int64], indent: String) -> String {
  precondition(digits.count == 92)
  var packed = ""
  var previous: Int64 = 0
  for value in values {
    // The reader's arithmetic wraps at 32 bits, so the difference between two Int32s (or two
    // UInt32s) read as bit patterns is their difference as integers. Zigzag: 0, -1, 1, -2, … as
    // 0, 1, 2, 3, ….
    let difference = value - previous
    var number = difference >= 0 ? UInt64(difference) << 1 : UInt64(-difference) << 1 - 1
    var number46: [Int] = [Int(number % 46)]
    number /= 46
    while number > 0 {
      number46.append(Int(number % 46))
      number /= 46
    }
    for (index, digit) in number46.reversed().enumerated() {
      packed.append(digits[index == number46.count - 1 ? 46 + digit : digit])
    }
    previous = value
  }
  var lines: [String] = []
  var rest = Substring(packed)
  while !rest.isEmpty {
    lines.append(indent + rest.prefix(100))
    rest = rest.dropFirst(100)
  }
  return "PackedScalarTable.values(\n\(indent)\"\"\"\n" + lines.joined(separator: "\n") + "\n\(indent)\"\"\")"
}
