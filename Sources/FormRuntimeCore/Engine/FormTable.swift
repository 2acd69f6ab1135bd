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
      for slot in form.sections.firstRow[section]..<form.sections.endRow[section] {
        let parent = form.rows.parent[slot]
        let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
        inSection[slot] = parentAllows && passes[slot] && form.holds(form.rows.visible[slot], in: state)
        if inSection[slot] { rows.append(form.rows.id[slot]) }
      }
      if !rows.isEmpty && form.holds(form.sections.visible[section], in: state) {
        sections.append(Section(id: form.sections.id[section], rows: rows))
      }
    }
    self.sections = sections
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
