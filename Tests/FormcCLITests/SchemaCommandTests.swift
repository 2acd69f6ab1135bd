import FormCompiler
import FormDiagnostics
import FormFixtures
import FormRuntime
import Foundation
import TestTier
import Testing

/// `formc schema`: the JSON Schema of the spec language, and what it says about real specs, checked with Python's
/// `jsonschema` (draft 2020-12), as an editor's validator would read them.
@Suite struct SchemaCommandTests {
  /// The decoder's errors about a spec's shape, which the schema reports too: unknown and missing keys, values of
  /// the wrong type, unknown names, empty lists the decoder refuses.
  static let shapeKinds: Set<String> = Set(
    [
      DiagnosticKind.unknownKey, .missingKey, .expectedMapping, .expectedSequence, .expectedString, .expectedBool,
      .expectedCondition, .unknownKind, .unknownSelectMode, .unknownKeyboard, .unknownStyle, .unknownFormat,
      .unknownType,
      .emptySections, .emptyRows, .emptyExpands,
    ].map(\.id))

  @Test func printsTheSameSchemaOnEveryRunWithItsDraftAndID() throws {
    let first = formc("schema")
    #expect(first.code == 0)
    #expect(first.err.isEmpty)
    #expect(formc("schema") == first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any], "not a JSON object")
    #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(object["$id"] as? String == SpecSchema.id)
    #expect(object["$ref"] as? String == "#/$defs/form")
    let definitions = try #require(object["$defs"] as? [String: Any])
    #expect(Set(definitions.keys) == ["form", "stateVariable", "section", "list", "listAdd", "row", "option"])
    #expect(first.out.hasSuffix("}\n"))
  }

