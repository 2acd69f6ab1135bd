import FormDiagnostics
import FormRuntimeCore

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
  /// The list sections, in spec order (in `layout.lists` order).
  var lists: [ResolvedList] = []
  /// By spec section: the index of its first table section in the compiled form (a grouped list has several).
  var firstTableSections: [Int] = []
  /// The validation rules of each row, by row slot (empty for most rows).
  var rowRules: [ResolvedRules] = []
  /// The validation rules of each select section's selection, by spec section (empty for the others).
  var sectionRules: [ResolvedRules] = []
  /// The `enabled` condition of each row, by row slot, as an index in `conditions`; -1 when always enabled.
  var rowEnabledConditions: [Int] = []

  /// How many value slots the form has: the static ones (rows, selections, state variables), then each list's fields
  /// and count.
  var valueCount: Int { lists.last.map { $0.countSlot + 1 } ?? firstStateSlot + stateInitialValues.count }
}

/// A list section as the checks resolved it: its slots, options and default items, what lowering writes in the
/// compiled form's ``ListTable``.
struct ResolvedList {
  /// Its place in the full layout (spec section, template rows, add row).
  var layout: FullLayout.List
  /// Its fields are the value slots `firstValue ..< endValue`, its count `countSlot` (= `endValue`).
  var firstValue: Int
  var endValue: Int
  var countSlot: Int { endValue }
  var min: Int
  var max: Int?
  var reorder: Bool
  /// The value slot of the `groupBy` field, or -1; and the header of each of its table sections: for a choice or
  /// picker field, each option's title (or its value), then none for null's section; for a text field, each of
  /// ``InitialLetterGroups/titles``.
  var groupBy: Int
  var groupHeaders: [String?]
  /// Whether the `groupBy` field is a text field, whose initial letters group the items.
  var groupsByInitialLetter: Bool
  /// The value slot of the `sortBy` field, or -1.
  var sortBy: Int
  var defaults: [ListItemDefault]
  /// How many table sections the list has: one, or one per group.
  var tableSectionCount: Int { groupBy >= 0 ? groupHeaders.count : 1 }
}

/// A row's or a select section's validation rules, as the checks resolved them.
struct ResolvedRules {
  /// In ``RuleKind`` order, each kind once.
  var rules: [ResolvedRule] = []
  /// The spec's `message`, which replaces every rule's default message; nil for the defaults.
  var message: String?

  /// Gives the `valid` rule its condition, once conditions are checked.
  mutating func setValidCondition(_ condition: Int) {
    guard let index = rules.firstIndex(where: { $0.kind == .valid }) else { return }
    rules[index].condition = condition
  }
}

/// One validation rule, as the compiled form's rule table holds it, less its final message.
struct ResolvedRule {
  var kind: RuleKind
  /// The bound (an int), the format's name or the pattern's source (a string), or null.
  var argument: FormValue
  /// A `valid` rule's condition, as an index in ``ResolvedForm/conditions``; -1 for the other kinds.
  var condition: Int
  /// Where the rule's key was written.
  var location: SourceLocation
}
