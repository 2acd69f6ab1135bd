import FormCompiler
import FormFixtures
import FormRuntime
import Foundation

/// `verify` (issue 24): `FormVerifier().verify(form, sourceMap:)`, what `formc verify` runs for each
/// form, on every example form of `Forms/`, a generated 100-row settings screen with 12 independent
/// controls and 2 int state variables (``VerifyForms/settingsSpec(rows:)``) and a 25-row shipping
/// form (``VerifyForms/shipping``). Each form is compiled
/// beforehand (not timed). A form that verifies in under a second is run once to warm up and then
/// sampled as the other cases sample (a median of up to 31 runs, `--quick` 5, within their time
/// budget); a slower one is timed once. No baseline: the states explored and the transitions
/// checked are the case's own numbers, with the independent parts and whether `--max-states` cut
/// the exploration.
enum VerifyCase {
  static let benchmark = BenchmarkCase(
    name: "verify",
    summary:
      "formc verify (FormVerifier.verify) of the example forms, a 100-row settings screen and a 25-row shipping form",
    run: run)

  /// A form that takes at least this long is timed once; a faster one is sampled.
  static let slowNanoseconds: UInt64 = 1_000_000_000

  /// The repository's `Forms/`, from this file's place in it.
  static let formsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Forms")

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    // The generated specs are ours, and written to compile without a diagnostic.
    var subjects: [(name: String, isGenerated: Bool, compile: () -> CompilationResult)] = []
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: formsFolder.path)
        .filter { $0.hasSuffix(".form.yaml") }.sorted()
    } catch {
      throw BenchmarkError("verify: cannot list \(formsFolder.path): \(error.localizedDescription)")
    }
    for file in files {
      let path = formsFolder.appendingPathComponent(file).path
      subjects.append((String(file.dropLast(".form.yaml".count)), false, { FormCompiler.compile(fileAt: path) }))
    }
    for (name, yaml) in [("settings100", VerifyForms.settingsSpec(rows: 100)), ("shipping", VerifyForms.shipping)] {
      subjects.append((name, true, { FormCompiler.compile(bytes: Array(yaml.utf8), path: "\(name).form.yaml") }))
    }
    var results: [CaseResult] = []
    for subject in subjects {
      let compiled = subject.compile()
      guard let form = compiled.form, let sourceMap = compiled.sourceMap,
        !subject.isGenerated || compiled.diagnostics.isEmpty
      else {
        let first = compiled.diagnostics.first.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        throw BenchmarkError("verify: the form \(subject.name) does not compile cleanly: \(first ?? "?")")
      }
      context.log("verify, \(subject.name) (\(form.rows.count) rows)")
      let verifier = FormVerifier()
      func timedRun() throws(BenchmarkError) -> (nanoseconds: Double, report: VerificationReport) {
        let before = MonotonicClock.now()
        let report = verifier.verify(form, sourceMap: sourceMap)
        let elapsed = MonotonicClock.now() - before
        blackHole(report.transitionsChecked)
        if let failure = report.failures.first {
          throw BenchmarkError(
            "verify: \(subject.name) has an inconsistent update: \(failure.message), after "
              + failure.events.map { "\($0)" }.joined(separator: ", "))
        }
        if subject.isGenerated, let warning = report.warnings.first {
          throw BenchmarkError("verify: \(subject.name) verifies with a warning: \(warning.message)")
        }
        return (Double(elapsed), report)
      }
      // The first run is the only one of a slow form, and a fast one's warm-up.
      let (first, report) = try timedRun()
      var times: [Double] = []
      if first >= Double(slowNanoseconds) {
        times = [first]
      } else {
        let start = MonotonicClock.now()
        while times.count < context.settings.samples {
          times.append(try timedRun().nanoseconds)
          if times.count >= context.settings.minimumSamples,
            MonotonicClock.now() - start > context.settings.budgetNanoseconds
          {
            break
          }
        }
      }
      let extent = report.wasCut ? "cut at \(Format.count(verifier.maxStates)) states" : "complete"
      results.append(
        CaseResult(
          name: benchmark.name, variant: subject.name, n: form.rows.count, subject: "FormVerifier.verify",
          engine: Summary(times, batch: 1),
          metrics: [
            ("states", Double(report.statesExplored)), ("transitions", Double(report.transitionsChecked)),
            ("parts", Double(report.parts.count)), ("cut", report.wasCut ? 1 : 0),
          ],
          notes: [extent] + (report.warnings.isEmpty ? [] : ["\(report.warnings.count) warning(s)"])))
    }
    return results
  }
}
