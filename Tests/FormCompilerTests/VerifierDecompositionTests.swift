import FormDiagnostics
import FormFixtures
import FormRuntime
import Foundation
import TestTier
import Testing

@testable import FormCompiler

/// The argument of docs/verify.md, tested: an engine fault planted in the events of any one part of a form's state is
/// found by the exploration in parts, with a path that changes only that part, as short as the whole exploration's.
@Suite struct VerifierDecompositionTests {
  /// Four parts: a switch with a leaf (a required field it shows), an accordion, an int state variable that shows a
  /// section, and an always-shown required field (a leaf of nothing) read by `form.isValid` through a button.
  static let plantedSpec = """
    form: Planted
    state:
      level: {type: int, default: 0}
    sections:
      - id: wifi
        rows:
          - {id: wifiOn, kind: toggle, title: Wi-Fi}
          - {id: network, kind: text, title: Network, visible: "wifiOn", required: true}
      - id: fruit
        accordion: true
        rows:
          - id: citrus
            title: Citrus
            expands:
              - {id: lemon, title: Lemon}
          - id: melon
            title: Melon
            expands:
              - {id: honeydew, title: Honeydew}
      - id: levels
        visible: "level > 1"
        rows:
          - {id: levelNote, title: High level}
      - id: account
        rows:
          - {id: name, kind: text, title: Name, required: true}
          - {id: send, kind: button, title: Send, enabled: "form.isValid"}
    """

  private static func compile(_ text: String) throws -> CompilationResult {
    let result = FormCompiler.compile(SourceText(path: "planted.form.yaml", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return result
  }

  private static func example(_ name: String) throws -> CompilationResult {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Forms/\(name).form.yaml").path
    return FormCompiler.compile(fileAt: path)
  }

  static func variable(of event: FormEvent, in form: CompiledForm) -> String? {
    PlantedFaults.changedVariable(by: event, in: form)
  }

  /// A verifier whose engine drops the whole update of every event that changes `trigger`, when there is one.
  private static func faulty(_ verifier: FormVerifier, trigger: String, form: CompiledForm) -> FormVerifier {
    var verifier = verifier
    verifier.step = { engine, event in
      PlantedFaults.dropping(try engine.send(event), of: event, changing: trigger, in: form)
    }
    return verifier
  }

  /// For each part, a piece of state in no other part (a leaf, when parts share a hub).
  private static func triggers(_ parts: [VerificationReport.Part]) -> [(part: Int, variable: String)] {
    parts.indices.compactMap { index in
      let others = Set(parts.indices.filter { $0 != index }.flatMap { parts[$0].variables })
      return parts[index].variables.first { !others.contains($0) }.map { (index, $0) }
    }
  }

  @Test func thePlantedFormSplitsIntoItsFourPartsWithALeaf() throws {
    let result = try Self.compile(Self.plantedSpec)
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty && !report.wasCut && report.warnings.isEmpty, "\(report.warnings)")
    #expect(
      report.parts.map(\.variables) == [
        ["wifiOn", "network"], ["name"], ["level"], ["citrus.expanded", "melon.expanded"],
      ])
    var whole = FormVerifier()
    whole.decomposes = false
    let wholeReport = whole.verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(wholeReport.parts.count == 1 && wholeReport.failures.isEmpty)
    #expect(report.statesExplored * 3 < wholeReport.statesExplored)
  }

