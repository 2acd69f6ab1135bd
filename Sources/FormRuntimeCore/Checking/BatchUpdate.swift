/// A batch update as UIKit receives it: section and row deletions, insertions, reloads and moves.
///
public struct BatchUpdate: Hashable, Sendable {
  /// A row moved from `from` (old coordinates) to `to` (new coordinates).
  public typealias Move = RowMove

  public var deleteSections: [Int]
  public var insertSections: [Int]
  public var deleteRows: [RowPosition]
  public var insertRows: [RowPosition]
  public var reloadRows: [RowPosition]
  public var moveRows: [Move]

  public init(
    deleteSections: [Int] = [], insertSections: [Int] = [], deleteRows: [RowPosition] = [],
    insertRows: [RowPosition] = [], reloadRows: [RowPosition] = [], moveRows: [Move] = []
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.deleteRows = deleteRows
    self.insertRows = insertRows
    self.reloadRows = reloadRows
    self.moveRows = moveRows
  }

  /// The batch update an engine event produced.
  public init(_ update: FormUpdate) {
    self.init(
      deleteSections: update.deletedSectionIndexes, insertSections: update.insertedSectionIndexes,
      deleteRows: Array(update.deletedRowPositions), insertRows: Array(update.insertedRowPositions),
      reloadRows: Array(update.reloadedRowPositions), moveRows: update.movedRows)
  }
}

/// Why UIKit (or the identity check beyond it) would reject a batch update.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule that was broken.
  public enum Rule: String, Sendable, Hashable {
    case deleteAndReload, sectionOutOfRange, rowOutOfRange, duplicate, moveFromDeletedSection,
      moveIntoInsertedSection, moveConflict, sectionCount, rowCount, identity
    /// Not UIKit's: the update relocates more rows than the tables need (see
    /// ``BatchUpdateChecker/validateFewestMoves(before:update:after:)``).
    case fewestMoves
  }

  public var rule: Rule
  /// A message in UIKit's words, so someone who has seen the crash recognises it.
  public var message: String

  public init(_ rule: Rule, _ message: String) {
    self.rule = rule
    self.message = message
  }

  public var description: String { "Invalid update: \(message)" }
}
