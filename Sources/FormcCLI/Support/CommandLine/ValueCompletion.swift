/// What a shell may offer where an option's value or a positional argument goes.
enum ValueCompletion: Sendable, Equatable {
  /// Nothing: a number, a `key=value` pair, free text.
  case none
  /// A path to a file (folders are offered too, to walk into).
  case file
  /// A path to a folder.
  case folder
  /// One of a fixed list of words.
  case choices([String])
  /// One of a fixed list of words, or a path to a file (`--template swift` or `--template my.mustache`).
  case choicesOrFile([String])

  /// The fixed words, if any.
  var words: [String] {
    switch self {
    case .choices(let words), .choicesOrFile(let words): words
    case .none, .file, .folder: []
    }
  }
}
