import FormRuntimeCore

/// Answers "is there a state where …" about a compiled form by trying every value of the state a question reads,
/// when that state takes few enough values to try them all: what lets `formc check` decide a trap from the spec
/// alone, where `formc verify` would explore.
///
/// Every value a piece of state can hold is tried, whether or not events reach it, so the answers over-approximate
/// the reachable states: "no such state" is a proof, "there is one" only says the spec allows it. A condition that
/// reads a validation flag (`ROW.isValid`, `form.isValid`…) is not a function of values and flags alone (validity
/// derives from them through every rule and `enabled`), so it is not ``decidable``: questions about it get no
/// answer, never a claim that a row can or cannot be shown. Questions about
/// state with too many values (free text, dates, numbers without a small `min`…`max`, sets of many options), or
/// too many at once, get no answer: verify explores those.
struct FiniteStates {
  /// Most combinations one question may try.
  static let maxAssignments = 4_096
  /// Most combinations all the questions about one form may try together, so a form of thousands of rows is
  /// checked in time linear in its size.
  static let formBudget = 500_000
  /// Most options a set may have for every subset of them to be tried.
  static let maxSetOptions = 8
  /// Widest `min`…`max` range of a number whose every value is tried.
  static let maxIntRange = 64

  let form: CompiledForm
  /// Combinations still allowed for the form (see ``formBudget``).
  private var budget = formBudget
  /// The initial values and flags, which each question overwrites where it reads and puts back: one copy for the
  /// form, not one per question, which would make the questions about a long form cost its length squared.
  private(set) var values: [FormValue]
  private(set) var expanded: [Bool]

  init(form: CompiledForm) {
    self.form = form
    values = form.values.map(\.initial)
    expanded = form.rows.expanded
  }

  /// By condition index, whether the questions here decide it: false for a condition that reads validation flags.
  /// - Complexity: O(c) for c condition instructions in the form.
  var decidable: [Bool] {
    form.conditions.map { $0.readValidation.isEmpty }
  }

  /// Every value the slot can hold, or nil when they are too many to try.
  static func domain(of slot: ValueSlot) -> [FormValue]? {
    switch slot.type {
    case .bool:
      return [.bool(false), .bool(true)]
    case .option:
      return [.null] + (slot.options ?? []).map { .string($0) }
    case .string:
      // Only a state variable that lists its `values` holds nothing else.
      return slot.options.map { $0.map { .string($0) } }
    case .set:
      let options = slot.options ?? []
      guard options.count <= maxSetOptions else { return nil }
      return (0..<(1 << options.count)).map { mask in
        .set(Set(options.indices.filter { mask & (1 << $0) != 0 }.map { options[$0] }))
      }
    case .int:
      return smallRange(of: slot)?.map { .int($0) }
    case .decimal:
      // A decimal's bounds are in units of its precision, so its values are as countable as an int's.
      return smallRange(of: slot)?.compactMap {
        FormDecimal(units: $0, scale: slot.precision ?? 0).map(FormValue.decimal)
      }
    case .date:
      return nil
    }
  }

  /// The slot's bounds as a range, when it has both and they span fewer than ``maxIntRange`` values
  /// (`max - min` is worked out without overflow: bounds may be `Int`'s extremes).
  private static func smallRange(of slot: ValueSlot) -> ClosedRange<Int>? {
    guard let min = slot.min, let max = slot.max, max >= min else { return nil }
    let (span, overflow) = max.subtractingReportingOverflow(min)
    return !overflow && span < maxIntRange ? min...max : nil
  }

  /// Whether the condition at index `condition` holds in the initial state with `variable` set to `value`.
  /// - Complexity: O(c) for c instructions in the condition.
  mutating func evaluate(_ condition: Int, setting variable: StateComponents.Variable, to value: FormValue) -> Bool {
    switch variable {
    case .value(let slot):
      let saved = values[slot]
      values[slot] = value
      defer { values[slot] = saved }
      return form.conditions[condition].evaluate(values: values, expanded: expanded)
    case .expanded(let row):
      let saved = expanded[row]
      expanded[row] = value == .bool(true)
      defer { expanded[row] = saved }
      return form.conditions[condition].evaluate(values: values, expanded: expanded)
    }
  }

  /// Whether some assignment of `variables` (every value of each, the others held at their initial values, the
  /// `fixed` flags set as given) makes `holds` true; nil when the variables take too many values to try them all,
  /// or the form's budget is spent. `holds` must read only the variables and the fixed flags.
  /// - Complexity: O(a · h) for a assignments (at most ``maxAssignments``) and h the cost of `holds`.
  mutating func exists(
    over variables: [StateComponents.Variable], fixing fixed: [(row: Int, expanded: Bool)] = [],
    where holds: (_ values: [FormValue], _ expanded: [Bool]) -> Bool
  ) -> Bool? {
    var domains: [[FormValue]] = []
    var count = 1
    for variable in variables {
      let domain: [FormValue]
      switch variable {
      case .value(let slot):
        guard let values = Self.domain(of: form.values[slot]) else { return nil }
        domain = values
      case .expanded: domain = [.bool(false), .bool(true)]
      }
      count *= max(1, domain.count)
      guard count <= Self.maxAssignments else { return nil }
      domains.append(domain)
    }
    guard count <= budget else {
      budget = 0
      return nil
    }
    budget -= count
    let savedValues = variables.map { variable -> FormValue in
      if case .value(let slot) = variable { values[slot] } else { .null }
    }
    let savedFlags = variables.map { variable -> Bool in
      if case .expanded(let row) = variable { expanded[row] } else { false }
    }
    let savedFixed = fixed.map { expanded[$0.row] }
    defer {
      for (index, variable) in variables.enumerated() {
        switch variable {
        case .value(let slot): values[slot] = savedValues[index]
        case .expanded(let row): expanded[row] = savedFlags[index]
        }
      }
      for (index, flag) in fixed.enumerated().reversed() { expanded[flag.row] = savedFixed[index] }
    }
    for (row, flag) in fixed { expanded[row] = flag }
    // A mixed-radix counter over the domains: digit i picks variable i's value.
    var digits = Array(repeating: 0, count: variables.count)
    while true {
      for (index, variable) in variables.enumerated() {
        let value = domains[index].isEmpty ? .null : domains[index][digits[index]]
        switch variable {
        case .value(let slot): values[slot] = value
        case .expanded(let row): expanded[row] = value == .bool(true)
        }
      }
      if holds(values, expanded) { return true }
      var position = 0
      while position < digits.count {
        digits[position] += 1
        if digits[position] < domains[position].count { break }
        digits[position] = 0
        position += 1
      }
      if position == digits.count { return false }
    }
  }
}
