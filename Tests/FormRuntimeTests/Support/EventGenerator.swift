import FormRuntime
import SeededRandom

/// Random events for a compiled form: taps, expands and collapses of every row, and sets of
/// every value slot to values its type allows (and some it does not), so that random runs
/// exercise both accepted and refused events.
struct EventGenerator {
  let form: CompiledForm
  /// Integer literals the form's conditions compare with, and their neighbours.
  let interestingInts: [Int]

  init(form: CompiledForm) {
    self.form = form
    var ints: Set<Int> = [0, 1, -1]
    for condition in form.conditions {
      for instruction in condition.code {
        if case .constant(.int(let number)) = instruction { ints.formUnion([number - 1, number, number + 1]) }
      }
    }
    for slot in form.values {
      if let min = slot.min { ints.formUnion([min - 1, min]) }
      if let max = slot.max { ints.formUnion([max, max + 1]) }
    }
    interestingInts = ints.sorted()
  }

  /// A random event; with `searching`, also searches that start, extend, change and clear
  /// a query (`current` is the engine's query).
  func event(using random: inout SplitMix64, searching current: String? = nil) -> FormEvent {
    if let current, Int.random(in: 0..<5, using: &random) == 0 {
      return .search(query(extending: current, using: &random))
    }
    let choice = Int.random(in: 0..<10, using: &random)
    if choice < 4 || form.values.isEmpty {
      let row = form.rows.id.randomElement(using: &random) ?? ""
      switch choice {
      case 0: return .expand(row)
      case 1: return .collapse(row)
      default: return .tap(choice == 3 && Bool.random(using: &random) ? "noSuchRow" : row)
      }
    }
    let slot = form.values.randomElement(using: &random) ?? form.values[0]
    return .set(slot.name, value(for: slot, using: &random))
  }

  /// A query: empty, a piece of a row's title or keyword (in another case), or `current`
  /// extended by the character that follows it in some row's text.
  func query(extending current: String, using random: inout SplitMix64) -> String {
    let texts = (0..<form.rows.count).flatMap { [form.rows.title[$0] ?? form.rows.id[$0]] + form.rows.keywords[$0] }
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      return ""
    case 1, 2:
      let lowered = current.lowercased()
      for text in texts.shuffled(using: &random) {
        guard !lowered.isEmpty, let range = text.lowercased().range(of: lowered),
          range.upperBound < text.lowercased().endIndex
        else { continue }
        return current + String(text.lowercased()[range.upperBound])
      }
      return current + "e"
    default:
      let text = Array(texts.randomElement(using: &random) ?? "")
      guard !text.isEmpty else { return "" }
      let start = Int.random(in: 0..<text.count, using: &random)
      let length = Int.random(in: 1...min(4, text.count - start), using: &random)
      let piece = String(text[start..<(start + length)])
      return Bool.random(using: &random) ? piece.uppercased() : piece
    }
  }

  func value(for slot: ValueSlot, using random: inout SplitMix64) -> FormValue {
    if Int.random(in: 0..<12, using: &random) == 0 {
      // Occasionally a value of the wrong shape, which must be refused.
      return [.null, .bool(true), .int(7), .string("bogus"), .set(["bogus"])].randomElement(using: &random) ?? .null
    }
    let options = slot.options ?? []
    switch slot.type {
    case .bool: return .bool(Bool.random(using: &random))
    case .int: return .int(interestingInts.randomElement(using: &random) ?? 0)
    case .decimal:
      let units = (interestingInts.randomElement(using: &random) ?? 0) &* 10 &+ Int.random(in: -9...9, using: &random)
      return FormDecimal(units: units, scale: (slot.precision ?? 2) + Int.random(in: -1...1, using: &random))
        .map(FormValue.decimal) ?? .null
    case .string:
      if !options.isEmpty { return .string(options.randomElement(using: &random) ?? "") }
      return .string(["", "x", "hello", String(repeating: "a", count: 50)].randomElement(using: &random) ?? "")
    case .option:
      return Bool.random(using: &random) ? .null : .string(options.randomElement(using: &random) ?? "")
    case .set:
      return .set(Set(options.filter { _ in Bool.random(using: &random) }))
    case .date:
      return Bool.random(using: &random) ? .null : .string("2026-11-29")
    }
  }
}
