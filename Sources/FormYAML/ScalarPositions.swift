import FormDiagnostics

/// Where a scalar's text lies in the source, kept so that an offset in its value can be turned into a position.
struct ScalarSource: Sendable {
  /// How value offsets map to source positions.
  enum Layout: Sendable {
    /// One source character per value character, starting at `contentStart` (single-line plain scalars, and
    /// single-line quoted scalars without escapes).
    case identity
    /// A single-line quoted scalar with escapes; `raw` is the text between its quotes as written.
    case escaped(raw: String, style: YAMLScalarStyle)
    /// A literal block scalar: value line k is source line `firstLine + k`, its text starting at column
    /// `indent + 1`.
    case literal(firstLine: Int, indent: Int)
    /// Anything else (multi-line flow scalars, folded block scalars): only `contentStart` is known.
    case approximate
  }

  /// The position of the value's first character (after the opening quote, or the first content character of a
  /// block scalar), in the file of the node (``YAMLNode/scalarSourceFile``).
  var contentStart: LineColumn
  /// How the rest of the value maps.
  var layout: Layout
}

extension YAMLNode {
  /// The location of the character at `offset` inside this scalar, so that a diagnostic can point into a string.
  ///
  /// `offset` counts Unicode scalars of ``YAMLScalar/value`` (the unit ``SourceLocation/column`` counts in).
  /// The answer is exact for single-line plain, single-quoted (`''` escape) and double-quoted scalars (backslash
  /// escapes, `\x`, `\u` and `\U` included) and for literal block scalars; for other multi-line scalars it is the
  /// position of the first content character. Offsets past the end give the position just past the last character.
  /// For a node that is not a scalar, or was not loaded from a source, it is ``location``. An alias maps into the
  /// text of the anchored scalar, where its characters are written.
  /// - Complexity: O(`offset`), O(1) for scalars written without escapes.
  public func location(ofScalarOffset offset: Int) -> SourceLocation {
    guard let source = scalarSource, let scalar else { return location }
    let offset = max(0, offset)
    let contentStart = SourceLocation(
      file: scalarSourceFile, line: source.contentStart.line, column: source.contentStart.column)
    switch source.layout {
    case .identity:
      return contentStart.advanced(by: min(offset, scalar.value.unicodeScalars.count))
    case .escaped(let raw, let style):
      return contentStart.advanced(by: Self.rawOffset(ofValueOffset: offset, in: raw, style: style))
    case .literal(let firstLine, let indent):
      var line = firstLine
      var column = indent + 1
      for character in scalar.value.unicodeScalars.prefix(offset) {
        if character == "\n" {
          line += 1
          column = indent + 1
        } else {
          column += 1
        }
      }
      return SourceLocation(file: contentStart.file, line: line, column: column)
    case .approximate:
      return contentStart
    }
  }

  /// How many Unicode scalars of the quoted text `raw` produce the first `offset` characters of the value.
  private static func rawOffset(ofValueOffset offset: Int, in raw: String, style: YAMLScalarStyle) -> Int {
    let scalars = Array(raw.unicodeScalars)
    var rawIndex = 0
    var produced = 0
    while produced < offset, rawIndex < scalars.count {
      let character = scalars[rawIndex]
      if style == .singleQuoted, character == "'" {
        rawIndex += 2
      } else if style == .doubleQuoted, character == "\\", rawIndex + 1 < scalars.count {
        switch scalars[rawIndex + 1] {
        case "x": rawIndex += 4
        case "u": rawIndex += 6
        case "U": rawIndex += 10
        default: rawIndex += 2
        }
      } else {
        rawIndex += 1
      }
      produced += 1
    }
    return min(rawIndex, scalars.count)
  }
}

extension YAMLNode {
  /// The offset in this scalar's value (in Unicode scalars) of the character written at `line`, `column`, the
  /// inverse of ``location(ofScalarOffset:)``; a position just past the last character gives the value's length.
  ///
  /// Nil where the answer would not be exact: outside the scalar's text, inside an escape sequence (`''`, `\n`),
  /// in a multi-line flow scalar or a folded block scalar, or for a node that is not a scalar read from a source.
  /// - Complexity: O(length) for scalars written without escapes, O(length²) for those with (conditions, short).
  public func scalarOffset(line: Int, column: Int) -> Int? {
    guard let source = scalarSource, let scalar else { return nil }
    let count = scalar.value.unicodeScalars.count
    let start = source.contentStart
    switch source.layout {
    case .identity:
      guard line == start.line, column >= start.column, column - start.column <= count else { return nil }
      return column - start.column
    case .escaped(let raw, let style):
      guard line == start.line, column >= start.column else { return nil }
      let target = column - start.column
      // Walks the value's offsets until one starts at the raw offset asked for; one inside an escape has none.
      for offset in 0...count {
        let rawOffset = Self.rawOffset(ofValueOffset: offset, in: raw, style: style)
        if rawOffset == target { return offset }
        if rawOffset > target { return nil }
      }
      return nil
    case .literal(let firstLine, let indent):
      guard line >= firstLine, column > indent else { return nil }
      var offset = 0
      var currentLine = firstLine
      var currentColumn = indent + 1
      for character in scalar.value.unicodeScalars {
        if currentLine == line, currentColumn == column { return offset }
        if character == "\n" {
          if currentLine == line { return nil }
          currentLine += 1
          currentColumn = indent + 1
        } else {
          currentColumn += 1
        }
        offset += 1
      }
      return currentLine == line && currentColumn == column ? offset : nil
    case .approximate:
      return nil
    }
  }
}
