import FormDiagnostics
import FormRuntime

/// A spec that passed the checks, with every fact the later stages need worked out once: what the checks hand to
/// lowering and code generation, which read it and resolve no name again.
///
/// - The full layout: every row in table order, with its section, parent and subtree.
/// - The value slots: where each row's value, each select section's selection and each state variable is kept,
///   and the value each starts with.
/// - The conditions: each distinct text once, type-checked, its names bound to slots (``BoundCondition``), in the
///   order the compiled form lists them; and which one each section and row uses.
public struct ResolvedForm: Sendable {
  /// One distinct condition of the form.
  public struct Condition: Sendable {
    /// The text as written.
    public var source: String
    public var bound: BoundCondition
    /// Every `visible:` that uses it, sections first, then rows in layout order.
    public var locations: [SourceLocation]
  }

  /// The spec as written, for titles, headers and where things were written.
  public var spec: FormSpec
  /// The rows in full-layout order.
  var layout: FullLayout
  /// The value slot of each row, by row slot; -1 for rows without a value.
  var rowValueSlots: [Int]
  /// The initial value of each row, by row slot; nil for rows without a value.
  var rowInitialValues: [FormValue?]
  /// The value slot of each section's selection, by section; -1 for sections without `select`.
  var selectionSlots: [Int]
  /// The initial selection of each select section, by section; nil for other sections.
  var selectionInitialValues: [FormValue?]
  /// The value slot of the first state variable; the others follow it, in declaration order.
  var firstStateSlot: Int
  /// The initial values of the state variables, in declaration order.
  var stateInitialValues: [FormValue]
  /// The distinct conditions, in compiled order.
  public var conditions: [Condition]
  /// The condition of each section, by section, as an index in `conditions`; -1 when always shown.
  var sectionConditions: [Int]
  /// The condition of each row, by row slot, as an index in `conditions`; -1 when always shown.
  var rowConditions: [Int]

  /// How many value slots the form has.
  var valueCount: Int { firstStateSlot + stateInitialValues.count }
}
