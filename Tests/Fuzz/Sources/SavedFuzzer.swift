// Entry point `saved`: bytes as saved values (`FormEngine.savedValues`'s JSON, what `formc simulate --state` and an
// app's restore read), given to `FormEngine(form:savedValuesData:)` for one example form of Forms/ (compiled once,
// from the current directory, which fuzz.sh makes the repository's root): the first byte picks the form (its index,
// modulo their count, in the sorted file names), the rest is the text.
// Checks: problems are reported with places inside the text; values that load save to text that loads to the same
// state and saves to the same text again; the restored engine's table is the one its state gives, its lookups agree,
// and a new item never takes a key an item holds.
import FormCompiler
import FormRuntime
import Foundation

/// Every example form, compiled by the package's compiler, in file-name order.
let savedForms: [CompiledForm] = {
  let folder = "Forms"
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".form.yaml") }.sorted()
  let forms = names.compactMap { FormCompiler.compile(fileAt: folder + "/" + $0).form }
  if forms.isEmpty { fatalError("saved fuzzer: no example form compiled; run it from the repository's root") }
  return forms
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func savedFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let selector = bytes.first else { return 0 }
  let form = savedForms[Int(selector) % savedForms.count]
  let text = Data(bytes.dropFirst())
  let engine: FormEngine
  do {
    engine = try FormEngine(form: form, savedValuesData: text)
  } catch {
    checkProblems(error, textBytes: text.count)
    return 0
  }
  checkRestored(engine)
  return 0
}

/// A refused text: at least one problem, each placed inside the text (UTF-16 and UTF-32 texts are converted first,
/// so an offset can only be checked against the converted length, bounded by twice the bytes given).
private func checkProblems(_ error: SavedValuesError, textBytes: Int) {
  _ = error.description
  guard oraclesEnabled else { return }
  guard case .invalidValues(let problems) = error, !problems.isEmpty else {
    oracleFailure("a refused text reported no problem: \(error)")
  }
  for problem in problems {
    guard problem.line >= 1, problem.column >= 1, problem.offset >= 0, problem.offset <= 2 * textBytes + 4,
      problem.path.hasPrefix("$"), !problem.message.isEmpty
    else {
      oracleFailure("a problem is placed outside the text: \(problem)")
    }
  }
}

/// Loaded values: they round-trip through their own text, and the engine they start is consistent.
private func checkRestored(_ engine: FormEngine) {
  let text = engine.savedValues(includingExpanded: true)
  guard oraclesEnabled else { return }
  let again: FormEngine
  do {
    again = try FormEngine(form: engine.form, savedValues: text)
  } catch {
    oracleFailure("saved values do not load from their own text: \(error)\n\(text)")
  }
  guard again.state == engine.state else { oracleFailure("a state changed through its saved text:\n\(text)") }
  guard again.savedValues(includingExpanded: true) == text else { oracleFailure("saving twice gave two texts") }
  guard engine.table == FormTable(form: engine.form, state: engine.state) else {
    oracleFailure("the restored engine's table is not the one its state gives")
  }
  checkLookups(engine)
  for (list, state) in engine.state.lists.enumerated() {
    var next = engine
    guard case .success = checkedSend(&next, .append(engine.form.lists.id[list], ListItemValues())) else { continue }
    let keys = next.state.lists[list].items.map(\.key)
    guard Set(keys).count == keys.count, keys.count == state.items.count + 1 else {
      oracleFailure("a new item took a key in use: \(keys)")
    }
  }
}
