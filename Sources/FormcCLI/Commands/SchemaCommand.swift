import FormCompiler
import Foundation

/// `formc schema [-o FILE]`
enum SchemaCommand {
  static let output = Option(
    "--output", short: "-o", value: "<file>",
    help: "Write the schema to this file (atomically: a temporary file, then a rename) instead of standard output.",
    completion: .file)

  static let command = Formc.Command(
    name: "schema",
    summary: "Print the JSON Schema of the spec language, for editors",
    overview: "Print a JSON Schema (draft 2020-12) of form specs, for editors' completion and checks.",
    arguments: nil,
    options: [output],
    discussion: """
      The schema is generated from the keys formc's decoder reads, so it lists exactly the keys,
      required keys and names (kind, select, format, keyboard, style, state types) the compiler
      takes, with a description of each. It checks a spec's shape: unknown keys, missing keys,
      values of the wrong type, unknown names, and a row's style against the styles of its kind.
      What else depends on other keys (which keys a row's kind allows, a default's type,
      conditions) is left to 'formc check', so a spec formc accepts always validates.

      EDITORS:
        formc schema -o formc.schema.json
      then, for yaml-language-server (VS Code's YAML extension, Neovim's yamlls, Helix, Zed),
      the first line of a spec:
        # yaml-language-server: $schema=formc.schema.json
      or its settings: yaml.schemas = {"formc.schema.json": "*.form.yaml"}. See the README's
      'Editors'.
      """,
    exitCodes: ExitCodeHelp(
      success: "the schema was printed or written", failure: nil, usageOrIO: "usage or I/O errors (unwritable file)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let text = SpecSchema.text
    guard let path = try arguments.value(output) else {
      console.out(text)
      return ExitCode.success
    }
    let resolver = PathResolver(workingDirectory: console.workingDirectory)
    try AtomicFile.write(Data(text.utf8), to: resolver.fileSystemPath(path))
    console.err("wrote \(path)\n")
    return ExitCode.success
  }
}
