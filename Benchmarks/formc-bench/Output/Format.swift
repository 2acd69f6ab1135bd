import Foundation

/// Numbers as the tables print them.
enum Format {
  /// `850 ns`, `1.23 µs`, `4.56 ms`, `1.20 s`: three significant digits.
  static func duration(_ nanoseconds: Double) -> String {
    if nanoseconds < 0 { return "−" + duration(-nanoseconds) }
    switch nanoseconds {
    case ..<1_000: return significant(nanoseconds) + " ns"
    case ..<1_000_000: return significant(nanoseconds / 1_000) + " µs"
    case ..<1_000_000_000: return significant(nanoseconds / 1_000_000) + " ms"
    default: return significant(nanoseconds / 1_000_000_000) + " s"
    }
  }

  /// `value` with `decimals` digits after the point.
  static func decimal(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// `1,000`, `100,000`.
  static func count(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(character)
    }
    return result
  }

  /// How many times `slower` takes `faster`: `×1,234` or `×12.3` or `×1.23`.
  static func ratio(_ slower: Double, _ faster: Double) -> String {
    let ratio = slower / faster
    return "×" + (ratio >= 100 ? count(Int(ratio.rounded())) : significant(ratio))
  }

  private static func significant(_ value: Double) -> String {
    value >= 100 ? decimal(value, 0) : value >= 10 ? decimal(value, 1) : decimal(value, 2)
  }
}
