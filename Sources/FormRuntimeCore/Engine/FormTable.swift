/// The shown table: the shown sections in order, each with the ids of its shown rows in order.
///
/// ``FormTable/init(form:state:)`` computes it from scratch, straight from the visibility rules;
/// tests compare it with what the engine maintains incrementally.
public struct FormTable: Hashable, Sendable, CustomStringConvertible {
  public struct Section: Hashable, Sendable {
    public var id: String
    /// For a section of a grouped list, the group's value (an option, or `.null` for items
    /// without one); nil for every other section.
    public var group: FormValue?
    /// Row ids; a list item's rows as `LIST[KEY].ROW` (``ItemRowName``).
    public var rows: [String]

    public init(id: String, group: FormValue? = nil, rows: [String]) {
      self.id = id
      self.group = group
      self.rows = rows
    }
  }

  public var sections: [Section]

  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The table `state` gives, computed from the rules alone: a row is in its section when its
  /// own condition holds, it passes the search, and its parent is in the section and expanded;
  /// a section is shown when its condition holds and it has a row in it. A row passes the
  /// search when the query is empty, or its title (its id without one) or a keyword contains
  /// the query ignoring case and diacritics, or a descendant's does.
  ///
  /// A list section shows its items' rows, in display order, then its static (add) row. An
  /// item's rows follow the same rules on the item: its template row's condition evaluated with
  /// the item's values and flags, its parent the item's row; an item row also passes the search
  /// when its own current value does (text, choice and picker values; numbers in decimal). A
  /// grouped list shows one section per group that has a row, its items in list (or sorted)
  /// order.
  /// - Complexity: O(n + c + t) for n static rows, c condition instructions and t bytes of row
  ///   texts, plus O(g i (r + c + t + log i)) for i items of a list with r template rows and g
  ///   table sections (each of a grouped list's sections sorts and walks the list's items: the
  ///   from-scratch table stays simple rather than fast).
  public init(form: CompiledForm, state: FormState, query: String = "") {
    let folded = SearchFolding.fold(query)
    let staticRows = 0..<form.listLayout.firstTemplateRow
    var passes = [Bool](repeating: folded.isEmpty, count: form.rows.count)
    if !folded.isEmpty {
      // Descendants come after their ancestors, so walking backwards settles a row's subtree first.
      for slot in staticRows.reversed() {
        if Self.matches(folded, slot: slot, in: form) { passes[slot] = true }
        if passes[slot], form.rows.parent[slot] >= 0 { passes[form.rows.parent[slot]] = true }
      }
    }
    var inSection = [Bool](repeating: false, count: form.rows.count)
    var sections: [Section] = []
    // Conditions that read validation flags read them from scratch too.
    let validation = form.visibilityReadsValidationFlags ? ValidationTable(form: form, state: state) : nil
    for section in 0..<form.sections.count {
      var rows: [String] = []
      let list = form.listLayout.listOfSection[section]
      if list >= 0 {
        rows = Self.itemRows(
          ofSection: section, list: list, form: form, state: state, folded: folded, validation: validation)
      }
      for slot in form.sections.firstRow[section]..<form.sections.endRow[section] {
        let parent = form.rows.parent[slot]
        let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
        inSection[slot] =
          parentAllows && passes[slot] && form.holds(form.rows.visible[slot], in: state, validation: validation)
        if inSection[slot] { rows.append(form.rows.id[slot]) }
      }
      if !rows.isEmpty && form.holds(form.sections.visible[section], in: state, validation: validation) {
        sections.append(Section(id: form.sections.id[section], group: form.group(ofSection: section), rows: rows))
      }
    }
    self.sections = sections
  }

  /// The shown rows of the items of list `list` that section `section` shows, in display order.
  private static func itemRows(
    ofSection section: Int, list: Int, form: CompiledForm, state: FormState, folded: [UInt8],
    validation: ValidationTable?
  ) -> [String] {
    guard list < state.lists.count else { return [] }
    var items = Array(state.lists[list].items)
    form.sortItems(&items, inList: list)
    let template = form.lists.firstRow[list]..<form.lists.endRow[list]
    let firstValue = form.lists.firstValue[list]
    let listID = form.lists.id[list]
    var rows: [String] = []
    // An item of another shape than the template (a state not made for this form) shows nothing
    // rather than trapping.
    let shaped = items.filter {
      $0.values.count == form.lists.endValue[list] - firstValue && $0.expanded.count == template.count
    }
    for item in shaped where form.section(ofItemValues: item.values, inList: list) == section {
      // Which of the item's rows pass the search: as for static rows, walking backwards.
      var passes = [Bool](repeating: folded.isEmpty, count: template.count)
      if !folded.isEmpty {
        for slot in template.reversed() {
          let valueSlot = form.rows.value[slot]
          let value = valueSlot >= 0 ? item.values[valueSlot - firstValue] : nil
          if let value, matches(folded, itemSlot: slot, value: value, in: form) {
            passes[slot - template.lowerBound] = true
          }
          let parent = form.rows.parent[slot]
          if passes[slot - template.lowerBound], parent >= 0 { passes[parent - template.lowerBound] = true }
        }
      }
      var inSection = [Bool](repeating: false, count: template.count)
      for slot in template {
        let index = slot - template.lowerBound, parent = form.rows.parent[slot]
        let parentAllows =
          parent < 0 || (inSection[parent - template.lowerBound] && item.expanded[parent - template.lowerBound])
        let condition = form.rows.visible[slot]
        // A condition reading the item's own flags reads them from the from-scratch validation.
        let holds =
          if let validation, condition >= 0, let itemIndex = state.lists[list].items.index(ofKey: item.key) {
            form.conditions[condition].evaluate(
              values: state.values, expanded: state.expanded, item: item, firstValue: firstValue,
              firstRow: template.lowerBound,
              validation: { validation.flag($0, ofItem: itemIndex, inList: list, form: form) })
          } else {
            form.holds(condition, values: state.values, expanded: state.expanded, item: item, list: list)
          }
        inSection[index] = parentAllows && passes[index] && holds
        if inSection[index] {
          rows.append(ItemRowName(list: listID, key: item.key, row: form.rows.id[slot]).description)
        }
      }
    }
    return rows
  }

  /// Whether the static row at `slot` matches the folded query by its title or a keyword.
  private static func matches(_ folded: [UInt8], slot: Int, in form: CompiledForm) -> Bool {
    SearchFolding.texts(of: slot, in: form.rows).contains { SearchFolding.fold($0).containsRun(folded) }
  }

  /// Whether an item's row at template slot `itemSlot` matches the folded query by what it shows
  /// of the item: `value` (a text, choice, picker or number row's, and its option's title), never
  /// the template's title or keywords, which every item shares.
  private static func matches(_ folded: [UInt8], itemSlot: Int, value: FormValue, in form: CompiledForm) -> Bool {
    SearchFolding.itemValueTexts(
      kind: form.rows.kind[itemSlot], value: value, slot: form.values[form.rows.value[itemSlot]]
    ).contains { SearchFolding.fold($0).containsRun(folded) }
  }

  /// One line per section: `id: row, row, …` (`id (group): …` for a grouped list's section).
  public var description: String {
    sections.map { section in
      let name = section.group.map { "\(section.id) (\($0))" } ?? section.id
      return "\(name): " + section.rows.joined(separator: ", ")
    }.joined(separator: "\n")
  }
}

extension CompiledForm {
  /// Whether condition `index` (-1 for "always") holds in `state`.
  func holds(_ index: Int, in state: FormState) -> Bool {
    index < 0 || conditions[index].evaluate(values: state.values, expanded: state.expanded)
  }
}
