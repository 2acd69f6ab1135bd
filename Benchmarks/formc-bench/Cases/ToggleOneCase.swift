import FormRuntime

/// `toggle-one`: taps on the expandable row `pivot`, in the middle of the form, which reveals one
/// child; expand and collapse alternate (k = 1).
enum ToggleOneCase {
  static let benchmark = BenchmarkCase(
    name: "toggle-one",
    summary: "tap an expandable row with one child in the middle of the form, expanding and collapsing (k = 1)",
    run: run)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      let form = try context.forms.form(rows: rows)
      let pivot = try form.slot(of: SyntheticSpec.pivotRow)
      let tap = FormEvent.tap(SyntheticSpec.pivotRow)
      let steps = [
        ScriptedStep(event: tap, change: BaselineChange(expansions: [(pivot, true)]), tappedSlot: pivot),
        ScriptedStep(event: tap, change: BaselineChange(expansions: [(pivot, false)]), tappedSlot: pivot),
      ]
      context.log("toggle-one, n = \(rows)")
      let comparison = EventComparison(form: form, steps: steps, baselines: StandardBaselines.make(form.compiled))
      results.append(try comparison.run(name: benchmark.name, context: context))
    }
    return results
  }
}

/// The three baselines of the event cases: (a) the row map, (b) recompute and
/// `CollectionDifference`, (c) recompute and Heckel.
enum StandardBaselines {
  static func make(_ form: CompiledForm) -> [UpdateBaseline] {
    [
      RowMapBaseline(form: form), TableDiffBaseline(form: form, algorithm: .collectionDifference),
      TableDiffBaseline(form: form, algorithm: .heckel),
    ]
  }
}
