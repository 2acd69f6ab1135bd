import FormCompiler
import FormPreview
import FormRuntimeCore
import Foundation
import Testing

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The example specs in Forms/, sorted by file name.
let exampleFormNames: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Forms").path))
  return (names ?? []).filter { $0.hasSuffix(".form.yaml") }.sorted()
}()

/// Example form `name` (`pizza.form.yaml`), compiled.
func exampleForm(_ name: String) throws -> CompiledForm {
  let result = FormCompiler.compile(fileAt: packageRoot.appendingPathComponent("Forms/" + name).path)
  return try #require(result.form, "\(name) does not compile")
}

/// A preview session with example form `name` loaded from its compiled JSON, as the page loads it.
func previewSession(_ name: String) throws -> PreviewSession {
  var session = PreviewSession()
  let reply = session.load(try exampleForm(name).jsonUTF8())
  #expect(reply.status == .ok, "\(name): \(reply.text)")
  return session
}

/// The JSON value of `text`, which must be JSON.
func json(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// The JSON array of `text`, as objects (NSNull for a null).
func jsonObjects(_ text: String) throws -> [[String: Any]?] {
  let array = try #require(try json(text) as? [Any])
  return array.map { $0 as? [String: Any] }
}
