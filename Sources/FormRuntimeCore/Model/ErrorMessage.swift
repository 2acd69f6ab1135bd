/// The text of an error message, written where the error is thrown as a string literal, with
/// interpolations: `CompiledFormError("rows.parent[\(slot)] is out of range")`.
///
/// It gives the same text as a `String` literal would. A message is one reference wide (its
/// interpolation, a final class), so that an error holding one is a word or two, passed and
/// returned in registers: the runtime's many throwing functions return their errors that way. The
/// `description`s the engine builds from pieces are written as messages too, returning their
/// ``text``, so that a message is built one way throughout.
package struct ErrorMessage: ExpressibleByStringInterpolation, Hashable {
  /// The text, built in place by the interpolation (or made here).
  private let built: StringInterpolation

  /// The message.
  package var text: String { built.text }

  /// A message made elsewhere, as text.
  package init(_ text: String) {
    built = StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    built.appendInterpolation(text)
  }

  #if hasFeature(Embedded)
    // Inlined in the other modules too, with `appendLiteral`: in the WebAssembly module a
    // message is then one call with the literal's address (BENCHMARKS.md, "The engine as
    // WebAssembly: size").
    @inlinable @inline(__always)
  #endif
  package init(stringLiteral literal: StaticString) {
    let built = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
    built.appendLiteral(literal)
    self.init(stringInterpolation: built)
  }

  package init(stringInterpolation: StringInterpolation) {
    built = stringInterpolation
  }

  /// Messages are equal when their texts are, however each was made: what lets an error that
  /// holds one be equal and hashed by its text.
  package static func == (lhs: ErrorMessage, rhs: ErrorMessage) -> Bool { lhs.text == rhs.text }

  package func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Builds the message piece by piece, as `DefaultStringInterpolation` builds a `String`.
  ///
  /// A reference, so that a message is one pointer wide. The allocation is made only when a
  /// message is, which is when something has failed.
  ///
  /// In Embedded Swift (the WebAssembly module, whose size is measured in BENCHMARKS.md, "The
  /// engine as WebAssembly: size"), eager-move, as the standard library's `String` and `Array`
  /// are: nothing observes when it is freed (it has no `deinit`, and no pointer reaches into it),
  /// so no retain and release surround each message; and each literal piece is passed as its
  /// address alone, a `StaticString`'s UTF-8 ending with a NUL (as `utf8Start` documents).
  #if hasFeature(Embedded)
    @_eagerMove
  #endif
  package final class StringInterpolation: StringInterpolationProtocol {
    fileprivate var text = ""

    package init(literalCapacity: Int, interpolationCount: Int) {}

    #if hasFeature(Embedded)
      @inlinable @inline(__always)
      package func appendLiteral(_ literal: StaticString) {
        if literal.utf8CodeUnitCount != 0 { appendText(literal.utf8Start) }
      }

      @usableFromInline @inline(never)
      func appendText(_ start: UnsafePointer<UInt8>) {
        text += String(cString: start)
      }
    #else
      package func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { text += String(decoding: $0, as: UTF8.self) }
      }
    #endif

    package func appendInterpolation(_ value: String) {
      text += value
    }

    package func appendInterpolation(_ value: Int) {
      text += String(value)
    }

    /// Any other value, by its `description`, as `DefaultStringInterpolation` shows it.
    package func appendInterpolation(_ value: some CustomStringConvertible) {
      appendInterpolation(value.description)
    }
  }
}

/// Sendable, though it holds a class with a variable: the interpolation is written only while the
/// message is being made, before a message holds it, and nothing writes it through a message.
extension ErrorMessage: @unchecked Sendable {}
