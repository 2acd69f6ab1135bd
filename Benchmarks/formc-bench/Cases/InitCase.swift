import FormRuntime
import Foundation

/// `init`: building the engine from a compiled form (what an app does when it shows the form)
/// and loading the compiled JSON (when it reads the file), with the heap memory each keeps.
enum InitCase {
  static let benchmark = BenchmarkCase(
    name: "init",
    summary: "build the engine from a compiled form, and load the compiled JSON; memory per row",
    run: run)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      let form = try context.forms.form(rows: rows)
      let compiled = form.compiled
      let json = form.json
      // What an app builds engines from: a form loaded from JSON, whose tables were checked then.
      let loadedForm: CompiledForm
      do {
        _ = try FormEngine(form: compiled)
        loadedForm = try CompiledForm(jsonData: json)
      } catch {
        throw BenchmarkError("init, n = \(rows): \(error)")
      }
      context.log("init, n = \(rows)")

      // Memory first, on a quiet heap: what the engine keeps beyond the compiled tables it shares.
      let engine = MemoryUsage.retained { try? FormEngine(form: loadedForm) }
      let loaded = MemoryUsage.retained { try? CompiledForm(jsonData: json) }
      let rowMap = MemoryUsage.retained { RowMapBaseline(form: compiled) }
      blackHole((engine.value, loaded.value, rowMap.value))
      let engineBytes = Double(engine.bytes) / Double(rows)
      let compiledBytes = Double(loaded.bytes) / Double(rows)

      let summaries = Sampler.measure(
        [
          Contender(name: "engine") { count in
            var checksum = 0
            for _ in 0..<count { checksum &+= (try? FormEngine(form: loadedForm))?.numberOfSections ?? 0 }
            return checksum
          },
          Contender(name: "rowmap") { count in
            var checksum = 0
            for _ in 0..<count { checksum &+= RowMapBaseline(form: compiled).position(ofRow: "pivot")?.row ?? 0 }
            return checksum
          },
          Contender(name: "engine, checking the tables") { count in
            var checksum = 0
            for _ in 0..<count { checksum &+= (try? FormEngine(form: compiled))?.numberOfSections ?? 0 }
            return checksum
          },
          Contender(name: "json") { count in
            var checksum = 0
            for _ in 0..<count { checksum &+= (try? CompiledForm(jsonData: json))?.rows.count ?? 0 }
            return checksum
          },
        ], settings: context.settings)
      results.append(
        CaseResult(
          name: benchmark.name, variant: "engine", n: rows, subject: "`FormEngine(form:)` of a loaded form",
          engine: summaries[0], baselines: [("rowmap", summaries[1])],
          metrics: [
            ("engine_bytes_per_row", engineBytes), ("compiled_bytes_per_row", compiledBytes),
            ("engine_checking_tables_ns", summaries[2].median),
            ("rowmap_bytes_per_row", Double(rowMap.bytes) / Double(rows)),
          ],
          notes: [
            "engine keeps \(Format.decimal(engineBytes, 1)) B/row beyond the compiled tables "
              + "(\(Format.decimal(compiledBytes, 0)) B/row); from a form never checked (`validate()` runs) "
              + Format.duration(summaries[2].median),
            "rowmap keeps \(Format.decimal(Double(rowMap.bytes) / Double(rows), 1)) B/row",
          ]))
      results.append(
        CaseResult(
          name: benchmark.name, variant: "json", n: rows, subject: "`CompiledForm(jsonData:)` (decodes and validates)",
          engine: summaries[3], metrics: [("json_bytes", Double(json.count))],
          notes: ["\(Format.decimal(Double(json.count) / 1_048_576, 1)) MiB of JSON"]))
    }
    return results
  }
}
