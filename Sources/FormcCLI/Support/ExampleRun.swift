import FormDiagnostics
import Foundation

/// A diagnostic's example run as a user would run it: its files written to a fresh folder, then
/// `formc` with its arguments, in-process. `formc explain` shows what the run printed; the
/// catalogue's tests check that it printed the diagnostic.
struct ExampleRun: Sendable {
  /// The exit code.
  var code: Int32
  /// Standard output and standard error, with the folder's path taken out of them, so paths
  /// read as in the example (`Forms/example.form.yaml:6:30: error: …`).
  var out: String
  var err: String

  /// Runs `example` in a folder of its own, removed afterwards, with `extraArguments` after its
  /// arguments.
  /// - Throws: ``CommandError`` when the folder or a file cannot be written.
  static func run(_ example: DiagnosticExample, extraArguments: [String] = []) throws(CommandError) -> ExampleRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-example-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      for file in example.files {
        let url = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
    } catch {
      throw CommandError("cannot write the example to \(folder.path): \(error.localizedDescription)")
    }
    let run = CapturedRun.run(
      arguments(of: example, in: folder.path) + extraArguments, workingDirectory: folder.path)
    let prefix = folder.path + "/"
    return ExampleRun(
      code: run.code, out: run.out.replacingOccurrences(of: prefix, with: ""),
      err: run.err.replacingOccurrences(of: prefix, with: ""))
  }

  /// The example's arguments, the paths of its files (and of `out`, where examples compile to)
  /// made absolute in `folder`: some commands read paths relative to the process's directory,
  /// which is not the folder.
  static func arguments(of example: DiagnosticExample, in folder: String) -> [String] {
    let roots = Set(example.files.compactMap { $0.path.split(separator: "/").first.map(String.init) } + ["out"])
    return example.arguments.enumerated().map { index, argument in
      guard index > 0, !argument.hasPrefix("-"),
        let root = argument.split(separator: "/").first.map(String.init), roots.contains(root)
      else { return argument }
      return Paths.join(folder, argument)
    }
  }
}
