extension CompiledForm {
  /// Whether condition `index` (-1 for "always") holds for `item` of list `list`, the rest of
  /// the form being in `values` and `expanded`: how a template row's condition is evaluated on
  /// each item (the item's values and flags stand in for the list's template slots and rows;
  /// see ``ConditionProgram/evaluate(values:expanded:item:firstValue:firstRow:)``).
  /// - Precondition: `list` is a list of the form (`0 ..< lists.countOfLists`).
  /// - Complexity: O(c) for c instructions.
  public func holds(_ index: Int, values: [FormValue], expanded: [Bool], item: ListItem, list: Int) -> Bool {
    index < 0
      || conditions[index].evaluate(
        values: values, expanded: expanded, item: item, firstValue: lists.firstValue[list],
        firstRow: lists.firstRow[list])
  }
}
