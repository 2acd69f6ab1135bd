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

private func packedTable(_ values: [Int64], indent: String) -> String {
  var packed = ""
  var previous: Int64 = 0
  for value in values {
    // The reader's arithmetic wraps at 32 bits, so the difference between two Int32s (or two
    // UInt32s) read as bit patterns is their difference as integers.
    let difference = value - previous
    if difference < 0 { packed += "-" }
    let digits = Array(String(difference.magnitude, radix: 16).utf8)
    for (index, digit) in digits.enumerated() {
      let number = digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10
      let first = index == digits.count - 1 ? UInt8(ascii: "A") : UInt8(ascii: "a")
      packed.unicodeScalars.append(Unicode.Scalar(first + number))
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
