import Foundation
import PackagePlugin

/// Generates typed Swift for every `*.form.yaml` in a target, at build time.
///
/// Each spec `name.form.yaml` with `form: Name` becomes `Name.swift` (the bundled `swift`
/// template) in the plugin's work folder, compiled into the target. The `formc` tool is built
/// from source; the spec and the tool are the inputs of each command, so editing either (or a
/// bundled template, which is part of the tool) regenerates the code.
@main
struct FormcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let formc = try context.tool(named: "formc")
    let specs = target.sourceFiles
      .map(\.url)
      .filter { $0.lastPathComponent.hasSuffix(".form.yaml") }
      .sorted { $0.path < $1.path }
    return try specs.map { spec in
      let folder = context.pluginWorkDirectoryURL
        .appendingPathComponent(String(spec.lastPathComponent.dropLast(".form.yaml".count)))
      let output = folder.appendingPathComponent("\(try formName(in: spec)).swift")
      return .buildCommand(
        displayName: "formc: generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
        executable: formc.url,
        arguments: ["compile", spec.path, "--template", "swift", "--output", folder.path],
        inputFiles: [spec, formc.url],
        outputFiles: [output])
    }
  }

  /// The spec's top-level `form:` value, which names the generated file. A spec without one
  /// still gets a command, so that formc reports the problem with its position.
  private func formName(in spec: URL) throws -> String {
    let text = try String(contentsOf: spec, encoding: .utf8)
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) where line.hasPrefix("form:") {
      var value = line.dropFirst("form:".count).trimmingCharacters(in: .whitespaces)
      if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
      return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
    }
    return "InvalidForm"
  }
}
