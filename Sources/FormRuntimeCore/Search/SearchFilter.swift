/// The engine's current search: which rows the query lets through.
///
/// A row passes when its own texts contain the query or a descendant's do. With an empty
/// query every row passes and nothing is stored per row.
struct SearchFilter: Sendable {
  /// The query as the app gave it.
  var query = ""
  /// The query folded; empty when there is no search.
  var folded: [UInt8] = []
  /// Slots whose own texts contain the query, ascending.
  var matches: [Int] = []
  /// By slot, whether the row passes; empty while there is no search.
  var passes: [Bool] = []
  /// The slots that pass, ascending.
  var passing: [Int] = []
  /// The rows' folded texts, kept once built.
  var texts: SearchTexts?

  /// Whether the row at `slot` passes the filter. - Complexity: O(1).
  @inline(__always) func passes(_ slot: Int) -> Bool { passes.isEmpty || passes[slot] }
}
