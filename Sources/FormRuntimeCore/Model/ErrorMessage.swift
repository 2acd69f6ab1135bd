/// The text of an error message, written where the error is thrown as a string literal, with
/// interpolations: `CompiledFormError("rows.parent[\(slot)] is out of range")`.
///
/// It gives the same text as a `String` literal would. The difference is the code at each place a
/// message is written: each literal piece reaches ``StringInterpolation/appendLiteral(_:)`` as a
/// `StaticString`, and is appended by its address alone, where a `String` literal is a value
/// made, and later released, at that place. Native builds hardly notice (messages are cold code);
/// in the WebAssembly build, where the compiler inlines almost nothing to keep the module small, a
/// message took about 126 bytes of code where it was written and takes 78 this way (BENCHMARKS.md,
/// "Error messages"); fewer still now that the message and its interpolation are one reference
/// wide, passed and returned in a register, and each piece one word. For the same reason the
/// `description`s the WebAssembly module builds from pieces are written as messages too, returning
/// their ``text``.
package struct ErrorMessage: ExpressibleByStringInterpolation, Hashable {
  /// The text, built in place by the interpolation (or made here), one reference wide so that a
  /// message is passed and returned in a register.
  private let built: StringInterpolation

  /// The message.
  package var text: String { built.text }

  /// A message made elsewhere, as text.
  package init(_ text: String) {
    built = StringInterpolation()
    built.appendInterpolation(text)
  }

  /// Inlined (in other modules too), so that where a message without interpolations is written
  /// it is one call with the literal's address (``StringInterpolation/appendText(_:)`` says why).
  @inlinable @inline(__always)
  package init(stringLiteral literal: StaticString) {
    self.init(text: literal.utf8Start)
  }

  /// The message of a literal, given the address of its UTF-8, which ends with a NUL.
  @usableFromInline @inline(never)
  init(text start: UnsafePointer<UInt8>) {
    built = StringInterpolation()
    built.appendText(start)
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
  /// A reference, so that where a message is written it is one pointer, passed to each piece's
  /// call in a register: a struct holding the text was kept in the caller's stack frame, copied
  /// there once made and read back once done. The allocation is made only when a message is,
  /// which is when something has failed.
  ///
  /// Eager-move, as the standard library's `String` and `Array` are: nothing observes when it is
  /// freed (it has no `deinit`, and no pointer reaches into it), so its lifetime need not last to
  /// the end of the scope that made it. As a lexical value, each message retained it once made and
  /// released it after being made from it (BENCHMARKS.md, "Data and lifetimes").
  @_eagerMove
  package final class StringInterpolation: StringInterpolationProtocol {
    fileprivate var text = ""

    /// Inlined, in other modules too, so that where a message is written its interpolation is
    /// made by a call that takes nothing: the out-of-line initializer this requirement's
    /// parameters reached was called with them at each message, though it reads neither.
    @inlinable @inline(__always)
    package convenience init(literalCapacity: Int, interpolationCount: Int) {
      self.init()
    }

    @usableFromInline @inline(never)
    init() {}

    /// Always inlined, in other modules too, so that the empty literal an interpolation writes
    /// before or after a value at a message's start or end calls nothing (the check folds away
    /// where it is written), and any other is one call with its address.
    @inlinable @inline(__always)
    package func appendLiteral(_ literal: StaticString) {
      if literal.utf8CodeUnitCount != 0 { appendText(literal.utf8Start) }
    }

    /// Appends a literal's text, given its address alone: a `StaticString`'s UTF-8 ends with a
    /// NUL (as `utf8Start` documents), so each piece of a message is passed as one word where it
    /// is written, not as its address, length and flags (BENCHMARKS.md, "Literals and loops
    /// inlined").
    @usableFromInline @inline(never)
    func appendText(_ start: UnsafePointer<UInt8>) {
      text += String(cString: start)
    }

    @inline(never)
    package func appendInterpolation(_ value: String) {
      text += value
    }

    @inline(never)
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
