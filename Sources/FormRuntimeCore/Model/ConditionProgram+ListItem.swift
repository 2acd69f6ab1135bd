/// Conditions of a list's template rows, evaluated on one item.
///
/// A template row's condition is compiled against the template: it reads the item's fields as
/// the template's value slots and the item's expanded flags as the template rows' flags. On an
/// item those reads are redirected to the item's own values and flags; every other slot and row
/// (static ones, any list's count) reads the form's state. Nothing is copied, so an evaluation
/// costs what a plain one does.
extension ConditionProgram {
  /// Evaluates the condition for `item`, whose values stand for the value slots `templateValues`
  /// and whose expanded flags stand for the rows `templateRows`; everything else is read from
  /// `values` and `expanded`.
  ///
  /// Total, like ``evaluate(values:expanded:)``: a slot or row out of range reads as null or false.
  /// - Complexity: O(c) for c instructions.
  public func evaluate(
    values: [FormValue], expanded: [Bool], item: ListItem, templateValues: Range<Int>, templateRows: Range<Int>
  ) -> Bool {
    run(
      ItemInputs(
        state: StateInputs(values: values, expanded: expanded), item: item, templateValues: templateValues,
        templateRows: templateRows))
  }
}

extension CompiledForm {
  /// Whether condition `index` (-1 for "always") holds for `item` of list `list`, the rest of
  /// the form being in `values` and `expanded`: the way a template row's condition is evaluated
  /// on each item.
  /// - Precondition: `list` is a list of the form (`0 ..< lists.countOfLists`).
  /// - Complexity: O(c) for c instructions.
  public func holds(_ index: Int, values: [FormValue], expanded: [Bool], item: ListItem, list: Int) -> Bool {
    index < 0
      || conditions[index].evaluate(
        values: values, expanded: expanded, item: item,
        templateValues: lists.firstValue[list]..<lists.endValue[list],
        templateRows: lists.firstRow[list]..<lists.endRow[list])
  }
}

/// The form's state with one item's values and flags in place of its list's template slots.
struct ItemInputs: ConditionInputs {
  let state: StateInputs
  let item: ListItem
  let templateValues: Range<Int>
  let templateRows: Range<Int>

  @inline(__always) func value(_ slot: Int) -> FormValue {
    guard templateValues.contains(slot) else { return state.value(slot) }
    let index = slot - templateValues.lowerBound
    return index < item.values.count ? item.values[index] : .null
  }

  @inline(__always) func isExpanded(_ row: Int) -> Bool {
    guard templateRows.contains(row) else { return state.isExpanded(row) }
    let index = row - templateRows.lowerBound
    return index < item.expanded.count && item.expanded[index]
  }
}
