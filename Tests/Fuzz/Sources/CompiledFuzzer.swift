import FormRuntime
// Entry point `compiled`: bytes -> CompiledForm(jsonData:), the loader apps use on untrusted files;
// a form that loads is driven with probe events (every row and value, valid and invalid values)
// and lookups, and written back to JSON (compared with JSONEncoder's bytes) and reloaded.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func compiledFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  let form: CompiledForm
  do {
    form = try CompiledForm(jsonData: bytes)
  } catch {
    _ = error.description
    return 0
  }
  let data = form.jsonData()
  checkJSONMatchesEncoder(form, data)
  do {
    let reloaded = try CompiledForm(jsonData: data)
    if oraclesEnabled && reloaded != form { oracleFailure("a loaded form changed through a JSON round trip") }
  } catch {
    if oraclesEnabled { oracleFailure("a loaded form does not reload from its own JSON: \(error)") }
  }
  exercise(form, limit: 600)
  return 0
}
