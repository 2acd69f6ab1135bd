import TextEscaping

/// Words written for a shell to read back: completion scripts, and the command in a generated file's header.
enum ShellQuoting {
  /// `text` in POSIX single quotes (bash, zsh): `'it'\''s'`.
  static func single(_ text: String) -> String {
    "'" + String(text, escapedBy: ShellSingleQuoteEscaping.self) + "'"
  }

  /// `text` in fish single quotes, where `\'` and `\\` are the escapes.
  static func fish(_ text: String) -> String {
    "'" + String(text, escapedBy: FishSingleQuoteEscaping.self) + "'"
  }

  /// A word of a command line shown to the user, to paste back into a POSIX shell: `word`
  /// unchanged when it has only characters no shell treats specially, else single-quoted;
  /// with control characters (a newline would end a `//` comment), in `$'…'` with escapes.
  static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./=:@%+,".unicodeScalars.contains(scalar)
    }
    if plain && !word.isEmpty { return word }
    guard word.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return single(word)
    }
    return "$'" + String(word, escapedBy: ShellANSICQuoteEscaping.self) + "'"
  }
}
