/// A `visible` condition that something needs to be shown, and whose condition it is.
struct ShowingCondition {
  enum Owner {
    case row(slot: Int)
    case section(Int)
  }

  var owner: Owner
  /// The index of its text in ``FormSpec/conditions``.
  var index: Int
  var text: ScalarPlacement
}

/// The `visible` conditions each row and section needs to be shown, read from the spec: a row is shown only while
/// its own condition, those of the rows it is inside and its section's all hold (and the rows it is inside are
/// expanded, which is left out here: see ``HiddenValueReads``).
struct ShowingConditions {
  let spec: FormSpec
  let layout: FullLayout
  /// Which conditions passed the checks: the others are left to their errors.
  let checked: CheckedConditions

  /// The conditions the row at `slot` needs, its own first, then its ancestors' from the nearest out, then its
  /// section's; nil when one of them did not pass the checks.
  /// - Complexity: O(d) for d the depth of `expands`.
  func ofRow(_ slot: Int) -> [ShowingCondition]? {
    var conditions: [ShowingCondition] = []
    var current = slot
    // Parents are earlier slots, so the walk ends.
    while current >= 0 {
      if case .expression(let index, let text)? = layout.entries[current].row.visible {
        guard checked.rows[current] >= 0 else { return nil }
        conditions.append(ShowingCondition(owner: .row(slot: current), index: index, text: text))
      }
      current = layout.entries[current].parent
    }
    guard let section = ofSection(layout.entries[slot].section) else { return nil }
    return conditions + section
  }

  /// The section's own condition, as a list of none or one; nil when it did not pass the checks.
  /// - Complexity: O(1).
  func ofSection(_ index: Int) -> [ShowingCondition]? {
    guard case .expression(let condition, let text)? = spec.sections[index].visible else { return [] }
    guard checked.sections[index] >= 0 else { return nil }
    return [ShowingCondition(owner: .section(index), index: condition, text: text)]
  }
}
