import FormCompiler

extension CompilerOptions {
  /// The option every command that reads specs takes.
  static let maxFileSizeOption = ["--max-file-size"]

  /// Options for a command's arguments: the default limits, with `--max-file-size` applied.
  static func from(_ arguments: ParsedArguments) throws(CommandError) -> CompilerOptions {
    var options = CompilerOptions()
    if let text = arguments.values["--max-file-size"] {
      guard let bytes = Int(text), bytes > 0 else {
        throw CommandError("--max-file-size takes a positive number of bytes, not '\(text)'")
      }
      options.yamlLimits.maxInputBytes = bytes
    }
    return options
  }
}
