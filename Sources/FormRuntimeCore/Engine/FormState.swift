/// Everything an event can change: the value of every value slot and the expanded flag of every row.
///
/// Visibility is derived from the state and never stored in it, so hiding a row never loses
/// its value and a hidden expandable row keeps its expanded flag.
public struct FormState: Hashable, Sendable {
  /// Indexed like ``CompiledForm/values``.
  public var values: [FormValue]
  /// Indexed by row slot.
  public var expanded: [Bool]

  /// The state a form starts in.
  public init(initialStateOf form: CompiledForm) {
    values = form.values.map(\.initial)
    expanded = form.rows.expanded
  }
}
