import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

// A harness in the style of swift-syntax's `assertParse`: a test writes its spec inline, with a
// marker such as 1️⃣ placed right before the character a diagnostic (or a note, or a fix-it) must
// land on. The markers are stripped, their positions recorded, the text compiled, and every
// diagnostic the compiler reports must be one the test expects, exactly where it expects it.

/// The path every inline spec is compiled under.
let testPath = "test.form.yaml"

/// The diagnostics' location type (`Testing` has a `SourceLocation` of its own).
typealias Location = FormDiagnostics.SourceLocation

/// Inline spec text with its position markers taken out.
struct MarkedSource {
  /// The text without markers: what is compiled.
  let text: String
  /// Where each marker was: the line and column (1-based, in Unicode scalars) of the character after it.
  let markers: [String: Location]

  /// Strips the markers `1️⃣` … `9️⃣` and `🔟` from `marked`.
  init(_ marked: String, path: String = testPath) {
    let scalars = Array(marked.unicodeScalars)
    var text = String.UnicodeScalarView()
    var markers: [String: Location] = [:]
    var line = 1
    var column = 1
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      var markerLength = 0
      if ("0"..."9").contains(scalar), index + 2 < scalars.count, scalars[index + 1] == "\u{FE0F}",
        scalars[index + 2] == "\u{20E3}"
      {
        markerLength = 3
      } else if scalar == "\u{1F51F}" {
        markerLength = 1
      }
      if markerLength > 0 {
        let name = String(String.UnicodeScalarView(scalars[index..<index + markerLength]))
        precondition(markers[name] == nil, "marker \(name) is used twice")
        markers[name] = Location(file: path, line: line, column: column)
        index += markerLength
        continue
      }
      text.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = String(text)
    self.markers = markers
  }

  /// The location of `marker`; records an issue when the source has no such marker.
  func location(_ marker: String, sourceLocation: Testing.SourceLocation) -> Location? {
    guard let location = markers[marker] else {
      Issue.record("the source has no marker \(marker)", sourceLocation: sourceLocation)
      return nil
    }
    return location
  }
}

/// A note a diagnostic must carry.
struct NoteSpec {
  var marker: String
  /// A substring of the note's message.
  var message: String

  init(_ marker: String, _ message: String) {
    self.marker = marker
    self.message = message
  }
}

/// A fix-it a diagnostic must carry.
struct FixItSpec {
  var marker: String
  var length: Int
  var replacement: String

  init(_ marker: String, length: Int, replacement: String) {
    self.marker = marker
    self.length = length
    self.replacement = replacement
  }
}

/// A diagnostic the compiler must report.
struct DiagnosticSpec {
  var marker: String
  var id: String
  /// A substring of the message.
  var message: String
  var severity: DiagnosticSeverity
  /// The notes, exactly (none by default).
  var notes: [NoteSpec]
  /// The fix-its, exactly; nil leaves them unchecked.
  var fixIts: [FixItSpec]?

  init(
    _ marker: String = "1️⃣", id: String, message: String, severity: DiagnosticSeverity = .error,
    notes: [NoteSpec] = [], fixIts: [FixItSpec]? = nil
  ) {
    self.marker = marker
    self.id = id
    self.message = message
    self.severity = severity
    self.notes = notes
    self.fixIts = fixIts
  }
}

