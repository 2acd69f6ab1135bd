extension ConditionExpression {
  /// The parts joined by `&&`, nested ones included (`a && (b && c)` is `a`, `b`, `c`); the expression itself when
  /// it is not a conjunction. The condition holds exactly when every part does.
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  var conjuncts: [ConditionExpression] {
    guard case .and(let operands, _) = self else { return [self] }
    return operands.flatMap(\.conjuncts)
  }

  /// Whether `other` is the same expression, wherever and however it is written (`and` or `&&`, in single or
  /// double quotes, with any spacing and parentheses).
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  /// - Complexity: O(n) for the smaller expression's n nodes.
  func isSame(as other: ConditionExpression) -> Bool {
    switch (self, other) {
    case (.literal(let a, _), .literal(let b, _)):
      return a == b
    case (.reference(let a, let aMember, _, _), .reference(let b, let bMember, _, _)):
      return a == b && aMember == bMember
    case (.not(let a, _), .not(let b, _)):
      return a.isSame(as: b)
    case (.and(let a, _), .and(let b, _)), (.or(let a, _), .or(let b, _)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
    case (.compare(let aLeft, let a, let aRight, _), .compare(let bLeft, let b, let bRight, _)):
      return a == b && aLeft.isSame(as: bLeft) && aRight.isSame(as: bRight)
    case (.member(let a, let aItems, _), .member(let b, let bItems, _)):
      return aItems.map(\.0) == bItems.map(\.0) && a.isSame(as: b)
    case (.contains(let a, let aLiteral, _, _), .contains(let b, let bLiteral, _, _)):
      return aLiteral == bLiteral && a.isSame(as: b)
    default:
      return false
    }
  }

  /// Whether one of the two is the negation (`!`, `not`) of the other, so they never hold together.
  func isNegation(of other: ConditionExpression) -> Bool {
    if case .not(let operand, _) = self, operand.isSame(as: other) { return true }
    if case .not(let operand, _) = other, operand.isSame(as: self) { return true }
    return false
  }

  /// The names whose values the expression reads, each once, with where it is first written: bare names and
  /// `.count` and `.isEmpty`, not `.expanded` nor the validation flags.
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  var valueReads: [(name: String, nameRange: ConditionRange)] {
    var reads: [(name: String, nameRange: ConditionRange)] = []
    func collect(_ expression: ConditionExpression) {
      switch expression {
      case .literal:
        break
      case .reference(let name, let member, let nameRange, _):
        guard member == nil || member == .count || member == .isEmpty, !reads.contains(where: { $0.name == name })
        else { return }
        reads.append((name, nameRange))
      case .not(let operand, _):
        collect(operand)
      case .and(let operands, _), .or(let operands, _):
        operands.forEach(collect)
      case .compare(let left, _, let right, _):
        collect(left)
        collect(right)
      case .member(let left, _, _), .contains(let left, _, _, _):
        collect(left)
      }
    }
    collect(self)
    return reads
  }

  /// Whether the expression is a disjunction, which needs parentheses to be one operand of `&&` (`&&` binds tighter
  /// than `||`; everything else binds at least as tight as `&&`).
  var isDisjunction: Bool {
    if case .or = self { return true }
    return false
  }
}
