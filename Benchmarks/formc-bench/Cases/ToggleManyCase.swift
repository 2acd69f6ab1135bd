import FormRuntime

/// `toggle-many`: sets the state variable `detailed`, which about 40% of the rows and a tenth of
/// the sections read, on and off: each update lists thousands of positions (k ≈ 0.36 n).
enum ToggleManyCase {
  static let benchmark = BenchmarkCase(
    name: "toggle-many",
    summary: "flip the state variable that shows or hides about 40% of the rows and a tenth of the sections",
    run: run)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      let form = try context.forms.form(rows: rows)
      let detailed = try form.valueSlot(of: SyntheticSpec.stateVariable)
      let steps = [true, false].map { flag in
        ScriptedStep(
          event: .set(SyntheticSpec.stateVariable, .bool(flag)),
          change: BaselineChange(value: (detailed, .bool(flag))))
      }
      context.log("toggle-many, n = \(rows)")
      let comparison = EventComparison(form: form, steps: steps, baselines: StandardBaselines.make(form.compiled))
      var result = try comparison.run(name: benchmark.name, context: context)
      if let k = result.metric("k") {
        result.metrics.append(("ns_per_index_path", result.engine.median / k))
      }
      results.append(result)
    }
    return results
  }
}
