/// The positional arguments a command takes: how many, what they are called, and what a shell offers.
struct ArgumentDeclaration: Sendable {
  /// How many positional arguments the command takes.
  enum Count: Sendable {
    case exactlyOne
    case atMostOne
    case oneOrMore
    case zeroOrMore
  }

  /// What usage and help call it, without brackets: `file-or-folder`.
  var name: String
  /// Help for the ARGUMENTS section, one paragraph.
  var help: String
  var count: Count
  /// What an error calls one of them: "spec file or folder" gives
  /// "'check' needs at least one spec file or folder".
  var noun: String
  var completion = ValueCompletion.file

  /// `<file-or-folder>...`, `[<id>]`: the argument as usage shows it.
  var usageForm: String {
    switch count {
    case .exactlyOne: "<\(name)>"
    case .atMostOne: "[<\(name)>]"
    case .oneOrMore: "<\(name)>..."
    case .zeroOrMore: "[<\(name)>...]"
    }
  }

  /// The usage error for `given` arguments, or nil when that many are fine.
  func problem(given: Int, command: String) -> String? {
    switch count {
    case .exactlyOne where given != 1: "'\(command)' takes exactly one \(noun)"
    case .atMostOne where given > 1: "'\(command)' takes at most one \(noun)"
    case .oneOrMore where given == 0: "'\(command)' needs at least one \(noun)"
    default: nil
    }
  }
}
