import Foundation

/// Python's `jsonschema` package (PyPI), which checks `formc schema`'s output the way editors' validators read it:
/// a test-side tool only, installed by `.ci/deps`.
enum PythonJSONSchema {
  /// `python3`, when it can import `jsonschema` with draft 2020-12 support; nil otherwise.
  static let python: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/python3") {
      let python = "\(folder)/python3"
      let probe = try? run(python, ["-c", "from jsonschema import Draft202012Validator"], input: "")
      return probe?.status == 0 ? python : nil
    }
    return nil
  }()

  /// What to say when ``python`` is nil.
  static let missing =
    "python3 with the jsonschema package is not installed: run 'bash .ci/deps' (it installs jsonschema with pip), "
    + "then the tests"

  /// Checks `schema` against the draft 2020-12 meta-schema, then validates each document against it.
  ///
  /// - Parameters:
  ///   - documents: JSON texts, by a name that failures are reported under.
  /// - Returns: the meta-schema's complaint (nil for a valid schema), and per document nil when it validates, or
  ///   its first errors.
  /// - Throws: when Python cannot be run or answers what this does not read.
  static func validate(_ documents: [(name: String, json: String)], against schema: String) throws -> (
    schemaError: String?, errors: [String: String]
  ) {
    guard let python else { throw PythonError(message: missing) }
    var input = schema.replacingOccurrences(of: "\n", with: " ") + "\n"
    for document in documents { input += document.json + "\n" }
    let result = try run(python, ["-c", script], input: input)
    guard result.status == 0 else { throw PythonError(message: "python3 failed: \(result.err)") }
    var schemaError: String?
    var errors: [String: String] = [:]
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    for line in lines where !line.isEmpty {
      let parts = line.split(separator: "\t", maxSplits: 1)
      if parts.first == "SCHEMA" {
        schemaError = parts.count > 1 ? String(parts[1]) : "invalid"
        continue
      }
      guard index < documents.count else { break }
      if parts.first != "OK" { errors[documents[index].name] = parts.count > 1 ? String(parts[1]) : String(line) }
      index += 1
    }
    guard schemaError != nil || index == documents.count else {
      throw PythonError(message: "python3 answered for \(index) of \(documents.count) documents: \(result.err)")
    }
    return (schemaError, errors)
  }

  /// Reads the schema from the first line of standard input and one JSON document from each later line; prints
  /// `SCHEMA<tab>why` for an invalid schema, then `OK` or `ERR<tab>errors` per document.
  private static let script = """
    import json, sys
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError
    lines = sys.stdin.read().split("\\n")
    schema = json.loads(lines[0])
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print("SCHEMA\\t" + str(error.message).replace("\\n", " "))
        sys.exit(0)
    validator = Draft202012Validator(schema)
    for line in lines[1:]:
        if not line:
            continue
        errors = sorted(validator.iter_errors(json.loads(line)), key=lambda e: list(map(str, e.absolute_path)))
        if not errors:
            print("OK")
        else:
            print("ERR\\t" + "; ".join(
                "/".join(map(str, e.absolute_path)) + ": " + e.message[:200].replace("\\n", " ") for e in errors[:3]))
    """

  /// Runs `executable` with `input` on its standard input; its output goes through files, so a full pipe can never
  /// block it.
  private static func run(_ executable: String, _ arguments: [String], input: String) throws -> (
    status: Int32, out: String, err: String
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-python-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try Data(input.utf8).write(to: files[0])
    for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
    process.waitUntilExit()
    let out = try String(contentsOf: files[1], encoding: .utf8)
    let err = try String(contentsOf: files[2], encoding: .utf8)
    return (process.terminationStatus, out, err)
  }

  struct PythonError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
