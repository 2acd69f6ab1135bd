import Foundation
import FormCompiler
import FormDiagnostics
import FormRuntime

/// `formc compile FILE... -o DIR`
enum CompileCommand {
  static let command = Formc.Command(
    name: "compile",
    summary: "Compile specs to <Form>.formc.json",
    help: """
      OVERVIEW: Compile form specs into compiled forms for FormRuntime.

      USAGE: formc compile <file-or-folder>... --output <dir>

      ARGUMENTS:
        <file-or-folder>     A *.form.yaml spec, or a folder searched for them.

      OPTIONS:
        -o, --output <dir>   Where to write <Form>.formc.json files (created if missing).
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help           Show this help.

      The compiled form is versioned JSON with sorted keys: the same spec always gives
      byte-identical output. Files are written atomically (a temporary file, then a rename),
      and nothing is written for a spec with errors. Exit status: 0 when every spec compiled,
      1 when any had errors, 2 on usage or I/O errors.

      """,
    options: OptionSpec(options: [["--output", "-o"], CompilerOptions.maxFileSizeOption]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw CommandError("'compile' needs at least one spec file or folder", hint: "see 'formc help compile'")
    }
    guard let output = arguments.values["--output"] else {
      throw CommandError("'compile' needs an output folder: -o <dir>", hint: "see 'formc help compile'")
    }
    let options = try CompilerOptions.from(arguments)
    let files = try InputFiles.expand(arguments.positionals)
    let printer = DiagnosticPrinter(console: console)
    var compiled: [CompilationResult] = []
    var writtenBy: [String: String] = [:]
    for file in files {
      let result = FormCompiler.compile(fileAt: file, options: options)
      printer.print(result)
      guard let form = result.form else { continue }
      if let other = writtenBy[form.name] {
        printer.print(
          Diagnostic(
            id: "duplicate-form",
            message: "form '\(form.name)' is also defined in \(other); both would be written to \(form.name).formc.json",
            at: SourceLocation(file: file, line: 1, column: 1)))
        continue
      }
      writtenBy[form.name] = file
      compiled.append(result)
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw CommandError("cannot create output folder \(output): \(error.localizedDescription)")
    }
    for result in compiled {
      for generated in try OutputRendering.outputs(for: result, template: nil, parameters: [:]) {
        try AtomicFile.write(generated.contents, to: (output as NSString).appendingPathComponent(generated.fileName))
      }
    }
    console.err("compiled \(compiled.count) of \(files.count) file\(files.count == 1 ? "" : "s"): \(printer.summary)\n")
    return printer.errorCount > 0 ? ExitCode.failure : ExitCode.success
  }
}
