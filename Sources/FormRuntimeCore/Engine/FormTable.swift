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
  /// - Complexity: O(n + c + t) for n rows, c condition instructions and t bytes of row texts.
  public init(form: CompiledForm, state: FormState, query: String = "") {
    let folded = SearchFolding.fold(query)
    var passes = [Bool](repeating: folded.isEmpty, count: form.rows.count)
    if !folded.isEmpty {
      // Descendants come after their ancestors, so walking backwards settles a row's subtree first.
      for slot in (0..<form.rows.count).reversed() {
        if SearchFolding.texts(of: slot, in: form.rows).contains(where: {
          SearchFolding.fold($0).firstRange(of: folded) != nil
        }) {
          passes[slot] = true
        }
        if passes[slot], form.rows.parent[slot] >= 0 { passes[form.rows.parent[slot]] = true }
      }
    }
    var inSection = [Bool](repeating: false, count: form.rows.count)
    var sections: [Section] = []
    for section in 0..<form.sections.count {
      var rows: [String] = []
      let list = form.listLayout.listOfSection[section]
      if list >= 0 {
        rows = Self.itemRows(ofList: list, inSection: section, form: form, state: state, passes: passes, folded: folded)
      }
      for slot in form.sections.firstRow[section]..<form.sections.endRow[section] {
        let parent = form.rows.parent[slot]
        let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
        inSection[slot] = parentAllows && passes[slot] && form.holds(form.rows.visible[slot], in: state)
        if inSection[slot] { rows.append(form.rows.id[slot]) }
      }
      if !rows.isEmpty && form.holds(form.sections.visible[section], in: state) {
        var group: FormValue?
        if list >= 0, form.lists.groupBy[list] >= 0 {
          let options = form.values[form.lists.groupBy[list]].options ?? []
          let index = section - form.lists.firstSection[list]
          group = index < options.count ? .string(options[index]) : .null
        }
        sections.append(Section(id: form.sections.id[section], group: group, rows: rows))
      }
    }
    self.sections = sections
  }

  /// The rows of list `list`'s items shown in `section`, items in list order (a sorted list's
  /// items are kept sorted), each item's rows as a section's are: its own condition holds on
  /// the item, it passes the search (its texts, its own value, or a descendant's), and its
  /// parent is in and expanded.
  private static func itemRows(
    ofList list: Int, inSection section: Int, form: CompiledForm, state: FormState, passes: [Bool], folded: [UInt8]
  ) -> [String] {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    let firstValue = form.lists.firstValue[list]
    var rows: [String] = []
    for item in state.lists[list].items where form.section(ofItemValues: item.values, inList: list) == section {
      var itemPasses = [Bool](repeating: folded.isEmpty, count: end - first)
      if !folded.isEmpty {
        for slot in (first..<end).reversed() {
          let valueSlot = form.rows.value[slot]
          var matches = passes[slot]
          if valueSlot >= 0, let text = Self.searchText(of: item.values[valueSlot - firstValue]) {
            matches = matches || SearchFolding.fold(text).firstRange(of: folded) != nil
          }
          if matches { itemPasses[slot - first] = true }
          if itemPasses[slot - first], form.rows.parent[slot] >= 0 { itemPasses[form.rows.parent[slot] - first] = true }
        }
      }
      var itemIn = [Bool](repeating: false, count: end - first)
      for slot in first..<end {
        let parent = form.rows.parent[slot]
        let parentAllows = parent < 0 || (itemIn[parent - first] && item.expanded[parent - first])
        let condition = form.rows.visible[slot]
        let holds =
          condition < 0
          || form.conditions[condition].evaluate(
            values: state.values, expanded: state.expanded, item: item, firstValue: firstValue, firstRow: first)
        itemIn[slot - first] = parentAllows && itemPasses[slot - first] && holds
        if itemIn[slot - first] {
          rows.append(ItemRowName(list: form.lists.id[list], key: item.key, row: form.rows.id[slot]).description)
        }
      }
    }
    return rows
  }

  /// The text of an item's value that a search looks at: text, choice and picker values, and
  /// numbers as written.
  private static func searchText(of value: FormValue) -> String? {
    switch value {
    case .string(let text): text
    case .int(let number): String(number)
    default: nil
    }
  }

  /// One line per section: `id: row, row, …`.
  public var description: String {
    sections.map { "\($0.id): " + $0.rows.joined(separator: ", ") }.joined(separator: "\n")
  }
}

extension CompiledForm {
  /// Whether condition `index` (-1 for "always") holds in `state`.
  func holds(_ index: Int, in state: FormState) -> Bool {
    index < 0 || conditions[index].evaluate(values: state.values, expanded: state.expanded)
  }
}
