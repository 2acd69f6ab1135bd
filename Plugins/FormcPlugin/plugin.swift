import Foundation
import PackagePlugin

/// Generates typed Swift for every `*.form.yaml` in a target, at build time.
///
/// Each spec `name.form.yaml` with `form: Name` becomes `Name.swift` (the bundled `swift`
/// template) in the plugin's work folder, compiled into the target. The `formc` tool is built
/// from source; the spec and the tool are the inputs of each command, so editing either (or a
/// bundled template, which is part of the tool) regenerates the code.
///
/// A `formc.yml` at the target's root is honoured: its `template`, `params` and `diagnostics`
/// apply (the command is `formc run --config <target>/formc.yml <spec> --output <work folder>`),
/// and it and a template file it names are inputs too. Its `inputs` and `output` are for
/// `formc run` on the command line: a build plugin compiles the target's own specs and may
/// write only into its work folder.
@main
struct FormcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let formc = try context.tool(named: "formc")
    let specs = target.sourceFiles
      .map(\.url)
      .filter { $0.lastPathComponent.hasSuffix(".form.yaml") }
      .sorted { $0.path < $1.path }
    let config = target.directoryURL.appendingPathComponent("formc.yml")
    let hasConfig = FileManager.default.fileExists(atPath: config.path)
    let template = hasConfig ? try topLevelValue("template", in: config) : "swift"
    let templateFile = template.flatMap { templateFileURL($0, besides: config) }
    let outputExtension = template.map { self.outputExtension(of: $0) } ?? "formc.json"

    return try specs.map { spec in
      let folder = context.pluginWorkDirectoryURL
        .appendingPathComponent(String(spec.lastPathComponent.dropLast(".form.yaml".count)))
      let formName = try topLevelValue("form", in: spec) ?? "InvalidForm"
      let output = folder.appendingPathComponent("\(formName).\(outputExtension)")
      let arguments =
        hasConfig
        ? ["run", "--config", config.path, spec.path, "--output", folder.path]
        : ["compile", spec.path, "--template", "swift", "--output", folder.path]
      return .buildCommand(
        displayName: "formc: generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
        executable: formc.url,
        arguments: arguments,
        inputFiles: [spec, formc.url] + (hasConfig ? [config] : []) + (templateFile.map { [$0] } ?? []),
        outputFiles: [output])
    }
  }

  /// A top-level `key: value` of a YAML file, read line by line (a plugin cannot use formc's
  /// loader). For a spec's `form:`, which names the generated file, and formc.yml's `template:`.
  /// A file without the key still gets its command, so that formc reports any problem with its
  /// position.
  private func topLevelValue(_ key: String, in file: URL) throws -> String? {
    let text = try String(contentsOf: file, encoding: .utf8)
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) where line.hasPrefix("\(key):") {
      var value = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
      if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
      return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
    }
    return nil
  }

  /// formc.yml's template as a file (resolved against formc.yml's folder), when it is one.
  private func templateFileURL(_ template: String, besides config: URL) -> URL? {
    let url = config.deletingLastPathComponent().appendingPathComponent(template)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The extension formc gives a template's outputs: `swift` and `md` for the bundled ones,
  /// the part before `.mustache` for a file (`Forms.swift.mustache` renders `.swift`).
  private func outputExtension(of template: String) -> String {
    switch template {
    case "swift": return "swift"
    case "markdown": return "md"
    default:
      var base = URL(fileURLWithPath: template).lastPathComponent
      if base.hasSuffix(".mustache") { base.removeLast(".mustache".count) }
      guard let dot = base.lastIndex(of: ".") else { return "txt" }
      return String(base[base.index(after: dot)...])
    }
  }
}
