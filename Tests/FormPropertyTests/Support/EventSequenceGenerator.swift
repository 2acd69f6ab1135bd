import FormRuntime
import SeededRandom

/// Generates event sequences for a form, valid and invalid, steered by the reference model's
/// state so that most taps land on shown rows and values cross the boundaries conditions test.
struct EventSequenceGenerator {
  let shape: FormShape
  /// Integers worth setting: literals the conditions compare with and their neighbours, bounds and beyond.
  let interestingInts: [Int]
  /// Strings worth setting: literals the conditions compare with, awkward text, lengths around `.count` tests.
  let interestingStrings: [String]
  let unknownNames: [String]
  let expandable: [String]

  init(shape: FormShape, spec: GeneratedSpec?) {
    self.shape = shape
    var ints: Set<Int> = [0, 1, -1, 2]
    var strings = Set(GeneratorPools.texts)
    var literals: [Condition.Literal] = []
    if let spec {
      let visibilities = spec.sections.compactMap(\.visible) + spec.flatRows.compactMap(\.row.visible)
      for case .condition(let condition) in visibilities { literals += condition.literals }
    }
    for literal in literals {
      switch literal {
      case .int(let number): ints.formUnion([number - 1, number, number + 1])
      case .string(let text): strings.insert(text)
      default: break
      }
    }
    for slot in shape.slots {
      if let min = slot.min { ints.formUnion([min - 1, min, min + 1]) }
      if let max = slot.max { ints.formUnion([max - 1, max, max + 1]) }
    }
    for length in ints where (1...24).contains(length) { strings.insert(String(repeating: "a", count: length)) }
    interestingInts = ints.sorted()
    interestingStrings = strings.sorted()
    expandable = shape.rows.indices.filter { shape.isExpandable($0) }.map { shape.rows[$0].id }
    let ids = shape.rows.map(\.id) + shape.slots.map(\.name)
    unknownNames =
      ["ghost", "noSuchRow", "x9999"] + shape.sections.map(\.id)
      + ids.prefix(3).map { $0.prefix(1).uppercased() + $0.dropFirst() } + ids.prefix(2).map { $0 + "_" }
  }

  /// `count` events, generated against the model's state as it evolves.
  func events(count: Int, using random: inout SplitMix64) -> [FormEvent] {
    var state = shape.initialState
    var events: [FormEvent] = []
    for _ in 0..<count {
      let event = next(in: state, using: &random)
      if case .success(let outcome) = shape.apply(event, to: state) { state = outcome.state }
      events.append(event)
    }
    return events
  }

  private func next(in state: ModelState, using random: inout SplitMix64) -> FormEvent {
    // Forms with lists spend most events on them; the weights of other forms are unchanged, so
    // their seeds generate what they always did.
    if !shape.lists.isEmpty, random.chance(60) { return listEvent(in: state, using: &random) }
    switch random.weighted([30, expandable.isEmpty ? 3 : 15, 50, 5, 8]) {
    case 0:
      // Mostly shown rows; sometimes any row, which is often hidden.
      let shown = shape.table(state).sections.flatMap(\.rows)
      if !shown.isEmpty, random.chance(75) { return .tap(random.pick(shown)) }
      return .tap(random.pick(shape.rows).id)
    case 1:
      let id = !expandable.isEmpty && random.chance(85) ? random.pick(expandable) : random.pick(shape.rows).id
      return random.chance(55) ? .expand(id) : .collapse(id)
    case 2:
      if !shape.slots.isEmpty, random.chance(92) {
        let slot = random.pick(shape.slots)
        return .set(slot.name, value(for: slot, using: &random))
      }
      // A row without a value, which cannot be set.
      let valueless = shape.rows.filter { !$0.hasValue }.map(\.id)
      return .set(valueless.isEmpty ? random.pick(unknownNames) : random.pick(valueless), .bool(true))
    case 4:
      return .search(query(after: state.query, using: &random))
    default:
      let name = random.pick(unknownNames)
      switch random.int(0...3) {
      case 0: return .tap(name)
      case 1: return .expand(name)
      case 2: return .collapse(name)
      default: return .set(name, .int(1))
      }
    }
  }

