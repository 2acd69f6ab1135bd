import FormRuntime

/// `accordion`: taps the rows of the accordion section in turn; each tap expands one row and
/// collapses the one opened before it (k = 2).
enum AccordionCase {
  static let benchmark = BenchmarkCase(
    name: "accordion",
    summary: "expand the rows of an accordion section of 1,000 expandable rows in turn (k = 2)",
    run: run)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      let form = try context.forms.form(rows: rows)
      let count = form.spec.accordionRows
      var slots: [Int] = []
      for index in 0..<count { slots.append(try form.slot(of: SyntheticSpec.accordionRowID(index))) }
      // The last row starts expanded, so the cycle is the same from its first step.
      let steps = (0..<count).map { index in
        let previous = (index + count - 1) % count
        return ScriptedStep(
          event: .tap(SyntheticSpec.accordionRowID(index)),
          change: BaselineChange(expansions: [(slots[previous], false), (slots[index], true)]),
          tappedSlot: slots[index])
      }
      context.log("accordion, n = \(rows)")
      let comparison = EventComparison(form: form, steps: steps, baselines: StandardBaselines.make(form.compiled))
      var result = try comparison.run(name: benchmark.name, context: context)
      result.metrics.append(("accordion_rows", Double(count)))
      if count != 1_000 { result.notes.append("accordion of \(count) rows (a quarter of the form)") }
      results.append(result)
    }
    return results
  }
}
