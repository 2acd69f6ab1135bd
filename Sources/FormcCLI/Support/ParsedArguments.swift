import FormDiagnostics

/// The options one subcommand accepts.
struct OptionSpec: Sendable {
  /// Flags without a value, e.g. `--layout`.
  var flags: [String] = []
  /// Options with a value, e.g. `-o DIR` / `--output DIR`; the first name is the canonical one.
  var options: [[String]] = []
}

/// A subcommand's arguments, split into positionals, flags and option values.
struct ParsedArguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  /// The last value given to each option, by canonical name.
  var values: [String: String] = [:]
  /// Every value given to each option, in the order given (for repeatable options like `--param`).
  var allValues: [String: [String]] = [:]

  /// Parses `arguments` against `spec`; `--name=value` and `--name value` are both accepted,
  /// and `--` ends the options.
  init(_ arguments: [String], spec: OptionSpec, command: String) throws(CommandError) {
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
      if spec.flags.contains(name) {
        guard inlineValue == nil else {
          throw CommandError("'\(name)' takes no value", hint: "see 'formc help \(command)'")
        }
        flags.insert(name)
      } else if let names = spec.options.first(where: { $0.contains(name) }) {
        let canonical = names[0]
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw CommandError("'\(name)' needs a value", hint: "see 'formc help \(command)'")
          }
          value = arguments[index]
          index += 1
        }
        values[canonical] = value
        allValues[canonical, default: []].append(value)
      } else {
        let known = spec.flags + spec.options.flatMap { $0 } + ["--help", "-h"]
        let suggestion = Suggestions.closest(to: name, in: known)
        throw CommandError(
          "unknown option '\(name)' for 'formc \(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          hint: "see 'formc help \(command)'")
      }
    }
  }
}
