import FormCompiler
import FormDiagnostics
import FormLanguageServer
import Foundation

/// Specs with a cursor marked in their text, and the example forms, for the navigation tests.
enum NavigationFixtures {
  /// The cursor's mark in a test spec; it is removed before the text is compiled.
  static let cursor: Character = "‸"

  /// The navigator of `marked` without its mark, and the mark's position (scalar columns, as the compiler counts).
  static func marked(_ marked: String, path: String = "test.form.yaml") -> (any SpecNavigation, TextPosition) {
    var line = 1
    var column = 1
    var position = TextPosition(line: 1, column: 1)
    for scalar in marked.unicodeScalars {
      if Character(scalar) == cursor {
        position = TextPosition(line: line, column: column)
        continue
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    let text = marked.filter { $0 != cursor }
    return (navigator(text, path: path), position)
  }

  static func navigator(_ text: String, path: String = "test.form.yaml") -> any SpecNavigation {
    let factory: SpecNavigationFactory = SpecNavigator.make
    return factory(path, text, FormCompiler.compile(SourceText(path: path, text: text)))
  }

  /// The example forms of the repository, by file name.
  static func exampleForms() throws -> [(name: String, text: String)] {
    let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Forms")
    let names = try FileManager.default.contentsOfDirectory(atPath: forms.path).filter { $0.hasSuffix(".form.yaml") }
    return try names.sorted().map { ($0, try String(contentsOf: forms.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// `text` with each replacement made (they must not overlap).
  static func applying(_ replacements: [TextReplacement], to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    for replacement in replacements.sorted(by: { $0.span.start > $1.span.start }) {
      let span = replacement.span
      precondition(span.start.line == span.end.line, "a multi-line replacement")
      var line = lines[span.start.line - 1]
      line.replaceSubrange(
        (span.start.column - 1)..<(span.end.column - 1), with: Array(replacement.text.unicodeScalars))
      lines[span.start.line - 1] = line
    }
    return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
  }

  /// The text of `span` in `text`.
  static func text(of span: TextSpan, in text: String) -> String {
    applying([], to: text).split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(span.start.line - 1).first.map { line in
        let scalars = Array(line.unicodeScalars)
        return String(String.UnicodeScalarView(scalars[(span.start.column - 1)..<(span.end.column - 1)]))
      } ?? ""
  }

  /// The contact form, in short, with a condition to complete in.
  static let contact = """
    form: Contact
    sections:
      - id: name
        rows:
          - id: fullName
            kind: text
          - id: wantsCall
            kind: toggle
      - id: phones
        list: {max: 5}
        rows:
          - id: number
            kind: text
          - id: label
            kind: choice
            options: [home, work, mobile]
          - id: extension
            kind: text
            visible: "label == 'work'"
      - id: notes
        visible: "phones.count > 1"
        rows:
          - id: preferredPhone
            kind: text
            visible: "wantsCall"
    """
}
