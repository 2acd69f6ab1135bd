extension Formc {
  /// A subcommand, declared once: its name, arguments and options, the text of its help, and what
  /// it does. Usage, `--help`, parsing, usage errors and the shell completion scripts all come
  /// from this declaration.
  struct Command: Sendable {
    var name: String
    /// One line, for the overview's COMMANDS list and the completion scripts.
    var summary: String
    /// The help's OVERVIEW, as written (line breaks kept).
    var overview: String
    /// The positional arguments; nil for a command that takes none.
    var arguments: ArgumentDeclaration?
    /// The options, in the order help lists them (`-h, --help` is added to every command).
    var options: [any DeclaredOption]
    /// The help's sections between OPTIONS and EXIT CODES (event syntax, formc.yml, explanatory
    /// paragraphs), as written; empty for none.
    var discussion: String = ""
    var exitCodes: ExitCodeHelp
    var run: @Sendable (ParsedArguments, Console) throws(CommandError) -> Int32

    /// `-h, --help`, which every command takes.
    static let helpFlag = Flag("--help", short: "-h", help: "Show this help.")

    /// Every option the command accepts, `--help` last.
    var allOptions: [OptionInfo] { options.map(\.info) + [Self.helpFlag.info] }

    /// `formc compile <file-or-folder>... --output <dir> [--template <name-or-path>] ...`, wrapped.
    var usage: String {
      var parts = arguments.map { [$0.usageForm] } ?? []
      for option in options.map(\.info) {
        let form = option.requiredAs == nil ? "[\(option.usageForm)]" : option.usageForm
        parts.append(option.repeatable ? form + "..." : form)
      }
      if parts.isEmpty { return "USAGE: formc \(name)" }
      let prefix = "USAGE: formc \(name) "
      return prefix + TextLayout.wrap(words: parts, indent: prefix.count).joined(separator: "\n")
    }

    /// The whole `formc help <command>` text.
    var help: String {
      var text = "OVERVIEW: \(overview)\n\n\(usage)\n\n"
      if let arguments {
        text += "ARGUMENTS:\n" + TextLayout.column("  <\(arguments.name)>", arguments.help, helpColumn: Self.helpColumn)
        text += "\n"
      }
      text += "OPTIONS:\n"
      for option in allOptions {
        var label = "  " + option.names.joined(separator: ", ")
        if let value = option.valueName { label += " " + value }
        var help = option.help
        if let defaultText = option.defaultText {
          // "Stop after n states (default: 200000)." keeps the full stop last.
          let stop = help.hasSuffix(".") ? "." : ""
          help = String(help.dropLast(stop.count)) + " (default: \(defaultText))" + stop
        }
        text += TextLayout.column(label, help, helpColumn: Self.helpColumn)
      }
      text += "\n"
      if !discussion.isEmpty { text += discussion + "\n\n" }
      return text + exitCodes.section
    }

    /// Where help for an option or argument starts.
    static let helpColumn = 24
  }
}