  /// A search query: cleared, extended by a character that keeps it matching some row, a piece
  /// of a row's text (in another case, sometimes), or one that matches nothing.
  func query(after current: String, using random: inout SplitMix64) -> String {
    // Template rows' titles and their options' titles too (their items' values are found by queries built from
    // them and from the generic pieces below).
    let texts =
      shape.rows.flatMap(\.searchTexts) + shape.lists.flatMap { $0.rows.flatMap(\.searchTexts) }
      + shape.lists.flatMap { $0.optionTitles.values.flatMap(\.values) }
    switch random.int(0...9) {
    case 0:
      return ""
    case 1...3:
      for text in texts where !current.isEmpty {
        let lowered = text.lowercased()
        guard let range = lowered.range(of: current.lowercased()), range.upperBound < lowered.endIndex else { continue }
        return current + String(lowered[range.upperBound])
      }
      return current + random.pick(["e", "o", "1"])
    case 4:
      return random.pick(["zzq", " ", "é", "E", "日"])
    default:
      let text = Array(random.pick(texts))
      guard !text.isEmpty else { return "" }
      let start = random.int(0...(text.count - 1))
      let piece = String(text[start..<min(text.count, start + random.int(1...4))])
      return random.chance(30) ? piece.uppercased() : piece
    }
  }

  func value(for slot: ModelValueSlot, using random: inout SplitMix64) -> FormValue {
    if random.chance(7) {
      // A value of another type (sometimes, as null for a choice, one that is allowed after all). Not an integer for
      // a decimal row: its event line would read back as the decimal, which the row takes.
      let others: [FormValue] = [.null, .bool(true), .bool(false), .int(3), .string("x"), .set([]), .set(["x"])]
      return random.pick(slot.type == .decimal ? others.filter { $0 != .int(3) } : others)
    }
    let options = slot.options ?? []
    switch slot.type {
    case .bool:
      return .bool(random.chance(50))
    case .int:
      if random.chance(2) { return .int(random.chance(50) ? .max : .min) }
      return .int(random.pick(interestingInts))
    case .decimal:
      let scale = slot.precision ?? 2
      switch random.int(0...9) {
      case 0:
        // One digit more than the precision: refused, never rounded.
        return ModelDecimals.formValue(units: random.int(-300...1_200) * 10 + random.int(1...9), scale: scale + 1)
      case 1:
        // A number a condition compares with, or one unit either side of it.
        let literal = ModelDecimals.value(ofLiteral: random.pick(ModelDecimals.literals)) ?? 0
        let units = ModelDecimals.units(literal, scale: scale) ?? 0
        return ModelDecimals.formValue(units: units + random.pick([-1, 0, 1]), scale: scale)
      case 2: return .string(String(random.int(-2...10)))  // a number in quotes: refused
      default:
        let low = slot.min ?? -300
        return ModelDecimals.formValue(units: random.int(low - 2...max(low, slot.max ?? 1_200) + 2), scale: scale)
      }
    case .string:
      if !options.isEmpty, random.chance(85) { return .string(random.pick(options)) }
      return .string(random.pick(interestingStrings))
    case .option:
      switch random.int(0...9) {
      case 0...1: return .null
      case 2: return .string(random.pick(interestingStrings + ["bogus"]))
      default: return .string(random.pick(options))
      }
    case .set:
      var members = Set(options.filter { _ in random.chance(45) })
      if random.chance(8) { members.insert(random.pick(["bogus", "Red", ""])) }
      return .set(members)
    case .date:
      switch random.int(0...9) {
      case 0...3: return .null
      case 4...8: return .string(random.pick(GeneratorPools.dates + GeneratorPools.dateLiterals))
      default: return .string(random.pick(GeneratorPools.badDates))
      }
    }
  }
}
