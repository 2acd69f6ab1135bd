/// The result of a search, computed from an engine without changing it: what the engine becomes
/// and the batch update that shows it. Compute it off the main thread, apply it on the main
/// actor with ``FormEngine/apply(_:)``.
public struct SearchResult: Sendable {
  /// The query searched for.
  public let query: String
  /// The update from the table the search started from to the filtered table.
  public let update: FormUpdate
  /// How many rows had their texts tested (every row outside lists, or only the rows that
  /// matched the previous query when this one extends it; list items are matched by their
  /// values, item by item).
  public let rowsTested: Int
  /// The engine with the search applied.
  let engine: FormEngine
  /// What the update starts from: the state and the folded query of the engine searched.
  let baseState: FormState
  let baseQuery: [UInt8]
}

extension FormEngine {
  /// The current search query, as given; empty when the table is not filtered.
  public var searchQuery: String { core.search.query }

  /// Searches without changing the engine: a row stays shown when it would be shown without
  /// the query and its title (its id when it has none) or a keyword contains the query,
  /// ignoring case and diacritics, or one of its descendants' does. Sections left without
  /// rows are hidden. An empty query restores the table the state gives.
  ///
  /// When the query extends the current one (`"sou"` after `"so"`), only the rows that matched
  /// the current one are tested again.
  /// - Parameter isCancelled: polled every 1,024 rows; return true to stop.
  /// - Returns: nil when cancelled.
  /// - Complexity: O(t + k log n) for t bytes of row texts tested and k rows shown or hidden;
  ///   the first search also folds every row's texts once.
  public func searchResult(for query: String, isCancelled: () -> Bool) -> SearchResult? {
    var engine = self
    guard let (update, tested) = engine.core.applySearch(query, isCancelled: isCancelled) else { return nil }
    return SearchResult(
      query: query, update: update, rowsTested: tested, engine: engine, baseState: state,
      baseQuery: core.search.folded)
  }

  /// Applies a search computed from this engine, and returns its update.
  /// - Throws: ``FormEventError/staleSearch(_:)`` when the engine's state or query changed
  ///   since the search started (then search again); the engine is unchanged.
  /// - Complexity: O(1) when nothing changed in between (the state is compared by identity
  ///   first), O(n) otherwise.
  public mutating func apply(_ result: SearchResult) throws(FormEventError) -> FormUpdate {
    guard result.baseState == state, result.baseQuery == core.search.folded else {
      throw .staleSearch(result.query)
    }
    self = result.engine
    return result.update
  }

  /// The index titles of the shown sections that have one, in order: what
  /// `sectionIndexTitles(for:)` returns. - Complexity: O(s) for s sections.
  public var sectionIndexTitles: [String] { core.sectionIndexTitles }

  /// The shown section for the index title at `index` of ``sectionIndexTitles``: what
  /// `sectionForSectionIndexTitle(_:at:)` returns. - Complexity: O(s).
  public func sectionIndex(forSectionIndexTitleAt index: Int) -> Int? {
    core.sectionIndex(forSectionIndexTitleAt: index)
  }
}

extension EngineCore {
  var sectionIndexTitles: [String] {
    (0..<form.sections.count).compactMap { isSectionShown($0) ? form.sections.indexTitle[$0] : nil }
  }

  func sectionIndex(forSectionIndexTitleAt index: Int) -> Int? {
    guard index >= 0 else { return nil }
    var remaining = index
    for section in 0..<form.sections.count where isSectionShown(section) && form.sections.indexTitle[section] != nil {
      if remaining == 0 { return sectionRanks.prefixCount(section) }
      remaining -= 1
    }
    return nil
  }

  /// Filters the table by `query`; returns the update and the number of rows tested, or nil
  /// when cancelled (the engine is then in an unspecified state: callers work on a copy).
  mutating func applySearch(_ query: String, isCancelled: () -> Bool) -> (FormUpdate, Int)? {
    let folded = SearchFolding.fold(query)
    guard folded != search.folded else {
      search.query = query
      return (FormUpdate(), 0)
    }
    let count = form.rows.count
    // Template rows are worked out item by item, after the filter changes.
    let firstTemplate = form.listLayout.firstTemplateRow
    var buffers = EventBuffers()
    var tested = 0
    if folded.isEmpty {
      // Every row passes again: revisit the ones that did not.
      for slot in 0..<firstTemplate where !search.passes(slot) { buffers.queue.push(slot) }
      search = SearchFilter(query: query, texts: search.texts)
    } else {
      if search.texts == nil {
        guard let texts = SearchTexts(rows: form.rows, below: firstTemplate, isCancelled: isCancelled) else {
          return nil
        }
        search.texts = texts
      }
      guard let texts = search.texts else { return nil }
      let extends = !search.folded.isEmpty && folded.starts(with: search.folded)
      let found = texts.slots(
        among: extends ? search.matches : nil, orBelow: firstTemplate, containing: folded, isCancelled: isCancelled)
      guard let found else { return nil }
      tested = found.tested

      // A row passes when it or a descendant matches: mark each match and its ancestors.
      var passes: [Bool]
      if extends {
        // Only rows that passed can still pass; clear them and mark again.
        passes = search.passes
        for slot in search.passing { passes[slot] = false }
      } else {
        passes = [Bool](repeating: false, count: count)
      }
      var passing: [Int] = []
      for match in found.slots {
        var slot = match
        while slot >= 0, !passes[slot] {
          passes[slot] = true
          passing.append(slot)
          slot = form.rows.parent[slot]
        }
      }
      StableOrder.sort(&passing, by: <)

      if extends {
        for slot in search.passing where !passes[slot] && slot < firstTemplate { buffers.queue.push(slot) }
      } else {
        for slot in 0..<firstTemplate where passes[slot] != search.passes(slot) { buffers.queue.push(slot) }
      }
      search = SearchFilter(
        query: query, folded: folded, matches: found.slots, passes: passes, passing: passing, texts: texts)
    }
    for list in 0..<form.lists.countOfLists { refreshItems(ofList: list, &buffers.listChanges) }
    return (finishUpdate(&buffers), tested)
  }
}
