/// Names one shown section, unique in the table: the section's id, and for a section of a
/// grouped list its group (the option, or `.null` for the items without one), since the
/// sections of a grouped list share the list's id. What a diffable data source identifies
/// sections by.
public struct SectionIdentifier: Hashable, Sendable, CustomStringConvertible {
  public var id: String
  /// The group of a grouped list's section; nil for every other section.
  public var group: FormValue?

  public init(id: String, group: FormValue? = nil) {
    self.id = id
    self.group = group
  }

  /// `contacts` or, for a grouped list's section, `contacts["work"]` (`contacts[null]`).
  public var description: String { group.map { id + "[" + $0.description + "]" } ?? id }
}

/// What one shown section displays (docs/display-model.md, "Sections").
public struct SectionContent: Hashable, Sendable {
  public var identifier: SectionIdentifier
  /// The text above the rows (`header:`; a grouped list's option title), nil for none.
  public var header: String?
  /// The text under the rows (`footer:`).
  public var footer: String?
  /// The error of a select section, once touched: shown under the rows, after the footer.
  public var error: String?
  /// The section's title in the table's index (`indexTitle:`), nil when it has none.
  public var indexTitle: String?
  /// For a list's section: the list's id, which list events name.
  public var list: String?
  /// For a select section: whether one choice (`single`) or any number (`multiple`) is selected.
  public var selection: SelectionMode?

  public init(
    identifier: SectionIdentifier, header: String? = nil, footer: String? = nil, error: String? = nil,
    indexTitle: String? = nil, list: String? = nil, selection: SelectionMode? = nil
  ) {
    self.identifier = identifier
    self.header = header
    self.footer = footer
    self.error = error
    self.indexTitle = indexTitle
    self.list = list
    self.selection = selection
  }
}

/// How many choices of a select section are selected at once (`select:` in the spec).
public enum SelectionMode: String, Sendable, CaseIterable {
  case single, multiple
}
