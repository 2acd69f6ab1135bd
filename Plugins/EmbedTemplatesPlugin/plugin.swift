import Foundation
import PackagePlugin

/// Embeds the package's `Templates/*.mustache` into the target as Swift source at build time,
/// so the tool needs no files beside its executable.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appendingPathComponent("Templates")
    let templates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "mustache" }
      .sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("BundledTemplates.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(templates.count) templates",
        executable: try context.tool(named: "EmbedTemplates").url,
        arguments: [output.path] + templates.map(\.path),
        inputFiles: templates,
        outputFiles: [output])
    ]
  }
}
