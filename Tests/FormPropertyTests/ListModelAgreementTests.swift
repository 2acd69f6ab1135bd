import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// Generated list forms (issue 21) before the engine: each spec compiles, lays its lists out as
/// the spec says, starts in the state the reference model starts in (keys given by the
/// sequence included), and in every state the model reaches by the generated events the
/// from-scratch ``FormTable`` of the compiled form shows the model's table. That checks the
/// compiler's lowering of lists, ``FormTable`` and the model against one another.
@Suite struct ListModelAgreementTests {
  static let seeds: ClosedRange<UInt64> =
    1...(ProcessInfo.processInfo.environment["FORMC_LIST_MODEL_SEEDS"].flatMap {
      UInt64($0)
    } ?? 150)

  @Test func compiledListFormsShowTheModelsTables() throws {
    // What the compared tables held, so that agreement on empty tables cannot pass for coverage.
    var itemRows = 0, groupSections = 0, nullGroupSections = 0, searchedItemRows = 0
    defer {
      #expect(itemRows > 10 * Self.seeds.count, "item rows compared: \(itemRows)")
      #expect(groupSections > Self.seeds.count / 4 && nullGroupSections > 0, "\(groupSections), \(nullGroupSections)")
      #expect(searchedItemRows > 0)
    }
    for seed in Self.seeds {
      let generated = GeneratedCase(profile: .lists, seed: seed)
      let source = SourceText(path: "generated.form.yaml", text: generated.yaml)
      let result = FormCompiler.compile(source)
      guard let form = result.form else {
        let formatter = DiagnosticFormatter()
        Issue.record(
          Comment(
            rawValue:
              "seed \(seed): the spec does not compile:\n"
              + result.diagnostics.map { formatter.format($0, sources: [source.path: source]) }.joined(separator: "\n")
              + "\n" + generated.yaml))
        continue
      }
      do {
        try PropertyChecker.checkStructure(form, against: generated.spec)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(generated.yaml)")
        continue
      }
      let shape = FormShape(spec: generated.spec)
      var model = shape.initialState
      guard FormState(initialStateOf: form) == FormState(form: form, model: model) else {
        Issue.record(
          Comment(
            rawValue:
              "seed \(seed): the form starts with lists \(FormState(initialStateOf: form).lists), the model with "
              + "\(FormState(form: form, model: model).lists)\n\(generated.yaml)"))
        continue
      }
      for (index, event) in generated.events.enumerated() {
        if case .success(let next) = shape.apply(event, to: model) { model = next.state }
        let scratch = FormTable(form: form, state: FormState(form: form, model: model), query: model.query)
        let expected = shape.table(model)
        for section in expected.sections {
          let items = section.rows.filter { ItemRowName($0) != nil }.count
          itemRows += items
          if !model.query.isEmpty { searchedItemRows += items }
          if section.group != nil { groupSections += 1 }
          if section.group == .null { nullGroupSections += 1 }
        }
        guard scratch == expected else {
          let events = generated.events[...index].map(\.description).joined(separator: "\n")
          Issue.record(
            Comment(
              rawValue:
                "seed \(seed), after event \(index + 1) (\(event)): FormTable shows\n\(PropertyChecker.indent(scratch))\n"
                + "the model\n\(PropertyChecker.indent(expected))\n\(generated.yaml)\n\(events)"))
          break
        }
      }
    }
  }
}
