/// The shown table: the shown sections in order, each with the ids of its shown rows in order.
///
/// ``FormTable/init(form:state:)`` computes it from scratch, straight from the visibility rules;
/// tests compare it with what the engine maintains incrementally.
public struct FormTable: Hashable, Sendable, CustomStringConvertible {
  public struct Section: Hashable, Sendable {
    public var id: String
    public var rows: [String]

    public init(id: String, rows: [String]) {
      self.id = id
      self.rows = rows
    }
  }

  public var sections: [Section]

  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The table `state` gives, computed from the rules alone: a row is in its section when its
  /// own condition holds and its parent is in the section and expanded; a section is shown when
  /// its condition holds and it has a row in it.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public init(form: CompiledForm, state: FormState) {
    var inSection = [Bool](repeating: false, count: form.rows.count)
    var sections: [Section] = []
    for section in 0..<form.sections.count {
      var rows: [String] = []
      for slot in form.sections.firstRow[section]..<form.sections.endRow[section] {
        let parent = form.rows.parent[slot]
        let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
        inSection[slot] = parentAllows && form.holds(form.rows.visible[slot], in: state)
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
