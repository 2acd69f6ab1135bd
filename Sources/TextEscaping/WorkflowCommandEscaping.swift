/// A GitHub Actions workflow command's message (`::error …::MESSAGE`), escaped as the runner expects: `%`, CR and
/// LF as `%25`, `%0D`, `%0A`.
public enum WorkflowCommandDataEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "%"): "%25"
    case UInt8(ascii: "\r"): "%0D"
    case UInt8(ascii: "\n"): "%0A"
    default: nil
    }
  }
}

/// A GitHub Actions workflow command's property value (`file=…`, `title=…`): as a message, and also `:` and `,`
/// as `%3A` and `%2C`, which would otherwise end the value.
public enum WorkflowCommandPropertyEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: ":"): "%3A"
    case UInt8(ascii: ","): "%2C"
    default: WorkflowCommandDataEscaping.replacement(for: byte)
    }
  }
}
