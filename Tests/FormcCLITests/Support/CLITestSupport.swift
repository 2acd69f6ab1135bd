import Foundation
import Testing

@testable import FormcCLI

/// What one run of `formc` did.
typealias CLIResult = CapturedRun

extension CapturedRun {
  /// This result without `formc verify`'s progress lines, whose counts and rates depend on
  /// timing (standard error off a terminal gets one line a second while a form takes long).
  var withoutProgress: CLIResult {
    let lines = err.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("verifying: ") }
    return CLIResult(code: code, out: out, err: lines.joined(separator: "\n"))
  }

  /// Standard output split into lines (without the final empty one).
  var outLines: [String] {
    var lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs `formc` in-process with `arguments`, `stdin` as its standard input, and captured output.
func formc(_ arguments: String..., stdin: String = "") -> CLIResult {
  formc(arguments, stdin: stdin)
}

func formc(_ arguments: [String], stdin: String = "") -> CLIResult {
  CapturedRun.run(arguments, stdin: Data(stdin.utf8))
}

/// The package's root folder, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Support
  .deletingLastPathComponent()  // FormcCLITests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()

/// `Forms/` and the example specs in it.
let formsFolder = packageRoot.appendingPathComponent("Forms").path
let fruitSpec = packageRoot.appendingPathComponent("Forms/fruit.form.yaml").path
let pizzaSpec = packageRoot.appendingPathComponent("Forms/pizza.form.yaml").path
let exampleFormNames = [
  "Checkout", "Contact", "Contacts", "EventEditor", "Fruit", "Heroes", "Pizza", "Preferences", "Settings", "Signup",
]

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("formc-cli-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// Writes `text` to `name` inside `folder` (creating subfolders) and returns the file's path.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// The names of the files in `folder`, hidden ones included, sorted.
func contents(of folder: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// The example fruit spec's text.
func fruitText() throws -> String {
  try String(contentsOfFile: fruitSpec, encoding: .utf8)
}

/// Parses one JSON Lines line into an object; records an issue when it is not one.
func jsonObject(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: Any]? {
  guard let data = line.data(using: .utf8),
    let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
  else {
    Issue.record("not a JSON object: \(line)", sourceLocation: sourceLocation)
    return nil
  }
  return object
}

/// A list of `[section, row]` pairs from a JSON object.
func positions(_ value: Any?) -> [[Int]]? {
  value as? [[Int]]
}

// MARK: - The built executable

/// The `formc` executable next to the test bundle, in whatever scratch folder the tests were built in.
///
/// SwiftPM puts every product of a build in one folder (`<scratch>/<triple>/debug`), the test bundle
/// included; `formc` is a dependency of this test target, so it is built there too.
func builtExecutable() -> URL? {
  var folders: [URL] = []
  // Linux: the test binary is `<products>/formcPackageTests.xctest`, run directly.
  if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
  folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  folders.append(Bundle.main.bundleURL)
  // macOS: the tests run inside `xctest`, with the `.xctest` bundle loaded from the products folder.
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    folders.append(bundle.bundleURL.deletingLastPathComponent())
  }
  for folder in folders {
    let candidate = folder.resolvingSymlinksInPath().appendingPathComponent("formc")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
      FileManager.default.isExecutableFile(atPath: candidate.path)
    {
      return candidate
    }
  }
  return nil
}

/// Runs the built `formc` as a child process, with `stdin` on its standard input; `folder` holds
/// its captured output, and `currentDirectory`, when given, is the folder it runs in.
func runExecutable(
  _ executable: URL, _ arguments: [String], stdin: String = "", in folder: URL, currentDirectory: URL? = nil
) throws -> CLIResult {
  // Output goes to files, so a full pipe can never block the child.
  let outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
  let errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let outHandle = try FileHandle(forWritingTo: outURL)
  let errHandle = try FileHandle(forWritingTo: errURL)
  let input = Pipe()
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  process.standardInput = input
  process.standardOutput = outHandle
  process.standardError = errHandle
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  process.environment = environment
  try process.run()
  input.fileHandleForWriting.write(Data(stdin.utf8))
  try input.fileHandleForWriting.close()
  process.waitUntilExit()
  try outHandle.close()
  try errHandle.close()
  let out = try String(contentsOf: outURL, encoding: .utf8)
  let err = try String(contentsOf: errURL, encoding: .utf8)
  try? FileManager.default.removeItem(at: outURL)
  try? FileManager.default.removeItem(at: errURL)
  return CLIResult(code: process.terminationStatus, out: out, err: err)
}