  @Test func aFaultInAnyPartIsFoundWithAShortestPath() throws {
    let result = try Self.compile(Self.plantedSpec)
    let form = try #require(result.form), sourceMap = try #require(result.sourceMap)
    let parts = FormVerifier().verify(form, sourceMap: sourceMap).parts
    let triggers = Self.triggers(parts)
    #expect(triggers.count == parts.count)
    for (part, trigger) in triggers {
      let split = Self.faulty(FormVerifier(), trigger: trigger, form: form).verify(form, sourceMap: sourceMap)
      var wholeVerifier = Self.faulty(FormVerifier(), trigger: trigger, form: form)
      wholeVerifier.decomposes = false
      let whole = wholeVerifier.verify(form, sourceMap: sourceMap)
      let found = try #require(split.failures.first, "the fault in part \(parts[part].variables) is not found")
      let expected = try #require(whole.failures.first)
      #expect(found.events.count == expected.events.count, "\(found.events) vs \(expected.events)")
      #expect(Self.variable(of: try #require(found.events.last), in: form) == trigger)
      for event in found.events {
        let changed = Self.variable(of: event, in: form)
        #expect(changed == nil || parts[part].variables.contains(changed ?? ""), "\(found.events)")
      }
    }
  }

  /// A fault that shows only when `form.isValid` flips, which needs every part's rules passing at once: no part's
  /// exploration against the others as they start sees it, the one against the passing background does.
  @Test func aFaultInTheFormsValidityIsFoundAgainstThePassingBackground() throws {
    let result = try Self.compile(
      """
      form: Both
      sections:
        - id: main
          rows:
            - {id: first, kind: text, required: true}
            - {id: second, kind: text, required: true}
            - {id: send, kind: button, enabled: "form.isValid"}
      """)
    let form = try #require(result.form), sourceMap = try #require(result.sourceMap)
    var verifier = FormVerifier()
    verifier.step = { engine, event in
      let wasValid = engine.isValid
      let update = try engine.send(event)
      return engine.isValid != wasValid ? FormUpdate() : update
    }
    let report = verifier.verify(form, sourceMap: sourceMap)
    #expect(report.parts.map(\.variables) == [["first"], ["second"]])
    let found = try #require(report.failures.first, "a fault in form.isValid is missed")
    #expect(found.message.contains("'send' is not reloaded"), "\(found.message)")
    // The background's events (both values set to pass), then the part's event that fails a rule again.
    #expect(found.events.count == 3, "\(found.events)")
  }

  /// The benchmark's forms of issue 24's size (BENCHMARKS.md times them) verify completely, in parts: the shipping
  /// form's gift-wrap subtree, delivery accordion (with `itemCount`, which its insurance row reads), membership and
  /// two required rows; the settings screen's sections one by one.
  @Test func theBenchmarkFormsVerifyInParts() throws {
    for (name, yaml, parts) in [
      ("shipping", VerifyForms.shipping, 5), ("settings100", VerifyForms.settingsSpec(rows: 100), 14),
    ] {
      let result = FormCompiler.compile(SourceText(path: "\(name).form.yaml", text: yaml))
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
      #expect(report.failures.isEmpty && !report.wasCut && report.warnings.isEmpty, "\(name): \(report.warnings)")
      #expect(report.parts.count == parts, "\(name): \(report.parts.map(\.variables))")
    }
  }

  // (The checkout splits like the signup, with more leaves: too slow to verify once per part in a debug build.)
  @Test(
    arguments: TestTier.sample(["event", "fruit", "pizza", "preferences", "settings", "signup", "shipping"], fast: 3))
  func aFaultInAnyPartOfAnExampleIsFound(name: String) throws {
    let result =
      name == "shipping"
      ? FormCompiler.compile(SourceText(path: "shipping.form.yaml", text: VerifyForms.shipping))
      : try Self.example(name)
    let form = try #require(result.form), sourceMap = try #require(result.sourceMap)
    let parts = FormVerifier().verify(form, sourceMap: sourceMap).parts
    #expect(parts.count > 1)
    for (part, trigger) in Self.triggers(parts) {
      let report = Self.faulty(FormVerifier(), trigger: trigger, form: form).verify(form, sourceMap: sourceMap)
      let found = try #require(report.failures.first, "the fault in \(name)'s part \(parts[part].variables) is missed")
      #expect(Self.variable(of: try #require(found.events.last), in: form) == trigger)
      for event in found.events {
        let changed = Self.variable(of: event, in: form)
        #expect(changed == nil || parts[part].variables.contains(changed ?? ""), "\(found.events)")
      }
    }
  }
}
