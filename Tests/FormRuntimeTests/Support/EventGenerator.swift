import FormRuntime

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

  func event(using random: inout SeededGenerator) -> FormEvent {
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

  func value(for slot: ValueSlot, using random: inout SeededGenerator) -> FormValue {
    if Int.random(in: 0..<12, using: &random) == 0 {
      // Occasionally a value of the wrong shape, which must be refused.
      return [.null, .bool(true), .int(7), .string("bogus"), .set(["bogus"])].randomElement(using: &random) ?? .null
    }
    let options = slot.options ?? []
    switch slot.type {
    case .bool: return .bool(Bool.random(using: &random))
    case .int: return .int(interestingInts.randomElement(using: &random) ?? 0)
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
