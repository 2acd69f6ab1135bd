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
      try run(formc, ["run", "--config", root.appendingPathComponent("formc.yml").path] + check)
      return
    }
    for target in context.package.targets.compactMap({ $0 as? SourceModuleTarget }) {
      let specs = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".form.yaml") }
      guard !specs.isEmpty else { continue }
      let output = target.directoryURL.appendingPathComponent("Generated").path
      try run(formc, ["compile"] + specs.map(\.path) + ["--template", "swift", "-o", output] + check)
    }
  }

  private func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GenerateFormsError(status: process.terminationStatus, arguments: arguments)
    }
  }
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
