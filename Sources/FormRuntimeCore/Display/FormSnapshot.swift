/// The shown table by identifier: each shown section's ``SectionIdentifier`` and the ids of its
/// rows, in order. What a diffable data source's snapshot holds; ``FormEngine/snapshot()``.
public struct FormSnapshot: Hashable, Sendable {
  public struct Section: Hashable, Sendable {
    public var identifier: SectionIdentifier
    /// Row ids; a list item's rows as `LIST[KEY].ROW`.
    public var rowIDs: [String]

    public init(identifier: SectionIdentifier, rowIDs: [String]) {
      self.identifier = identifier
      self.rowIDs = rowIDs
    }
  }

  public var sections: [Section]

  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The snapshot of a table. - Complexity: O(n) for n shown rows.
  public init(_ table: FormTable) {
    sections = table.sections.map {
      Section(identifier: SectionIdentifier(id: $0.id, group: $0.group), rowIDs: $0.rows)
    }
  }

  /// Every row id, section by section.
  public var rowIDs: [String] { sections.flatMap { $0.rowIDs } }
}

extension FormEngine {
  /// The shown table by identifier (``FormSnapshot``).
  /// - Complexity: O(n) for n rows, as ``table``.
  public func snapshot() -> FormSnapshot { FormSnapshot(table) }
}
