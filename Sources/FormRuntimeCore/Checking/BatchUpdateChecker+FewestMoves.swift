/// The fewest-moves rule, which UIKit does not check but users see: an update should animate
/// only the rows that really changed place.
extension BatchUpdateChecker {
  /// Checks that `update` keeps as many rows in place as the tables allow: in each section shown
  /// in both tables (the same id, and the same group for a grouped list's section), the
  /// stationary rows (shown in that section before and after, and neither deleted, inserted nor
  /// moved) must be a longest subsequence of the rows that stay in the section whose relative
  /// order is unchanged. Moving one phone number above four others relocates that one item's
  /// rows, not the four others'.
  ///
  /// It looks only at what the tables determine: whether a relocated row whose content changed
  /// was deleted and inserted rather than moved needs the rows' content, which the tables do not
  /// hold. Run it on an update ``validate(before:update:after:)`` accepts.
  /// - Throws: a ``BatchUpdateError`` with rule `fewestMoves` for the first section that keeps
  ///   fewer rows in place than it could.
  /// - Complexity: O(n + k + m log m) for n rows in the tables, k entries in the update and m
  ///   rows staying in one section.
  public static func validateFewestMoves(before: FormTable, update: BatchUpdate, after: FormTable)
    throws(BatchUpdateError)
  {
    let deletedSections = Set(update.deleteSections), insertedSections = Set(update.insertSections)
    let leaving = Set(update.deleteRows).union(update.moveRows.map({ $0.from }))
    let arriving = Set(update.insertRows).union(update.moveRows.map({ $0.to }))
    var newSectionOf: [SectionIdentity: Int] = [:]
    for (index, section) in after.sections.enumerated() { newSectionOf[SectionIdentity(section)] = index }

    for (old, section) in before.sections.enumerated() {
      guard let new = newSectionOf[SectionIdentity(section)] else { continue }
      var newRowOf: [String: Int] = [:]
      for (row, id) in after.sections[new].rows.enumerated() { newRowOf[id] = row }
      // The new positions of the rows staying in the section, in their old order; and how many
      // of them the update leaves in place.
      var staying: [Int] = []
      var stationary = 0
      for (row, id) in section.rows.enumerated() {
        guard let newRow = newRowOf[id] else { continue }
        staying.append(newRow)
        let kept =
          !deletedSections.contains(old) && !insertedSections.contains(new)
          && !leaving.contains(RowPosition(section: old, row: row))
          && !arriving.contains(RowPosition(section: new, row: newRow))
        if kept { stationary += 1 }
      }
      let most = longestIncreasingSubsequenceLength(staying)
      guard stationary >= most else {
        throw BatchUpdateError(
          .fewestMoves,
          "section \(old) (\(section.identity)) keeps \(stationary) of its \(staying.count) staying rows in place, but \(most) keep their order: the update relocates rows it need not"
        )
      }
    }
  }

  /// The length of a longest strictly increasing subsequence of `sequence` (patience sorting:
  /// `tails[i]` is the least last element of an increasing subsequence of length i + 1).
  /// - Complexity: O(m log m) for m elements.
  static func longestIncreasingSubsequenceLength(_ sequence: [Int]) -> Int {
    var tails: [Int] = []
    for element in sequence {
      let index = tails.firstIndex(notBelow: { $0 < element })
      if index == tails.count { tails.append(element) } else { tails[index] = element }
    }
    return tails.count
  }
}

/// A section's identity across updates: a static or ungrouped list section by its id, a grouped
/// list's section by its id and group.
struct SectionIdentity: Hashable {
  var id: String
  var group: FormValue?

  init(_ section: FormTable.Section) {
    id = section.id
    group = section.group
  }
}
