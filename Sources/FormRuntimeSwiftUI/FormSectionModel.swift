import FormRuntime

/// One shown section of a ``FormModel``: what it displays and its shown rows, in order.
public struct FormSectionModel: Identifiable, Hashable, Sendable {
  /// The section's header, footer, error, list and selection mode.
  public var content: SectionContent
  /// What each shown row displays.
  public var rows: [RowContent]

  public init(content: SectionContent, rows: [RowContent]) {
    self.content = content
    self.rows = rows
  }

  /// The section's identifier, unique among the shown sections.
  public var id: SectionIdentifier { content.identifier }
}
