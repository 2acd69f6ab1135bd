import FormDiagnostics
import FormYAML
import TextEscaping

/// Where a string of the spec was written, character by character, so that a diagnostic about a part of it (a name
/// inside a condition) points at that part, whatever quoting or escaping the string was written with.
public struct ScalarPlacement: Sendable {
  /// The scalar the string was read from; only its positions are read here.
  private let node: YAMLNode

  init(_ node: YAMLNode) {
    self.node = node
  }

  /// Where the string's node starts (its opening quote, when it has one).
  public var location: SourceLocation { node.location }

  /// Where the string's text starts (after its opening quote, when it has one).
  public var textLocation: SourceLocation { node.textLocation }

  /// Where the character at `offset` (in Unicode scalars of the string's value) was written.
  /// - Complexity: O(`offset`), O(1) for strings written without escapes.
  public func location(ofOffset offset: Int) -> SourceLocation {
    node.location(ofScalarOffset: offset)
  }

  /// A fix-it replacing the whole string with `replacement`: only the characters between the quotes of a quoted
  /// scalar, so the quotes stay.
  /// - Parameter length: the string's length in Unicode scalars.
  func replacing(length: Int, with replacement: String) -> FixIt {
    let start = location(ofOffset: 0)
    let end = location(ofOffset: length)
    return FixIt(
      location: start, length: end.line == start.line ? end.column - start.column : length, replacement: replacement)
  }

  /// A fix-it that makes the string's value `value`, written so YAML reads it back as `value` whatever it holds:
  /// escaped for the string's quotes, and a plain scalar put in double quotes (a condition may hold what a plain
  /// scalar cannot: a leading `!`, `: `, ` #`, or a `,` inside a flow mapping).
  /// - Parameter length: the string's length in Unicode scalars.
  func replacingValue(length: Int, with value: String) -> FixIt {
    let written: String
    switch node.scalar?.style {
    case .doubleQuoted?: written = String(value, escapedBy: JSONStringEscaping.self)
    case .singleQuoted?: written = value.replacing("'", with: "''")
    case .plain?: written = JSONStringEscaping.quoted(value)
    // A block scalar has no escapes; its text is written as it is.
    case .literal?, .folded?, nil: written = value
    }
    return replacing(length: length, with: written)
  }
}
