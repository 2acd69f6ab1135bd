/// Text inside POSIX single quotes (bash, zsh, sh): a `'` ends the quotes, so it is written `'\''` (close, an
/// escaped quote, open again); nothing else is special.
public enum ShellSingleQuoteEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    byte == UInt8(ascii: "'") ? #"'\''"# : nil
  }
}

/// Text inside fish's single quotes, where `\'` and `\\` are the only escapes.
public enum FishSingleQuoteEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\\"): #"\\"#
    case UInt8(ascii: "'"): #"\'"#
    default: nil
    }
  }
}

/// Text inside ANSI-C quotes (`$'…'`, bash, zsh, ksh and POSIX 2024): `\`, `'` and the control characters escaped,
/// so a command with a newline in an argument stays on one line (as in a `//` comment).
public enum ShellANSICQuoteEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\\"): return #"\\"#
    case UInt8(ascii: "'"): return #"\'"#
    case UInt8(ascii: "\n"): return #"\n"#
    case UInt8(ascii: "\t"): return #"\t"#
    case UInt8(ascii: "\r"): return #"\r"#
    case 0..<0x20, 0x7F:
      let hex = String(byte, radix: 16)
      return #"\x"# + (hex.count == 1 ? "0" + hex : hex)
    default: return nil
    }
  }
}
