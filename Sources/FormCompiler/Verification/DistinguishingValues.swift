import FormRuntimeCore

/// The values worth trying for each value slot: the ones its conditions can tell apart.
///
/// Booleans both ways; every option and null; for integers, each literal they are compared with
/// and its neighbours (within `min`/`max`); for text, empty and non-empty, and lengths around
/// the literals `.count` is compared with; for sets (multichoice values and multiple selections),
/// the empty set and a one-member set (so `.isEmpty` goes both ways), each option `contains` asks
/// about, and sizes around `.count` literals. Single selections are options like a choice's. Dates: null and a
/// date; when a condition compares several, as many days (up to three) as it compares, shared by every date, so
/// any two are equal or ordered either way; and each literal instant (and any other integer literal of a condition
/// reading the date, an over-approximation) with its neighbours a microsecond away. Decimals: zero and one unit of the
/// slot's precision either side (so two compared decimals order every way), the bounds, and each number literal
/// rounded down and up to the precision with a unit either side; an integer compared with a decimal literal gets
/// the whole numbers either side of it.
/// The values of rows and select sections with rules also get the values that take each rule both ways
/// (``RuleValues``).
enum DistinguishingValues {
  static func candidates(for form: CompiledForm, rules: RuleValues? = nil) -> [[FormValue]] {
    var intLiterals = [Set<Int>](repeating: [], count: form.values.count)
    var countLiterals = [Set<Int>](repeating: [], count: form.values.count)
    var stringLiterals = [Set<String>](repeating: [], count: form.values.count)
    var containsLiterals = [Set<String>](repeating: [], count: form.values.count)
    var decimalLiterals = [Set<FormDecimal>](repeating: [], count: form.values.count)
    // For each date slot, how many distinct instants it needs: as many as the dates one of its conditions
    // compares (at most three, which orders three dates every way), or one.
    var instantLadder = [Int](repeating: 1, count: form.values.count)
    for condition in form.conditions where condition.code.contains(.instant) {
      let dates = condition.readValues.filter { form.values[$0].type == .date }
      for slot in dates { instantLadder[slot] = max(instantLadder[slot], min(3, dates.count)) }
    }
    for condition in form.conditions {
      // Literals are attributed to every slot the condition loads: a cheap over-approximation
      // that can only add candidates, never miss one.
      let slots = condition.readValues
      for instruction in condition.code {
        for slot in slots {
          switch instruction {
          case .constant(.int(let number)):
            intLiterals[slot].insert(number)
            countLiterals[slot].insert(number)
          case .constant(.string(let text)): stringLiterals[slot].insert(text)
          case .constant(.decimal(let number)): decimalLiterals[slot].insert(number)
          case .member(let list):
            for case .string(let text) in list { stringLiterals[slot].insert(text) }
            for case .int(let number) in list { intLiterals[slot].insert(number) }
            for case .decimal(let number) in list { decimalLiterals[slot].insert(number) }
          case .contains(let member): containsLiterals[slot].insert(member)
          default: break
          }
        }
      }
    }
    return form.values.enumerated().map { index, slot in
      var values: [FormValue] = [slot.initial]
      switch slot.type {
      case .bool:
        values += [.bool(false), .bool(true)]
      case .int:
        var numbers: Set<Int> = [0]
        for literal in intLiterals[index] { numbers.formUnion([literal &- 1, literal, literal &+ 1]) }
        for literal in decimalLiterals[index] {
          if let (below, above) = literal.unitsAround(scale: 0) { numbers.formUnion([below, above]) }
        }
        if let min = slot.min { numbers.insert(min) }
        if let max = slot.max { numbers.insert(max) }
        values += numbers.sorted().filter { slot.problem(with: .int($0)) == nil }.map { .int($0) }
      case .decimal:
        let scale = slot.precision ?? 0
        var units: Set<Int> = [-1, 0, 1]
        let literals = decimalLiterals[index].union(intLiterals[index].map(FormDecimal.init))
        for literal in literals {
          guard let (below, above) = literal.unitsAround(scale: scale) else { continue }
          units.formUnion([below &- 1, below, above, above &+ 1])
        }
        if let min = slot.min { units.insert(min) }
        if let max = slot.max { units.insert(max) }
        values += units.sorted().compactMap { FormDecimal(units: $0, scale: scale).map(FormValue.decimal) }
          .filter { slot.problem(with: $0) == nil }
      case .string:
        if let options = slot.options {
          values += options.map { .string($0) }
        } else {
          var texts: Set<String> = ["", "x"]
          texts.formUnion(stringLiterals[index])
          for count in countLiterals[index] where count >= -1 && count < 1_000 {
            for length in [count &- 1, count, count &+ 1] where length >= 0 {
              texts.insert(String(repeating: "x", count: length))
            }
          }
          values += texts.sorted().map { .string($0) }
        }
      case .option:
        values += [.null] + (slot.options ?? []).map { .string($0) }
      case .set:
        let options = slot.options ?? []
        values.append(.set([]))
        if let first = options.first { values.append(.set([first])) }
        let asked = options.filter { containsLiterals[index].contains($0) }
        values += asked.map { .set([$0]) }
        if !asked.isEmpty { values.append(.set(Set(asked))) }
        for count in countLiterals[index] {
          for size in [count &- 1, count, count &+ 1] where size >= 0 && size <= options.count {
            values.append(.set(Set(options.prefix(size))))
          }
        }
      case .date:
        values += [.null] + ["2026-01-01", "2026-01-02", "2026-01-03"].prefix(instantLadder[index]).map { .string($0) }
        for literal in intLiterals[index] where form.values[index].type == .date {
          for instant in [literal &- 1, literal, literal &+ 1] {
            if let text = ISO8601Date.text(ofMicroseconds: instant) { values.append(.string(text)) }
          }
        }
      }
      var seen = Set<FormValue>()
      values = values.filter { seen.insert($0).inserted }
      return rules?.adding(to: values, slot: index) ?? values
    }
  }
}

extension FormDecimal {
  /// The number in units of 10^-`scale`, rounded down and up (the same when it has no more digits
  /// than `scale`); nil when that does not fit an `Int`.
  /// - Complexity: O(1).
  fileprivate func unitsAround(scale target: Int) -> (below: Int, above: Int)? {
    if let exact = units(atScale: target) { return (exact, exact) }
    guard scale > target, let divisor = FormDecimal.powerOfTen(scale - target) else { return nil }
    let quotient = units / divisor
    let exact = units % divisor == 0
    // Division truncates toward zero: a negative number's floor is one below its quotient.
    let below = units < 0 && !exact ? quotient - 1 : quotient
    return (below, exact ? below : below + 1)
  }
}
