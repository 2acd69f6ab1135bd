/// The list sections of a form, in declaration order, one column per property. (Its keys in the
/// compiled format are declared in `CompiledFormat+Declarations.swift`.)
///
/// A list section repeats its template rows once per item. Its table sections are ordinary
/// entries of ``SectionTable`` (so section visibility and indexes work as for static sections):
/// one for an ungrouped list; for a list grouped by a field, one per option of that field, in
/// option order, then one for items whose value is null. The template rows come after every
/// static row in ``RowTable``, list by list; they belong to no section's row range. Their value
/// slots (the item's fields) are contiguous in ``CompiledForm/values`` and hold the defaults a
/// new item takes; each item's own values live in ``FormState/lists``.
public struct ListTable: Hashable, Sendable {
  /// The list's name: the id of its section in the spec, and of each of its table sections.
  public var id: [String]
  /// The list's table sections are `firstSection[l] ..< endSection[l]`.
  public var firstSection: [Int]
  public var endSection: [Int]
  /// The template rows are the slots `firstRow[l] ..< endRow[l]`, laid out as a section's rows
  /// are (each expandable row followed by its children), with ``RowTable/section`` naming the
  /// list's first section.
  public var firstRow: [Int]
  public var endRow: [Int]
  /// The item's fields are the value slots `firstValue[l] ..< endValue[l]`, one per template row
  /// with a value, in slot order; each slot's `initial` is the default of a new item.
  public var firstValue: [Int]
  public var endValue: [Int]
  /// The `int` value slot named `<list>.count` that holds the number of items: what conditions
  /// read as `LIST.count` and `LIST.isEmpty`. Events cannot set it.
  public var count: [Int]
  /// Removing an item is refused at this count.
  public var min: [Int]
  /// Adding an item is refused at this count; nil for no limit.
  public var max: [Int?]
  /// Whether `move` events (a user's drag) are allowed.
  public var reorder: [Bool]
  /// The slot of the add row (a static `button` row of the list's section, after the items,
  /// shown while the list has fewer than `max` items; tapping it appends an item), or -1.
  public var addRow: [Int]
  /// The template value slot whose value groups items into table sections (a choice or picker
  /// field), or -1 for an ungrouped list.
  public var groupBy: [Int]
  /// The template value slot whose value orders the items (ascending, then by key), or -1 for
  /// items in list order.
  public var sortBy: [Int]
  /// The items the list starts with, in list order (for a sorted list, sorted).
  public var defaults: [[ListItemDefault]]

  public init() {
    id = []
    firstSection = []
    endSection = []
    firstRow = []
    endRow = []
    firstValue = []
    endValue = []
    count = []
    min = []
    max = []
    reorder = []
    addRow = []
    groupBy = []
    sortBy = []
    defaults = []
  }

  public var countOfLists: Int { id.count }
}

/// One item a list starts with, as compiled: every field's value given (the template defaults
/// filled in), and its key when the spec wrote one.
public struct ListItemDefault: Hashable, Sendable {
  /// The key written in the spec, or nil: the engine then gives the next key of the list's
  /// sequence ("1", "2", …), after every written key counts as in use.
  public var key: String?
  /// Indexed like the list's template value slots (`values[i]` is slot `firstValue + i`).
  public var values: [FormValue]

  public init(key: String?, values: [FormValue]) {
    self.key = key
    self.values = values
  }
}

/// Which list each section, template row and value slot belongs to: derived from a form's
/// ``ListTable`` when the form is built or loaded, never stored.
package struct ListLayout: Hashable, Sendable {
  /// Indexed by section: the list it shows, or -1 for a static section.
  public let listOfSection: [Int]
  /// The first template row's slot: every row before it is static. `rows.count` without lists.
  public let firstTemplateRow: Int
  /// Indexed by value slot: the list whose item field (or count) it is, or -1.
  public let listOfValue: [Int]

  /// - Complexity: O(s + n + v) for s sections, n rows and v value slots.
  init(lists: ListTable, sectionCount: Int, rowCount: Int, valueCount: Int) {
    var listOfSection = [Int](repeating: -1, count: sectionCount)
    var listOfValue = [Int](repeating: -1, count: valueCount)
    var firstTemplateRow = rowCount
    /// The indexes of `first..<end` within `0..<limit`, empty when the bounds are reversed.
    func clamped(_ first: Int, _ end: Int, _ limit: Int) -> Range<Int> {
      let lower = Swift.max(0, first), upper = Swift.min(limit, end)
      return lower < upper ? lower..<upper : 0..<0
    }
    // Every column read with a bounds check: a form read from a file is derived before it is validated.
    for list in lists.id.indices {
      if list < lists.firstSection.count, list < lists.endSection.count {
        for section in clamped(lists.firstSection[list], lists.endSection[list], sectionCount) {
          listOfSection[section] = list
        }
      }
      if list < lists.firstValue.count, list < lists.endValue.count {
        for slot in clamped(lists.firstValue[list], lists.endValue[list], valueCount) { listOfValue[slot] = list }
      }
      if list < lists.count.count, lists.count[list] >= 0, lists.count[list] < valueCount {
        listOfValue[lists.count[list]] = list
      }
      if list < lists.firstRow.count, lists.firstRow[list] >= 0 {
        firstTemplateRow = Swift.min(firstTemplateRow, lists.firstRow[list])
      }
    }
    self.listOfSection = listOfSection
    self.listOfValue = listOfValue
    self.firstTemplateRow = firstTemplateRow
  }
}

extension CompiledForm {
  /// The expanded flags a new item of list `list` starts with: its template rows', in order. Copied by a loop rather
  /// than `Array(_:)` of a slice, one more copy of the array code in the WebAssembly module.
  /// - Precondition: `list` is a list of the form (`0 ..< lists.countOfLists`).
  /// - Complexity: O(t) for t template rows.
  func templateExpanded(ofList list: Int) -> [Bool] {
    var expanded: [Bool] = []
    for slot in lists.firstRow[list]..<lists.endRow[list] { expanded.append(rows.expanded[slot]) }
    return expanded
  }

  /// The values a new item of list `list` starts with: its fields' initial values, in order (a loop
  /// rather than `map` of a slice, for the same reason).
  /// - Precondition: `list` is a list of the form (`0 ..< lists.countOfLists`).
  /// - Complexity: O(f) for f fields.
  func templateDefaults(ofList list: Int) -> [FormValue] {
    var defaults: [FormValue] = []
    for slot in lists.firstValue[list]..<lists.endValue[list] { defaults.append(values[slot].initial) }
    return defaults
  }
}