/// Compiles the marked spec and checks that it reports exactly the `expected` diagnostics, each
/// on its marker, and that they come in source order. Returns the result for further checks.
@discardableResult
func assertDiagnostics(
  _ marked: String,
  _ expected: [DiagnosticSpec],
  options: CompilerOptions = CompilerOptions(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CompilationResult {
  let source = MarkedSource(marked)
  let result = FormCompiler.compile(SourceText(path: testPath, text: source.text), options: options)
  var unmatched = result.diagnostics
  for spec in expected {
    guard let location = source.location(spec.marker, sourceLocation: sourceLocation) else { continue }
    guard
      let index = unmatched.firstIndex(where: {
        $0.id == spec.id && $0.location == location && $0.message.contains(spec.message)
      })
    else {
      let near = result.diagnostics.filter { $0.id == spec.id || $0.location == location }
      Issue.record(
        """
        missing diagnostic \(spec.id) at \(spec.marker) (\(location.line):\(location.column)) containing "\(spec.message)"
        similar ones reported: \(near.isEmpty ? "none" : near.map { "\n  [\($0.id)] \($0)" }.joined())
        """,
        sourceLocation: sourceLocation)
      continue
    }
    let diagnostic = unmatched.remove(at: index)
    #expect(diagnostic.severity == spec.severity, "severity of \(diagnostic)", sourceLocation: sourceLocation)
    check(diagnostic, notes: spec.notes, in: source, sourceLocation: sourceLocation)
    if let fixIts = spec.fixIts { check(diagnostic, fixIts: fixIts, in: source, sourceLocation: sourceLocation) }
  }
  for diagnostic in unmatched {
    Issue.record("unexpected diagnostic [\(diagnostic.id)] \(diagnostic)", sourceLocation: sourceLocation)
  }
  #expect(
    result.diagnostics.map(\.location) == result.diagnostics.map(\.location).sorted(),
    "diagnostics are not in source order", sourceLocation: sourceLocation)
  #expect(
    result.hasErrors == (result.form == nil), "a form is produced exactly when there are no errors",
    sourceLocation: sourceLocation)
  return result
}

private func check(
  _ diagnostic: Diagnostic, notes: [NoteSpec], in source: MarkedSource, sourceLocation: Testing.SourceLocation
) {
  guard diagnostic.notes.count == notes.count else {
    let actual = diagnostic.notes.map { note -> String in
      let location = note.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(location): \(note.message)"
    }
    Issue.record(
      "\(diagnostic) has \(diagnostic.notes.count) notes, expected \(notes.count): \(actual.joined(separator: "; "))",
      sourceLocation: sourceLocation)
    return
  }
  for (note, spec) in zip(diagnostic.notes, notes) {
    let location = source.location(spec.marker, sourceLocation: sourceLocation)
    #expect(note.location == location, "note '\(note.message)' of \(diagnostic)", sourceLocation: sourceLocation)
    #expect(note.message.contains(spec.message), "note of \(diagnostic)", sourceLocation: sourceLocation)
  }
}

private func check(
  _ diagnostic: Diagnostic, fixIts: [FixItSpec], in source: MarkedSource, sourceLocation: Testing.SourceLocation
) {
  let expected = fixIts.compactMap { spec in
    source.location(spec.marker, sourceLocation: sourceLocation).map {
      FixIt(location: $0, length: spec.length, replacement: spec.replacement)
    }
  }
  #expect(diagnostic.fixIts == expected, "fix-its of \(diagnostic)", sourceLocation: sourceLocation)
}

/// Applies the fix-its of `diagnostics` to `text` (one per line at most, as the tests use them).
func applying(_ diagnostics: [Diagnostic], to text: String) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
  let fixIts = diagnostics.flatMap(\.fixIts).sorted {
    ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column)
  }
  for fixIt in fixIts {
    let line = fixIt.location.line - 1
    let start = fixIt.location.column - 1
    lines[line].replaceSubrange(start..<start + fixIt.length, with: Array(fixIt.replacement.unicodeScalars))
  }
  return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
}

/// Compiles `text`, expecting no diagnostics at all; returns the compiled form.
func compileClean(
  _ text: String, path: String = testPath, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CompiledForm? {
  let result = FormCompiler.compile(SourceText(path: path, text: text))
  for diagnostic in result.diagnostics {
    Issue.record("unexpected diagnostic [\(diagnostic.id)] \(diagnostic)", sourceLocation: sourceLocation)
  }
  #expect(result.form != nil, "no compiled form", sourceLocation: sourceLocation)
  return result.form
}

/// The package's root folder, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Support
  .deletingLastPathComponent()  // FormCompilerTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()

/// The example specs in Forms/, sorted by name.
let exampleForms: [URL] = {
  let folder = packageRoot.appendingPathComponent("Forms")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".form.yaml") }.sorted().map { folder.appendingPathComponent($0) }
}()

/// The compiled text with the fix-its of every diagnostic applied.
func applyingFixIts(_ result: CompilationResult) -> String {
  applying(result.diagnostics, to: result.source?.text ?? "")
}
