import Foundation

/// One word a completion script completes after `formc`, with what follows it: a command's
/// declaration seen by the script generators, and `help`, which takes a command's name.
struct CompletionEntry: Sendable {
  var name: String
  var summary: String
  /// What a shell offers for positional arguments.
  var arguments: ValueCompletion
  /// Whether more than one positional argument is taken.
  var repeatsArguments: Bool
  var options: [OptionInfo]

  /// Every command, then `help`.
  static func all(_ commands: [Formc.Command]) -> [CompletionEntry] {
    commands.map { command in
      CompletionEntry(
        name: command.name, summary: command.summary, arguments: command.arguments?.completion ?? .none,
        repeatsArguments: command.arguments.map { $0.count == .oneOrMore || $0.count == .zeroOrMore } ?? false,
        options: command.allOptions)
    }
      + [
        CompletionEntry(
          name: "help", summary: Formc.helpSummary, arguments: .choices(commands.map(\.name)),
          repeatsArguments: false, options: [])
      ]
  }
}

extension OptionInfo {
  /// The help's first sentence, without its full stop: what a shell shows beside the option.
  var summary: String {
    var text = Substring(help)
    for separator in [". ", "; ", ": "] {
      if let range = text.range(of: separator) { text = text[..<range.lowerBound] }
    }
    return String(text.hasSuffix(".") ? text.dropLast() : text)
  }
}
