/// Everything about one option that usage, help, parsing and completion need, declared once.
struct OptionInfo: Sendable {
  /// The long name, e.g. `--output`: the canonical name parsed values are kept under.
  var long: String
  /// The one-letter name, e.g. `-o`, if there is one.
  var short: String?
  /// What the value is called in usage and help, brackets included: `<dir>` in `--output <dir>`,
  /// `<key>=<value>` in `--param <key>=<value>`; nil for a flag.
  var valueName: String?
  /// One paragraph; the help renderer wraps it.
  var help: String
  /// How the default is shown in help ("(default: 200000)"); nil when there is none to show.
  var defaultText: String?
  /// Whether giving the option again adds a value (`--param`) rather than replacing it.
  var repeatable = false
  /// What a shell offers for the value.
  var completion = ValueCompletion.none
  /// When set, the command cannot run without the option; the words say what is missing
  /// ("an output folder" gives "'compile' needs an output folder: -o <dir>").
  var requiredAs: String?

  /// Every name, short first (`-o`, `--output`), as help lists them.
  var names: [String] { (short.map { [$0] } ?? []) + [long] }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// `--output <dir>` (or `--layout`): the option as usage shows it.
  var usageForm: String { valueName.map { "\(long) \($0)" } ?? long }

  /// The same option with `text` added to its help, for a command where it means a little more.
  func addingHelp(_ text: String) -> OptionInfo {
    var copy = self
    copy.help += " " + text
    return copy
  }
}

/// An option or flag a command declares: what the command's `options` list holds.
protocol DeclaredOption: Sendable {
  var info: OptionInfo { get }
}

extension OptionInfo: DeclaredOption {
  var info: OptionInfo { self }
}

/// An option that takes a value, with how its text becomes a typed value.
struct Option<Value: Sendable>: DeclaredOption {
  var info: OptionInfo
  /// The value used when the option is not given.
  var defaultValue: Value?
  /// Turns the option's text into its value; a usage error for text it cannot take.
  let parse: @Sendable (String) throws(CommandError) -> Value

  init(
    _ long: String, short: String? = nil, value valueName: String, help: String, defaultValue: Value? = nil,
    defaultText: String? = nil, repeatable: Bool = false, completion: ValueCompletion = .none,
    requiredAs: String? = nil, parse: @escaping @Sendable (String) throws(CommandError) -> Value
  ) {
    self.info = OptionInfo(
      long: long, short: short, valueName: valueName, help: help,
      defaultText: defaultText ?? defaultValue.map { "\($0)" }, repeatable: repeatable, completion: completion,
      requiredAs: requiredAs)
    self.defaultValue = defaultValue
    self.parse = parse
  }

  /// The same option with `text` added to its help.
  func addingHelp(_ text: String) -> Option {
    var copy = self
    copy.info = info.addingHelp(text)
    return copy
  }
}

extension Option where Value == String {
  /// An option whose value is its text, as given.
  init(
    _ long: String, short: String? = nil, value valueName: String, help: String, defaultValue: String? = nil,
    repeatable: Bool = false, completion: ValueCompletion = .none, requiredAs: String? = nil
  ) {
    self.init(
      long, short: short, value: valueName, help: help, defaultValue: defaultValue, repeatable: repeatable,
      completion: completion, requiredAs: requiredAs, parse: { text throws(CommandError) in text })
  }
}

/// An option without a value, e.g. `--check`.
struct Flag: DeclaredOption {
  var info: OptionInfo

  init(_ long: String, short: String? = nil, help: String) {
    info = OptionInfo(long: long, short: short, valueName: nil, help: help)
  }

  /// The same flag with `text` added to its help.
  func addingHelp(_ text: String) -> Flag {
    var copy = self
    copy.info = info.addingHelp(text)
    return copy
  }
}
