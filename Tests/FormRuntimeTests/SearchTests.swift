import FormRuntime
import Foundation
import Testing

/// The search event, the off-main search API, and section index titles.
@Suite struct SearchTests {
  private func rows(_ pairs: [(Int, Int)]) -> RowPositions {
    RowPositions(pairs.map { RowPosition(section: $0.0, row: $0.1) })
  }

  @Test func aMatchingChildKeepsItsAncestorsAndEmptySectionsGo() throws {
    var engine = try FormEngine(form: ExampleForms.compile("settings"))
    #expect(
      engine.table.sections.map(\.rows) == [
        ["profile", "upgrade", "signOut"], ["pushEnabled", "pushDetails", "emailDigest"],
      ])
    // "Sound" is a child of the collapsed "Notification options": the parent stays, the account
    // section has no match and goes.
    let update = try engine.send(.search("SOUND"))
    #expect(update.deletedSectionIndexes == [0])
    #expect(update.deletedRowPositions == rows([(1, 0), (1, 2)]))
    #expect(engine.table.sections.map(\.rows) == [["pushDetails"]])
    #expect(engine.searchQuery == "SOUND")
    // Expanding under a search shows only the children that pass it.
    _ = try engine.send(.tap("pushDetails"))
    #expect(engine.table.sections.map(\.rows) == [["pushDetails", "pushSound"]])
    // Clearing restores exactly the table the state gives.
    let cleared = try engine.send(.search(""))
    #expect(cleared.insertedSectionIndexes == [0])
    #expect(engine.table == FormTable(form: engine.form, state: engine.state))
    #expect(engine.table.sections[1].rows.count > 3)
  }

  @Test func matchingIgnoresCaseAndDiacriticsAndReadsKeywords() throws {
    var form = try ExampleForms.compile("settings")
    let signOut = try #require(form.rows.id.firstIndex(of: "signOut"))
    form.rows.keywords[signOut] = ["Déconnexion", "log off"]
    var engine = try FormEngine(form: form)
    for query in ["deconnex", "DÉCONNEXION", "Log Off", "sign OUT"] {
      _ = try engine.send(.search(query))
      #expect(engine.table.sections.map(\.rows) == [["signOut"]], "query \(query)")
    }
    // The id stands in for a missing title only: "signOut" has a title, so its id does not match.
    _ = try engine.send(.search("signout"))
    #expect(engine.table.sections.isEmpty)
    #expect(engine.numberOfSections == 0)
  }

  /// Found by the events fuzzer: a query of one NUL character matched every row with keywords,
  /// because the texts of a row were stored with a 0 byte between them.
  @Test func aQueryNeverMatchesAcrossTwoTextsOfARow() throws {
    var form = try ExampleForms.compile("settings")
    let signOut = try #require(form.rows.id.firstIndex(of: "signOut"))
    form.rows.keywords[signOut] = ["log", "off"]
    var engine = try FormEngine(form: form)
    for query in ["\u{0}", "out\u{0}log", "outlog", "log off"] {
      _ = try engine.send(.search(query))
      #expect(engine.table.sections.isEmpty, "query \(query.debugDescription)")
      #expect(engine.table == FormTable(form: form, state: engine.state, query: query))
    }
    // A NUL inside one text is an ordinary character.
    form.rows.keywords[signOut] = ["off\u{0}line"]
    engine = try FormEngine(form: form)
    _ = try engine.send(.search("f\u{0}l"))
    #expect(engine.table.sections.map(\.rows) == [["signOut"]])
  }

  @Test func anExtendingQueryTestsOnlyThePreviousMatches() throws {
    let form = try ExampleForms.compile("settings")
    let engine = try FormEngine(form: form)
    let first = try #require(engine.searchResult(for: "pr", isCancelled: { false }))
    #expect(first.rowsTested == form.rows.count)
    let matchesOfPr = (0..<form.rows.count).filter {
      (form.rows.title[$0] ?? form.rows.id[$0]).lowercased().contains("pr")
    }
    var searched = engine
    _ = try searched.apply(first)
    let extended = try #require(searched.searchResult(for: "pro", isCancelled: { false }))
    #expect(extended.rowsTested == matchesOfPr.count)
    _ = try searched.apply(extended)
    #expect(searched.table == FormTable(form: form, state: searched.state, query: "pro"))
    // A query that does not extend the previous one tests every row again.
    let other = try #require(searched.searchResult(for: "digest", isCancelled: { false }))
    #expect(other.rowsTested == form.rows.count)
    // The same query folded the same way changes nothing.
    let same = try #require(searched.searchResult(for: "PRO", isCancelled: { false }))
    #expect(same.update.isEmpty && same.rowsTested == 0)
  }

  @Test func computingASearchChangesNothingUntilApplied() throws {
    var engine = try FormEngine(form: ExampleForms.compile("settings"))
    let before = engine.table
    let result = try #require(engine.searchResult(for: "sound", isCancelled: { false }))
    #expect(engine.table == before && engine.searchQuery == "")
    #expect(engine.searchResult(for: "sound", isCancelled: { true }) == nil)

    // The form changed since the search started: applying it is refused, nothing changes.
    _ = try engine.send(.tap("pushEnabled"))
    let changed = engine.table
    #expect(throws: FormEventError.staleSearch("sound")) { try engine.apply(result) }
    #expect(engine.table == changed)

    // Computed from the current engine, it applies and its update is the one `send` gives.
    let fresh = try #require(engine.searchResult(for: "sound", isCancelled: { false }))
    var sent = engine
    #expect(try engine.apply(fresh) == sent.send(.search("sound")))
    #expect(engine.table == sent.table)
  }

  @Test func theAsyncSearchRunsAndStopsWhenCancelled() async throws {
    let engine = try FormEngine(form: ExampleForms.compile("settings"))
    let result = try await engine.searchResult(for: "digest")
    #expect(result.query == "digest" && !result.update.isEmpty)
    let cancelled = Task { () async throws(CancellationError) -> SearchResult in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await engine.searchResult(for: "digest")
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test func indexTitlesFollowTheShownSections() throws {
    var engine = try FormEngine(form: HandBuiltForms.order())
    // Shown: payment (P), toppings (T), extras (no header, so no title).
    #expect(engine.sectionIndexTitles == ["P", "T"])
    #expect(engine.sectionIndex(forSectionIndexTitleAt: 1) == 1)
    _ = try engine.send(.tap("card"))
    #expect(engine.sectionIndexTitles == ["P", "C", "T"])
    #expect(engine.sectionIndex(forSectionIndexTitleAt: 2) == 2)
    #expect(engine.sectionIndex(forSectionIndexTitleAt: 3) == nil)
    #expect(engine.sectionIndex(forSectionIndexTitleAt: -1) == nil)
    _ = try engine.send(.search("olive"))
    #expect(engine.sectionIndexTitles == ["T"])
    #expect(engine.sectionIndex(forSectionIndexTitleAt: 0) == 0)
  }
}
