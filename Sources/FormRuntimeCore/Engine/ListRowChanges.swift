/// Where an item's rows are: its table section (declaration index), the position of its first
/// shown row there, and which template rows are shown (bit `r` for template row `r`).
struct ItemPlacement: Hashable, Sendable {
  var section: Int
  var firstRow: Int
  var bits: UInt64

  /// The position in its section of template row `row`, which must be shown.
  @inline(__always) func row(_ row: Int) -> Int {
    firstRow + (bits & ((1 << UInt64(row)) &- 1)).nonzeroBitCount
  }
}

/// How one item's rows change in an event.
struct ItemChange {
  /// Before the event; nil for a new item.
  var old: ItemPlacement?
  /// After the event; nil for a removed item.
  var new: ItemPlacement?
  /// Whether its rows shown before and after change place (listed as moves).
  var relocated: Bool
  /// Template rows whose displayed content changed (bit `r` for template row `r`).
  var content: UInt64
}

/// The row changes of list items in one event, in table sections by declaration index (turned
/// into section indexes once the event's section changes are known), with the change in each
/// section's count of item rows.
struct ListRowChanges: Sendable {
  struct Row: Hashable, Sendable {
    var section: Int
    var row: Int
  }
  struct Move: Hashable, Sendable {
    var from: Row
    var to: Row
  }

  var deleted: [Row] = []
  var inserted: [Row] = []
  var moved: [Move] = []
  var reloaded: [Row] = []
  /// Per table section touched (unsorted, may repeat): how many item rows it gains (or loses).
  var sectionDeltas: [(section: Int, delta: Int)] = []

  var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty && sectionDeltas.isEmpty
  }

  mutating func removeAll() {
    deleted.empty()
    inserted.empty()
    moved.empty()
    reloaded.empty()
    sectionDeltas.empty()
  }

  /// Lists the changes of one item's rows, for a list whose template has `rowCount` rows.
  /// - Complexity: O(t) for t template rows.
  mutating func record(_ change: ItemChange, rowCount: Int) {
    let oldBits = change.old?.bits ?? 0, newBits = change.new?.bits ?? 0
    if let old = change.old, oldBits != 0 { sectionDeltas.append((old.section, -oldBits.nonzeroBitCount)) }
    if let new = change.new, newBits != 0 { sectionDeltas.append((new.section, newBits.nonzeroBitCount)) }
    var remaining = oldBits | newBits
    while remaining != 0 {
      let row = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      let bit = UInt64(1) << UInt64(row)
      let from = change.old.flatMap { oldBits & bit != 0 ? Row(section: $0.section, row: $0.row(row)) : nil }
      let to = change.new.flatMap { newBits & bit != 0 ? Row(section: $0.section, row: $0.row(row)) : nil }
      switch (from, to) {
      case (let from?, let to?):
        if change.relocated {
          if change.content & bit != 0 {
            deleted.append(from)
            inserted.append(to)
          } else {
            moved.append(Move(from: from, to: to))
          }
        } else if change.content & bit != 0 {
          reloaded.append(from)
        }
      case (let from?, nil): deleted.append(from)
      case (nil, let to?): inserted.append(to)
      case (nil, nil): break
      }
    }
  }
}
