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
  // The reader's arithmetic wraps at 32 bits, so the difference between two Int32s (or two UInt32s)
  // read as bit patterns is their difference as integers. Zigzag: 0, -1, 1, -2, … as 0, 1, 2, 3, ….
  var previous: Int64 = 0
  let numbers = values.map { value in
    let difference = value - previous
    previous = value
    return difference >= 0 ? UInt64(difference) << 1 : UInt64(-difference) << 1 - 1
  }
  // The order that makes the table shortest (the lowest of equals).
  var order = 0
  var shortest = Int.max
  for candidate in 0..<32 {
    let length = numbers.reduce(0) { $0 + codeLength($1, order: candidate) }
    if length < shortest { (order, shortest) = (candidate, length) }
  }
  var bits: [Bool] = []
  append(UInt64(values.count), order: 0, to: &bits)
  append(UInt64(order), order: 0, to: &bits)
  for number in numbers { append(number, order: order, to: &bits) }
  while bits.count % 7 != 0 { bits.append(false) }
  let characters = stride(from: 0, to: bits.count, by: 7).map { start in
    bits[start..<start + 7].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
  }
  let literal = literalLines(characters, indent: indent)
  return "PackedScalarTable.values(\n\(indent)\"\"\"\n" + literal + "\n\(indent)\"\"\")"
}

/// The length of `number` in the exponential-Golomb code of order `order`.
private func codeLength(_ number: UInt64, order: Int) -> Int {
  let digits = 64 - (number + 1 << UInt64(order)).leadingZeroBitCount
  return 2 * digits - 1 - order
}

/// Appends `number` in the exponential-Golomb code of order `order`: the number plus 2^order in binary,
/// after as many zeros as that has digits beyond order + 1.
private func append(_ number: UInt64, order: Int, to bits: inout [Bool]) {
  let shifted = number + 1 << UInt64(order)
  let digits = 64 - shifted.leadingZeroBitCount
  bits += Array(repeating: false, count: digits - 1 - order)
  for place in (0..<digits).reversed() { bits.append(shifted >> UInt64(place) & 1 == 1) }
}

/// The characters as the lines of a multi-line string literal, each starting with `indent` and, but the
/// last, ending with a backslash (so that the literal holds no line break of its own): 100 characters at
/// most.
private func literalLines(_ characters: [UInt8], indent: String) -> String {
  var lines: [String] = []
  var line = ""
  for (index, character) in characters.enumerated() {
    // A space that would end the last line is escaped, so that the line does not end in whitespace.
    let written = index == characters.count - 1 && character == 0x20 ? "\\u{20}" : escaped(character)
    if indent.count + line.count + written.count + 1 > 100 {
      lines.append(line)
      line = ""
    }
    line += written
  }
  lines.append(line)
  return lines.map { indent + $0 }.joined(separator: "\\\n")
}

/// The ASCII character as a string literal writes it.
private func escaped(_ character: UInt8) -> String {
  switch character {
  case 0x00: return "\\0"
  case 0x09: return "\\t"
  case 0x0A: return "\\n"
  case 0x0D: return "\\r"
  case 0x22: return "\\\""
  case 0x5C: return "\\\\"
  case 0x20..<0x7F: return String(UnicodeScalar(character))
  default: return "\\u{" + String(character, radix: 16, uppercase: true) + "}"
  }
}
