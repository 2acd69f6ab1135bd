/// One step of a compiled condition, run on a small value stack.
///
/// Conditions are compiled to postfix code rather than trees so that evaluating one needs
/// no recursion, and so that a program loaded from untrusted JSON can be checked in one pass.
public enum ConditionInstruction: Hashable, Sendable {
  /// Pushes the current value of a value slot.
  case loadValue(Int)
  /// Pushes whether the row at this slot is expanded.
  case loadExpanded(Int)
  /// Pushes one of the flags validation derives: whether a row is valid or enabled, whether a
  /// select section is valid, whether the form is valid.
  case loadValidation(ValidationFlag)
  /// Pushes a literal.
  case constant(FormValue)
  /// Replaces a string or set with its element count.
  case count
  /// Replaces a string or set with whether it is empty.
  case isEmpty
  /// Replaces a date string with its instant (``ISO8601Date/microseconds(of:)``) as an int, so
  /// that dates compare as instants; null (or anything but a date) becomes null.
  case instant
  /// Replaces a boolean with its negation.
  case not
  case and, or
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  /// Replaces a value with whether it is one of these literals.
  case member([FormValue])
  /// Replaces a set with whether it contains this string.
  case contains(String)

  /// How many stack entries the instruction pops and pushes.
  var stackEffect: (pops: Int, pushes: Int) {
    switch self {
    case .loadValue, .loadExpanded, .loadValidation, .constant: (0, 1)
    case .count, .isEmpty, .instant, .not, .member, .contains: (1, 1)
    case .and, .or, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: (2, 1)
    }
  }
}

/// A flag derived from the form's validation rules and `enabled` conditions, which conditions
/// read as `ROW.isValid`, `ROW.isEnabled`, `SECTION.isValid` and `form.isValid`. The engine
/// keeps them; the compiled form only names them.
public enum ValidationFlag: Hashable, Sendable {
  /// Whether the row at this slot is valid: its rules do not apply (it is not present, or
  /// disabled) or all of them pass. In a list's template condition, a template row's flag is
  /// the same item's.
  case rowIsValid(Int)
  /// Whether the row at this slot is enabled: its `enabled` condition holds (or it has none).
  case rowIsEnabled(Int)
  /// Whether this select section's selection passes the section's rules (or they do not apply).
  case sectionIsValid(Int)
  /// Whether no row or select section whose rules apply fails one.
  case formIsValid
}

/// A compiled visibility condition: the text the author wrote and the code that evaluates it.
public struct ConditionProgram: Hashable, Sendable {
  /// The condition as written in the spec, for messages and generated documentation.
  public var source: String
  public var code: [ConditionInstruction]

  public init(source: String, code: [ConditionInstruction]) {
    self.source = source
    self.code = code
  }

  /// Value slots the condition reads, ascending.
  public var readValues: [Int] {
    var slots: [Int] = []
    for case .loadValue(let slot) in code { slots.append(slot) }
    slots.sortWithoutDuplicates()
    return slots
  }

  /// Rows whose expanded flag the condition reads, ascending.
  public var readExpansions: [Int] {
    var rows: [Int] = []
    for case .loadExpanded(let row) in code { rows.append(row) }
    rows.sortWithoutDuplicates()
    return rows
  }

  /// The validation flags the condition reads, in the order it reads them (may repeat).
  public var readValidation: [ValidationFlag] {
    code.compactMap { if case .loadValidation(let flag) = $0 { flag } else { nil } }
  }

  /// Evaluates the condition, reading validation flags through `validation`.
  ///
  /// Evaluation is total: the compiler only emits well-typed code, and code of any other shape
  /// (from a tampered file that still passed validation) yields `false` rather than trapping.
  /// - Complexity: O(c) for c instructions, plus the calls of `validation`.
  public func evaluate(values: [FormValue], expanded: [Bool], validation: (ValidationFlag) -> Bool) -> Bool {
    run(
      value: { slot in slot >= 0 && slot < values.count ? values[slot] : .null },
      expanded: { row in row >= 0 && row < expanded.count && expanded[row] },
      validation: validation)
  }

  /// Evaluates a condition that reads no validation flag (``readValidation`` is empty), as every
  /// condition of a form without rules and `enabled` conditions is; a flag read anyway reads
  /// `true` (every row valid and enabled, as they are without rules).
  ///
  /// Evaluation is total: the compiler only emits well-typed code, and code of any other shape
  /// (from a tampered file that still passed validation) yields `false` rather than trapping.
  /// - Complexity: O(c) for c instructions.
  public func evaluate(values: [FormValue], expanded: [Bool]) -> Bool {
    // The commonest conditions (`flag`, `!flag`, `row.expanded`) without a stack.
    switch (code.count, code.first) {
    case (1, .loadValue(let slot)?):
      return slot >= 0 && slot < values.count && values[slot] == .bool(true)
    case (1, .loadExpanded(let row)?):
      return row >= 0 && row < expanded.count && expanded[row]
    case (2, .loadValue(let slot)?) where code[1] == .not:
      return slot >= 0 && slot < values.count && values[slot] == .bool(false)
    default:
      break
    }
    return run(
      value: { slot in slot >= 0 && slot < values.count ? values[slot] : .null },
      expanded: { row in row >= 0 && row < expanded.count && expanded[row] },
      validation: { _ in true })
  }

