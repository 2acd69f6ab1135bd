/// The text of an error message, written where the error is thrown as a string literal, with
/// interpolations: `CompiledFormError("rows.parent[\(slot)] is out of range")`.
///
/// It gives the same text as a `String` literal would. The difference is the code at each place a
/// message is written: each literal piece reaches ``StringInterpolation/appendLiteral(_:)`` as a
/// `StaticString` (an address and a length), where a `String` literal is a value made, and later
/// released, at that place. Native builds hardly notice (messages are cold code); in the
/// WebAssembly build, where the compiler inlines almost nothing to keep the module small, a
/// message took about 126 bytes of code where it was written and takes 78 this way (BENCHMARKS.md,
/// "Error messages").
package struct ErrorMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message.
  package var text: String

  /// A message made elsewhere, as text.
  package init(_ text: String) {
    self.text = text
  }

  package init(stringLiteral literal: StaticString) {
    text = ""
    Self.append(literal, to: &text)
  }

  package init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  @inline(never)
  fileprivate static func append(_ literal: StaticString, to text: inout String) {
    literal.withUTF8Buffer { text += String(decoding: $0, as: UTF8.self) }
  }

  /// Builds the message piece by piece, as `DefaultStringInterpolation` builds a `String`.
  package struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var text = ""

    package init(literalCapacity: Int, interpolationCount: Int) {}

    @inline(never)
    package mutating func appendLiteral(_ literal: StaticString) {
      ErrorMessage.append(literal, to: &text)
    }

    @inline(never)
    package mutating func appendInterpolation(_ value: String) {
      text += value
    }

    @inline(never)
    package mutating func appendInterpolation(_ value: Int) {
      text += String(value)
    }

    /// Any other value, by its `description`, as `DefaultStringInterpolation` shows it.
    package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      appendInterpolation(value.description)
    }
  }
}
