@_spi(Testing) import FormRuntime

/// `validation-edit`: the user types in the `email` row of a form whose every row has rules and
/// whose last row, a button, reads `form.isValid` (``ValidationSpec``). The edits alternate an
/// address that passes and one that does not, so each flips the form's validity and reloads the
/// button (k = 1): the engine checks the edited row's rules and moves a count, whatever the
/// form's size. The baseline recomputes the validity of every row from scratch after the same
/// change (``ValidationTable``), as an engine without the count would to answer `form.isValid`.
enum ValidationEditCase {
  static let benchmark = BenchmarkCase(
    name: "validation-edit",
    summary: "edit a text row with rules in a form whose submit button reads form.isValid (k = 1)",
    run: run)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      context.log("validation-edit, n = \(rows)")
      let form = try SyntheticForm.compile(ValidationSpec(rows: rows).yaml, name: "Validation\(rows)")
      let events: [FormEvent] = [
        .edit(ValidationSpec.editedRow, .string("ada@example.com")), .edit(ValidationSpec.editedRow, .string("ada@")),
      ]
      var engine: FormEngine
      do {
        engine = try FormEngine(form: form)
      } catch {
        throw BenchmarkError("validation-edit: the engine rejects the form: \(error)")
      }
      // One cycle checked before timing: each edit flips the form's validity and reloads the
      // button alone, and the states of the cycle are kept for the baseline.
      var states: [FormState] = []
      for (index, event) in events.enumerated() {
        let before = engine.table
        do {
          let update = try engine.send(event)
          try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: engine.table)
          guard engine.isValid == (index == 0), update.reloadedRowPositions.count == 1 else {
            throw BenchmarkError("validation-edit: '\(event)' does not flip the form's validity and reload the button")
          }
        } catch let error as BenchmarkError {
          throw error
        } catch {
          throw BenchmarkError("validation-edit: '\(event)' fails: \(error)")
        }
        states.append(engine.state)
      }
      var runner = engine
      var step = 0
      var recountStep = 0
      let summaries = Sampler.measure(
        [
          Contender(
            name: "engine",
            run: { operations in
              var checksum = 0
              for _ in 0..<operations {
                checksum &+= (try? runner.send(events[step]))?.reloadedRowPositions.count ?? -1
                checksum &+= runner.isValid ? 1 : 0
                step = (step + 1) % events.count
              }
              return checksum
            }, cycle: events.count),
          Contender(
            name: "recount",
            run: { operations in
              var checksum = 0
              for _ in 0..<operations {
                checksum &+= ValidationTable(form: form, state: states[recountStep]).isFormValid ? 1 : 0
                recountStep = (recountStep + 1) % events.count
              }
              return checksum
            }, cycle: events.count),
        ], settings: context.settings)
      results.append(
        CaseResult(
          name: benchmark.name, n: rows, subject: "FormEngine.send(.edit)", engine: summaries[0],
          baselines: [("recount", summaries[1])], metrics: [("k", 1)],
          notes: ["baseline: every row's validity recomputed from scratch (ValidationTable), no update"]))
    }
    return results
  }
}
