import Foundation
import PackagePlugin

/// Generates typed Swift for every `*.form.yaml` in a target, at build time.
///
/// Each spec becomes `<spec name>.swift` in the plugin's work folder, compiled into the target.
/// The `formc` tool is built from source. A `formc.yml` in the target's folder may set
/// `template` and `params`; the spec, the config and the tool are inputs of each command, so
/// editing any of them regenerates the code.
@main
struct FormcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let formc = try context.tool(named: "formc")
    let config = target.directoryURL.appendingPathComponent("formc.yml")
    let hasConfig = FileManager.default.fileExists(atPath: config.path)
    let specs = target.sourceFiles
      .map(\.url)
      .filter { $0.lastPathComponent.hasSuffix(".form.yaml") }
      .sorted { $0.path < $1.path }
    return specs.map { spec in
      let name = String(spec.lastPathComponent.dropLast(".form.yaml".count))
      let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
      var arguments = ["compile", spec.path, "--output-file", output.path]
      arguments += hasConfig ? ["--config", config.path] : ["--template", "swift"]
      return .buildCommand(
        displayName: "formc: generating \(name).swift from \(spec.lastPathComponent)",
        executable: formc.url,
        arguments: arguments,
        inputFiles: [spec, formc.url] + (hasConfig ? [config] : []),
        outputFiles: [output])
    }
  }
}
