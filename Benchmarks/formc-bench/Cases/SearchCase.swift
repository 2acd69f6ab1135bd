import FormRuntime

/// `search` and `search-extend`: one keystroke in the search field over the largest form, as
/// `FormEngine.searchResult(for:isCancelled:)` computes it off the main thread. `search` changes
/// the query to one that does not extend it (`item 1` → `item 2`: every row is tested);
/// `search-extend` types one more character (`item 1` → `item 12`: only the rows that matched
/// are tested). Baselines (b) and (c) filter the whole table again (``FormTable`` with the
/// query) and diff it with the table before the keystroke.
enum SearchCase {
  static let benchmark = BenchmarkCase(
    name: "search",
    summary: "a keystroke that starts a new query over the largest form (every row tested)",
    run: { context throws(BenchmarkError) in try run(context, name: "search", query: "item 2") })

  static let extendBenchmark = BenchmarkCase(
    name: "search-extend",
    summary: "a keystroke that extends the query (only the previous matches tested)",
    run: { context throws(BenchmarkError) in try run(context, name: "search-extend", query: "item 12") })

  /// The query the engine holds before the keystroke.
  static let baseQuery = "item 1"

  static func run(_ context: CaseContext, name: String, query: String) throws(BenchmarkError) -> [CaseResult] {
    guard let rows = context.sizes.max() else { return [] }
    let form = try context.forms.form(rows: rows)
    var base: FormEngine
    do {
      base = try FormEngine(form: form.compiled)
      // Search once first, so the row texts are folded (the first search of a form does that).
      _ = try base.send(.search(baseQuery))
    } catch {
      throw BenchmarkError("\(name): \(error)")
    }
    let engine = base
    let state = engine.state
    let baseTable = FormTable(form: form.compiled, state: state, query: baseQuery)
    guard let result = engine.searchResult(for: query, isCancelled: { false }) else {
      throw BenchmarkError("\(name): the search was cancelled without being asked to")
    }
    let expected = BaselineUpdate(result.update)
    let newTable = FormTable(form: form.compiled, state: state, query: query)
    for (baseline, update) in [
      ("collectiondifference", TableDiffBaseline.collectionDifference(from: baseTable, to: newTable)),
      ("heckel", TableDiffBaseline.heckel(from: baseTable, to: newTable)),
    ] {
      if let difference = update.difference(from: expected) {
        throw BenchmarkError("\(name), n = \(rows): baseline \(baseline) disagrees with the engine: \(difference)")
      }
    }
    guard expected.count > 0 else { throw BenchmarkError("\(name): the keystroke changes nothing") }
    context.log("\(name), n = \(rows)")
    let summaries = Sampler.measure(
      [
        Contender(name: "engine") { count in
          var checksum = 0
          for _ in 0..<count {
            let result = engine.searchResult(for: query, isCancelled: { false })
            checksum &+= (result?.rowsTested ?? 0) &+ (result?.update.insertedRowPositions.count ?? 0)
          }
          return checksum
        },
        Contender(name: "collectiondifference") { count in
          var checksum = 0
          for _ in 0..<count {
            let table = FormTable(form: form.compiled, state: state, query: query)
            checksum &+= TableDiffBaseline.collectionDifference(from: baseTable, to: table).count
          }
          return checksum
        },
        Contender(name: "heckel") { count in
          var checksum = 0
          for _ in 0..<count {
            let table = FormTable(form: form.compiled, state: state, query: query)
            checksum &+= TableDiffBaseline.heckel(from: baseTable, to: table).count
          }
          return checksum
        },
      ], settings: context.settings)
    let perRow = summaries[0].median / Double(max(result.rowsTested, 1))
    return [
      CaseResult(
        name: name, n: rows, subject: "`FormEngine.searchResult(for:)`, \"\(baseQuery)\" → \"\(query)\"",
        engine: summaries[0], baselines: [("collectiondifference", summaries[1]), ("heckel", summaries[2])],
        metrics: [
          ("k", Double(expected.count)), ("rows_tested", Double(result.rowsTested)), ("ns_per_row_tested", perRow),
        ],
        notes: ["\(Format.count(result.rowsTested)) rows tested, \(Format.decimal(perRow, 1)) ns per row tested"])
    ]
  }
}