  /// Evaluates the condition of a list's template row on one item: the item's values stand in
  /// for the value slots `firstValue ..< firstValue + item.values.count` and its expanded flags
  /// for the rows `firstRow ..< firstRow + item.expanded.count`; every other slot and row reads
  /// `values` and `expanded`. Validation flags are read through `validation`, which answers for
  /// the item's own rows when given a template row.
  /// - Complexity: O(c) for c instructions, plus the calls of `validation`.
  public func evaluate(
    values: [FormValue], expanded: [Bool], item: ListItem, firstValue: Int, firstRow: Int,
    validation: (ValidationFlag) -> Bool = { _ in true }
  ) -> Bool {
    run(
      value: { slot in
        let local = slot - firstValue
        if local >= 0 && local < item.values.count { return item.values[local] }
        return slot >= 0 && slot < values.count ? values[slot] : .null
      },
      expanded: { row in
        let local = row - firstRow
        if local >= 0 && local < item.expanded.count { return item.expanded[local] }
        return row >= 0 && row < expanded.count && expanded[row]
      },
      validation: validation)
  }

  /// Runs the code, reading value slots and expanded flags through `value` and `expanded`.
  @inline(__always)
  private func run(
    value: (Int) -> FormValue, expanded: (Int) -> Bool, validation: (ValidationFlag) -> Bool
  ) -> Bool {
    // The stack lives in a temporary allocation (on the call stack when small), so an
    // evaluation allocates nothing on the heap. It never holds more values than instructions.
    withUnsafeTemporaryAllocation(of: FormValue.self, capacity: code.count) { stack in
      var depth = 0
      defer { stack.baseAddress?.deinitialize(count: depth) }
      for instruction in code {
        switch instruction {
        case .loadValue(let slot):
          stack.initializeElement(at: depth, to: value(slot))
          depth += 1
        case .loadExpanded(let row):
          stack.initializeElement(at: depth, to: .bool(expanded(row)))
          depth += 1
        case .loadValidation(let flag):
          stack.initializeElement(at: depth, to: .bool(validation(flag)))
          depth += 1
        case .constant(let constant):
          stack.initializeElement(at: depth, to: constant)
          depth += 1
        default:
          let (pops, _) = instruction.stackEffect
          guard depth >= pops else { return false }
          depth -= 1
          let right = stack.moveElement(from: depth)
          var left = FormValue.null
          if pops == 2 {
            depth -= 1
            left = stack.moveElement(from: depth)
          }
          stack.initializeElement(at: depth, to: Self.apply(instruction, left, right))
          depth += 1
        }
      }
      return depth == 1 && stack[0] == .bool(true)
    }
  }

  private static func apply(_ instruction: ConditionInstruction, _ left: FormValue, _ right: FormValue) -> FormValue {
    switch instruction {
    case .count:
      switch right {
      case .string(let text): return .int(FormInt(text.characterCount()))
      case .set(let members): return .int(FormInt(members.count))
      default: return .int(0)
      }
    case .isEmpty:
      switch right {
      case .string(let text): return .bool(text.isEmpty)
      case .set(let members): return .bool(members.isEmpty)
      default: return .bool(true)
      }
    case .instant:
      guard case .string(let text) = right, let instant = ISO8601Date.microseconds(of: text) else { return .null }
      return .int(instant)
    case .not: return .bool(right == .bool(false))
    case .and: return .bool(left == .bool(true) && right == .bool(true))
    case .or: return .bool(left == .bool(true) || right == .bool(true))
    case .equal: return .bool(FormValue.conditionEqual(left, right))
    case .notEqual: return .bool(!FormValue.conditionEqual(left, right))
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let order = FormValue.numericOrder(left, right) else { return .bool(false) }
      switch instruction {
      case .less: return .bool(order < 0)
      case .lessOrEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      default: return .bool(order >= 0)
      }
    case .member(let list): return .bool(list.contains { FormValue.conditionEqual($0, right) })
    case .contains(let member):
      guard case .set(let members) = right else { return .bool(false) }
      return .bool(members.contains(member))
    case .loadValue, .loadExpanded, .loadValidation, .constant:
      return .null
    }
  }
}