  /// A row's `style:` takes any style, and, by its `kind:`, only that kind's (`RowStyle.styles(of:)`).
  @Test func aRowsStyleTakesTheStylesOfItsKind() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any], "not a JSON object")
    let row = try #require((object["$defs"] as? [String: Any])?["row"] as? [String: Any])
    let style = try #require((row["properties"] as? [String: Any])?["style"] as? [String: Any])
    #expect(style["enum"] as? [String] == RowStyle.allCases.map(\.rawValue))
    var byKind: [String: [String]] = [:]
    for case let dependent as [String: Any] in row["allOf"] as? [Any] ?? [] {
      let condition = try #require(dependent["if"] as? [String: Any])
      let kind = try #require(
        ((condition["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"] as? String)
      let then = try #require((dependent["then"] as? [String: Any])?["properties"] as? [String: Any])
      // The other `if`s say which keys a kind refuses (`style: false` among them).
      guard let styles = (then["style"] as? [String: Any])?["enum"] as? [String] else { continue }
      #expect(condition["required"] as? [String] == ["kind"])
      byKind[kind] = styles
    }
    #expect(
      byKind == [
        "choice": ["menu", "inline", "segmented", "wheel"], "date": ["compact", "inline", "wheel"],
        "number": ["field", "stepper"],
      ])
  }

  @Test func writesTheFileGivenWithO() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("formc.schema.json").path
      let result = formc("schema", "-o", path)
      #expect(result.code == 0)
      #expect(result.out.isEmpty)
      #expect(result.err == "wrote \(path)\n")
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(written == SpecSchema.text)
      // Written through a temporary file that is renamed over the destination: nothing else is left.
      #expect(contents(of: folder.path) == ["formc.schema.json"])
    }
  }

  @Test func anUnwritableFileIsAnIOErrorAndArgumentsAreUsageErrors() {
    let unwritable = formc("schema", "-o", "/nonexistent-formc-folder/formc.schema.json")
    #expect(unwritable.code == 2)
    #expect(unwritable.err.hasPrefix("error: cannot write /nonexistent-formc-folder/formc.schema.json"))
    let argument = formc("schema", "Forms")
    #expect(argument.code == 2)
    #expect(argument.err.contains("'schema' takes no arguments"))
    #expect(formc("help", "schema").out.contains("USAGE: formc schema [--output <file>]"))
  }

  // MARK: - Validated by jsonschema

  @Test(.requires(.pythonJSONSchema))
  func theSchemaIsValidDraft202012AndEveryExampleFormValidates() throws {
    let specs = exampleSpecFiles()
    #expect(specs.count >= 12)
    var documents: [(name: String, json: String)] = []
    for path in specs {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!FormCompiler.compile(fileAt: path).hasErrors, "\(path) does not compile")
      documents.append((path, try #require(CoreSchemaJSON.json(ofSpec: text, path: path), "\(path) as JSON")))
    }
    let result = try PythonJSONSchema.validate(documents, against: SpecSchema.text)
    #expect(result.schemaError == nil, "not a draft 2020-12 schema: \(result.schemaError ?? "")")
    for (name, errors) in result.errors.sorted(by: { $0.key < $1.key }) {
      Issue.record("\(name) does not validate against the schema: \(errors)")
    }
  }

  /// The schema refuses a key on exactly the kinds of row the compiler refuses it on (`RowKey.rowKinds`, the table
  /// both read), the default kind's keys also on a row without `kind:`.
  @Test(.requires(.pythonJSONSchema))
  func aKeyIsRefusedOnTheKindsTheCompilerRefusesItOn() throws {
    var documents: [(name: String, json: String)] = []
    var refusedByCompiler: [String: Bool] = [:]
    for kind in RowKind.allCases {
      for (key, value) in RowKeySamples.values(for: kind) {
        for writingKind in kind == .label ? [true, false] : [true] {
          let spec = RowKeySamples.spec(kind: kind, key: key, value: value, writingKind: writingKind)
          let name = "\(key) on a \(writingKind ? kind.rawValue : "kind-less") row"
          let errors = FormCompiler.compile(SourceText(path: "m.form.yaml", text: spec)).diagnostics.filter {
            $0.severity == .error
          }
          refusedByCompiler[name] = !errors.isEmpty
          documents.append((name, try #require(CoreSchemaJSON.json(ofSpec: spec), "\(name)")))
        }
      }
    }
    let result = try PythonJSONSchema.validate(documents, against: SpecSchema.text)
    #expect(result.schemaError == nil)
    for (name, refused) in refusedByCompiler.sorted(by: { $0.key < $1.key }) {
      #expect((result.errors[name] != nil) == refused, "\(name): compiler refuses: \(refused)")
    }
    #expect(refusedByCompiler.values.contains(true) && refusedByCompiler.values.contains(false))
  }

  /// The spec files of every diagnostic's example (`formc explain`) and a few broken shapes of the decoder's tests:
  /// a spec the compiler accepts validates; one with a shape error is rejected.
  @Test(.requires(.pythonJSONSchema))
  func brokenShapesAreRejectedAndAcceptedSpecsValidate() throws {
    var specs: [(name: String, text: String)] = Self.brokenShapes.enumerated().map { ("broken shape \($0)", $1) }
    for kind in DiagnosticKind.all {
      for file in kind.example?.files ?? [] where file.path.hasSuffix(".form.yaml") {
        specs.append(("example of \(kind.id): \(file.path)", file.text))
      }
    }
    let (rejected, accepted) = try check(specs)
    // Every broken shape written here is one.
    #expect(rejected >= Self.brokenShapes.count)
    #expect(accepted > 0)
  }

  /// The fuzzers' corpus of specs: shapes no person would write. Every third file, in name order (the names are
  /// hashes, so that is an even sample): the whole corpus takes a minute and a half to compile in a debug build;
  /// `FORMC_SCHEMA_CORPUS=all` checks every file.
  @Test(.requires(.pythonJSONSchema))
  func theFuzzCorpusAgreesWithTheCompiler() throws {
    let folder = packageRoot.appendingPathComponent("Tests/Fuzz/corpus/spec").path
    let stride =
      ProcessInfo.processInfo.environment["FORMC_SCHEMA_CORPUS"] == "all" ? 1 : TestTier.value(fast: 15, full: 3)
    let names = contents(of: folder).filter { !$0.hasPrefix(".") }.enumerated()
      .filter { $0.offset % stride == 0 }.map(\.element)
    var specs: [(name: String, text: String)] = []
    for name in names {
      guard let data = FileManager.default.contents(atPath: folder + "/" + name),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      specs.append(("Tests/Fuzz/corpus/spec/\(name)", text))
    }
    let (rejected, accepted) = try check(specs)
    #expect(rejected > 0)
    #expect(accepted > 0)
  }

  /// Compiles each spec and validates it: one without errors must validate, one with an error in
  /// ``shapeKinds`` must not. Returns how many of each were checked (specs with other errors, and those JSON
  /// cannot hold, are not).
  private func check(_ specs: [(name: String, text: String)]) throws -> (rejected: Int, accepted: Int) {
    var documents: [(name: String, json: String)] = []
    var shouldValidate: [String: Bool] = [:]
    var shapeErrors: [String: String] = [:]
    // Compiled on every core: the fuzz corpus has over a thousand specs.
    let compiled = Compilations(count: specs.count)
    DispatchQueue.concurrentPerform(iterations: specs.count) { index in
      let result = FormCompiler.compile(SourceText(path: "spec.form.yaml", text: specs[index].text))
      compiled.set(index, result.diagnostics.filter { $0.severity == .error })
    }
    for (spec, errors) in zip(specs, compiled.errors) {
      let shape = errors.first { Self.shapeKinds.contains($0.kind.id) }
      guard errors.isEmpty || shape != nil, let json = CoreSchemaJSON.json(ofSpec: spec.text) else { continue }
      documents.append((spec.name, json))
      shouldValidate[spec.name] = errors.isEmpty
      if let shape { shapeErrors[spec.name] = "\(shape.kind.id): \(shape.message)" }
    }
    let result = try PythonJSONSchema.validate(documents, against: SpecSchema.text)
    #expect(result.schemaError == nil)
    for document in documents {
      let valid = result.errors[document.name] == nil
      if shouldValidate[document.name] == true, !valid {
        Issue.record(
          "\(document.name) compiles, but the schema rejects it: \(result.errors[document.name] ?? "")")
      } else if shouldValidate[document.name] == false, valid {
        Issue.record(
          "formc reports '\(shapeErrors[document.name] ?? "")' in \(document.name), but the schema accepts it")
      }
    }
    let rejected = shouldValidate.values.filter { !$0 }.count
    return (rejected, documents.count - rejected)
  }

  /// Shapes the decoder's tests refuse (unknown keys, values of the wrong type, unknown names), one mistake each.
  static let brokenShapes = [
    "form: Demo\ntitel: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    hedaer: Main\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        vsible: true\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: textfield\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: toggle\n        expanded: yes\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: text\n        maxLength: ten\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        title: [a, b]\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        visible:\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: text\n        format: Email2\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: text\n        keyboard: numpad\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: size\n        kind: choice\n        options: [a]\n"
      + "        style: tabs\n",
    "form: Demo\nsections:\n  - id: main\n    select: radio\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    accordion: \"true\"\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    rows: []\n",
    "form: Demo\nsections: []\n",
    "form: Demo\nsections:\n  - rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - kind: text\n",
    "form: Demo\nsections:\n  - id: main\n    rows: {id: name}\n",
    "form: Demo\nstate:\n  loggedIn: {type: boolean}\nsections:\n  - id: main\n    rows:\n      - id: name\n",
    "form: Demo\nstate:\n  loggedIn: {type: bool, defualt: true}\nsections:\n  - id: main\n    rows:\n      - id: a\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: c\n        kind: choice\n        options: [{title: A}]\n",
    "form: Demo\nsections:\n  - id: items\n    list: {add: {title: Add}}\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: items\n    list: {reorder: sometimes}\n    rows:\n      - id: name\n",
    "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: name\n        expands: []\n",
  ]
}

/// The errors of each spec, filled in from several threads.
private final class Compilations: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [[Diagnostic]]

  init(count: Int) { storage = Array(repeating: [], count: count) }

  func set(_ index: Int, _ errors: [Diagnostic]) { lock.withLock { storage[index] = errors } }

  var errors: [[Diagnostic]] { lock.withLock { storage } }
}

/// Every example form: `Forms/`, the example package's and the generated-code tests' own specs.
func exampleSpecFiles() -> [String] {
  var files: [String] = []
  for folder in ["Forms", "Examples", "Tests/GeneratedFormTests/Specs"] {
    let root = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { continue }
    for case let path as String in enumerator
    where path.hasSuffix(".form.yaml") && !path.contains(".build/") && !path.hasPrefix(".build") {
      files.append(root.appendingPathComponent(path).path)
    }
  }
  return files.sorted()
}
