import Foundation
import PackagePlugin

/// `swift package generate-forms`: writes generated code into the package, for teams who
/// commit it. With a `formc.yml` at the package root it runs `formc run` there; otherwise each
/// target's `*.form.yaml` files are compiled with the bundled Swift template into that
/// target's `Generated/` folder. Pass `--check` to fail on stale code instead of writing.
@main
struct GenerateFormsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let formc = try context.tool(named: "formc").url
    let root = context.package.directoryURL
    let check = arguments.contains("--check") ? ["--check"] : []
    if FileManager.default.fileExists(atPath: root.appendingPathComponent("formc.yml").path) {
      try run(formc, ["run", "--config", "formc.yml"] + check, in: root)
      return
    }
    for target in context.package.targets.compactMap({ $0 as? SourceModuleTarget }) {
      let specs = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".form.yaml") }
      guard !specs.isEmpty else { continue }
      let output = relative(target.directoryURL.appendingPathComponent("Generated"), to: root)
      try run(
        formc, ["compile"] + specs.map { relative($0, to: root) } + ["--template", "swift", "-o", output] + check,
        in: root)
    }
  }

  /// Runs formc in the package's folder, with paths relative to it: the header of each generated
  /// file names the command that regenerates it, and committed files must not name the folder
  /// the package happened to be checked out in.
  private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GenerateFormsError(status: process.terminationStatus, arguments: arguments)
    }
  }
}

/// `url`'s path relative to `folder` when it is inside it, else its absolute path.
private func relative(_ url: URL, to folder: URL) -> String {
  let base = folder.standardizedFileURL.path
  let path = url.standardizedFileURL.path
  let prefix = base.hasSuffix("/") ? base : base + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

struct GenerateFormsError: Error, CustomStringConvertible {
  var status: Int32
  var arguments: [String]
  var description: String {
    let failure = "formc \(arguments.joined(separator: " ")) failed with exit status \(status)"
    // Exit status 1 is a problem in the specs or, with --check, outputs that are stale or missing:
    // this command, not the formc command it ran, is what regenerates them here.
    guard status == 1, arguments.contains("--check") else { return failure }
    return failure
      + "; if it reported stale or missing outputs, regenerate them with "
      + "'swift package --allow-writing-to-package-directory generate-forms'"
  }
}
