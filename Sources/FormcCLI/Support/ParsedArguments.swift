import FormDiagnostics
import NameSuggestions

/// A subcommand's arguments, parsed against its declaration: the positionals, and the text given
/// for each declared option. Commands read options through their declarations
/// (``value(_:)``, ``values(_:)``, ``isSet(_:)``), which turn the text into typed values.
struct ParsedArguments {
  /// The arguments that are not options, in order.
  private(set) var positionals: [String] = []
  /// Every value given to each option, in the order given, by long name.
  private var given: [String: [String]] = [:]
  /// The flags given, by long name.
  private var flags: Set<String> = []
  /// The subcommand's name (`check`).
  let command: String

  /// Parses `arguments` against `options`; `--name=value` and `--name value` are both accepted,
  /// and `--` ends the options.
  ///
  /// - Throws: a usage error for an unknown option (with the closest known name), an option
  ///   without its value, or a value given to a flag.
  init(_ arguments: [String], options: [OptionInfo], command: String) throws(CommandError) {
    self.command = command
    var byName: [String: OptionInfo] = [:]
    for option in options {
      for name in option.names { byName[name] = option }
    }
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = byName[name] else {
        let suggestion = Suggestions.closest(to: name, in: options.flatMap(\.names))
        throw CommandError.usage(
          "unknown option '\(name)' for 'formc \(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          command: command)
      }
      guard option.takesValue else {
        guard inlineValue == nil else { throw CommandError.usage("'\(name)' takes no value", command: command) }
        flags.insert(option.long)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw CommandError.usage("'\(name)' needs a value", command: command) }
        value = arguments[index]
        index += 1
      }
      given[option.long, default: []].append(value)
    }
  }

  /// Parses `arguments` for `command` and checks what its declaration requires: the number of
  /// positional arguments, then every required option.
  init(_ arguments: [String], for command: Formc.Command) throws(CommandError) {
    try self.init(arguments, options: command.allOptions, command: command.name)
    if let problem = command.arguments?.problem(given: positionals.count, command: command.name) {
      throw CommandError.usage(problem, command: command.name)
    } else if command.arguments == nil, let first = positionals.first {
      throw CommandError.usage("'\(command.name)' takes no arguments, not '\(first)'", command: command.name)
    }
    for option in command.options.map(\.info) where option.requiredAs != nil && given[option.long] == nil {
      throw Self.missing(option, command: command.name)
    }
  }

  /// "'compile' needs an output folder: -o <dir>".
  private static func missing(_ option: OptionInfo, command: String) -> CommandError {
    let what = option.requiredAs ?? "the option"
    let name = option.short ?? option.long
    return CommandError.usage(
      "'\(command)' needs \(what): \(name)" + (option.valueName.map { " " + $0 } ?? ""), command: command)
  }

  /// The value of an option the command requires (``OptionInfo/requiredAs``).
  func required<Value>(_ option: Option<Value>, command: String) throws(CommandError) -> Value {
    guard let value = try value(option) else { throw Self.missing(option.info, command: command) }
    return value
  }

  /// The option's value: the last one given, or its default; nil when neither is there.
  func value<Value>(_ option: Option<Value>) throws(CommandError) -> Value? {
    guard let text = given[option.info.long]?.last else { return option.defaultValue }
    return try option.parse(text)
  }

  /// Every value given to a repeatable option, in the order given.
  func values<Value>(_ option: Option<Value>) throws(CommandError) -> [Value] {
    var values: [Value] = []
    for text in given[option.info.long] ?? [] { values.append(try option.parse(text)) }
    return values
  }

  /// Whether the flag was given.
  func isSet(_ flag: Flag) -> Bool {
    flags.contains(flag.info.long)
  }
}
