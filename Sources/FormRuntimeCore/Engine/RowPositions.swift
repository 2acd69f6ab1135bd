/// The rows one list of a ``FormUpdate`` names (deleted, inserted or reloaded), ascending and
/// without duplicates.
///
/// Consecutive rows of one section, the most common shape (the children a tapped row reveals,
/// a group that a switch shows), are kept as one run of three integers, whatever their number,
/// so an update made of such runs allocates nothing. Other lists are kept as arrays. Either way
/// the positions read the same: equality and hashing compare the positions, not the storage.
public struct RowPositions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Every position, when they are not one run. (Nil rather than empty otherwise: a run holds
  /// no reference, so copying or destroying one retains and releases nothing.)
  @usableFromInline var list: [RowPosition]?
  // When `list` is nil: rows `runStart..<runStart + runCount` of section `runSection`. In 32
  // bits, so that a ``FormUpdate`` fits in four words and is returned in registers; positions
  // beyond them are kept in `list`.
  @usableFromInline var runSection: Int32 = 0
  @usableFromInline var runStart: Int32 = 0
  @usableFromInline var runCount: Int32 = 0

  /// No positions.
  public init() {}

  /// The positions of `positions`, which must be ascending without duplicates.
  /// - Complexity: O(n).
  public init(_ positions: some Sequence<RowPosition>) {
    for position in positions { append(position) }
  }

  public init(arrayLiteral positions: RowPosition...) {
    self.init(positions)
  }

  /// Rows `rows` of section `section`. - Complexity: O(1).
  init(section: Int, rows: Range<Int>) {
    if let section = Int32(exactly: section), let start = Int32(exactly: rows.lowerBound),
      let end = Int32(exactly: rows.upperBound)
    {
      (runSection, runStart, runCount) = (section, start, end - start)
    } else {
      list = rows.map { RowPosition(section: section, row: $0) }
    }
  }

  /// `list` as it is (ascending without duplicates), without looking for a run.
  /// - Complexity: O(1).
  init(list: [RowPosition]) {
    self.list = list.isEmpty ? nil : list
  }

  /// Adds `position`, which follows every position already in the list.
  /// - Complexity: amortized O(1); the first position that breaks the run copies it into a list.
  mutating func append(_ position: RowPosition) {
    guard list == nil else {
      list?.append(position)
      return
    }
    let runEnd = Int(runStart) + Int(runCount)
    if runCount == 0, let section = Int32(exactly: position.section), let row = Int32(exactly: position.row),
      row < .max
    {
      (runSection, runStart, runCount) = (section, row, 1)
    } else if runCount > 0 && position.section == Int(runSection) && position.row == runEnd && runEnd < Int32.max {
      runCount += 1
    } else {
      var spilled: [RowPosition] = []
      spilled.reserveCapacity(count + 1)
      append(to: &spilled)
      spilled.append(position)
      (list, runCount) = (spilled, 0)
    }
  }

  /// Appends the positions to `array` (one at a time: `append(contentsOf:)` would bring a copy of
  /// the standard library's sequence appending into the WebAssembly module for this type alone).
  /// - Complexity: O(n).
  func append(to array: inout [RowPosition]) {
    for index in 0..<count { array.append(self[index]) }
  }

  // (Inlinable, as the reads of an update are: apps read them on every event.)
  @inlinable public var startIndex: Int { 0 }
  /// - Complexity: O(1).
  @inlinable public var endIndex: Int { list?.count ?? Int(runCount) }
  /// - Complexity: O(1).
  @inlinable public var count: Int { endIndex }

  /// - Complexity: O(1).
  @inlinable public subscript(index: Int) -> RowPosition {
    if let list { return list[index] }
    precondition(index >= 0 && index < Int(runCount), "RowPositions index out of range")
    return RowPosition(section: Int(runSection), row: Int(runStart) + index)
  }

  /// - Complexity: O(1) when both are runs, O(n) otherwise.
  public static func == (lhs: RowPositions, rhs: RowPositions) -> Bool {
    if lhs.list == nil && rhs.list == nil {
      return lhs.runCount == rhs.runCount
        && (lhs.runCount == 0 || (lhs.runSection == rhs.runSection && lhs.runStart == rhs.runStart))
    }
    return lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  /// - Complexity: O(n).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for position in self { hasher.combine(position) }
  }
}

extension RowPositions: CustomStringConvertible {
  /// The positions as an array of them prints (`[FormRuntimeCore.RowPosition(section: 0, row: 1)]`),
  /// written out because printing a struct reflects it, which Embedded Swift cannot.
  public var description: String {
    "["
      + map { "FormRuntimeCore.RowPosition(section: \($0.section), row: \($0.row))" }.joined(separator: ", ")
      + "]"
  }
}
