/// One kind of problem formc reports, declared once in the catalogue (`Catalogue/`).
///
/// A kind is what a user can look up: a stable kebab-case ``id`` printed after every diagnostic
/// (`… did you mean 'allDay'? [unknown-name]`) and in the JSON output, the ``message`` template it is
/// printed with, a paragraph of ``explanation`` and an ``example`` that produces it. `formc explain ID`
/// prints all of them. A diagnostic can only be made from a kind, so no id exists outside the catalogue.
public final class DiagnosticKind: Hashable, Sendable, CustomStringConvertible {
  /// The stable kebab-case identifier (`unknown-name`).
  public let id: String
  /// How serious a diagnostic of this kind is.
  public let severity: DiagnosticSeverity
  /// The message's template, its varying parts written as named placeholders:
  /// `unknown name '<name>' in condition; did you mean '<suggestion>'?`.
  public let message: String
  /// The other shapes the message takes, when the kind is reported from more than one situation
  /// (without a suggestion, or about a different construct), as templates like ``message``.
  public let otherMessages: [String]
  /// What is wrong and what to do about it, in a paragraph.
  public let explanation: String
  /// Input that produces a diagnostic of this kind; nil only for a kind no input can produce on
  /// purpose (the explanation says why).
  public let example: DiagnosticExample?

  init(
    _ id: String, _ severity: DiagnosticSeverity, message: String, otherMessages: [String] = [],
    explanation: String, example: DiagnosticExample?
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.otherMessages = otherMessages
    self.explanation = explanation
    self.example = example
  }

  /// Every template the message is printed from: ``message``, then ``otherMessages``.
  public var messages: [String] { [message] + otherMessages }

  /// The kind whose ``id`` is `id`, or nil.
  /// - Complexity: O(1) on average.
  public static func named(_ id: String) -> DiagnosticKind? { byID[id] }

  private static let byID: [String: DiagnosticKind] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { id }
}

/// Input that shows a diagnostic: the files to write and the `formc` command line that reports it.
public struct DiagnosticExample: Sendable, Hashable {
  /// One file of the example, at a path relative to the folder the command runs in.
  public struct File: Sendable, Hashable {
    public var path: String
    /// The file's bytes: text in UTF-8, except where the example is about bytes that are not.
    public var bytes: [UInt8]
    /// The bytes read as UTF-8, a byte that is not shown as U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  public var files: [File]
  /// The arguments after `formc`, with paths relative to the folder the command runs in.
  public var arguments: [String]

  init(files: [(path: String, text: String)], arguments: [String]) {
    self.init(files: files.map { File(path: $0.path, bytes: Array($0.text.utf8)) }, arguments: arguments)
  }

  init(files: [File], arguments: [String]) {
    self.files = files
    self.arguments = arguments
  }

  /// A spec, checked with `formc check`.
  static func spec(_ text: String) -> DiagnosticExample {
    DiagnosticExample(files: [(specPath, text)], arguments: ["check", specPath])
  }

  /// A spec whose every state `formc verify` explores (the coverage warnings).
  static func verified(_ text: String) -> DiagnosticExample {
    DiagnosticExample(files: [(specPath, text)], arguments: ["verify", specPath])
  }

  /// A spec of one section, `main`, whose rows are `rows` (YAML list items, not indented), checked with `formc check`.
  static func spec(rows: String) -> DiagnosticExample { .spec(formWithRows(rows)) }

  /// A spec of one section, `main`, whose rows are `rows`, explored by `formc verify`.
  static func verified(rows: String) -> DiagnosticExample { .verified(formWithRows(rows)) }

  private static func formWithRows(_ rows: String) -> String {
    let indented = rows.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "      " + $0 }
    return "form: Example\nsections:\n  - id: main\n    rows:\n" + indented.joined(separator: "\n")
  }

  /// A `formc.yml` read by `formc run`, beside a valid spec for its inputs.
  static func projectConfig(_ text: String) -> DiagnosticExample {
    DiagnosticExample(files: [(specPath, validSpec), ("formc.yml", text)], arguments: ["run"])
  }

  /// A template file rendered over a valid spec with `formc compile --template`.
  static func template(_ text: String, partials: [File] = []) -> DiagnosticExample {
    DiagnosticExample(
      files: [
        File(path: specPath, bytes: Array(validSpec.utf8)),
        File(path: "Templates/list.md.mustache", bytes: Array(text.utf8)),
      ] + partials,
      arguments: ["compile", specPath, "-o", "out", "--template", "Templates/list.md.mustache"])
  }

  /// Text in Latin-1, where 'é' is the byte E9, which does not start a UTF-8 sequence.
  static func latin1(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }

  static let specPath = "Forms/example.form.yaml"

  /// The smallest spec that compiles cleanly, for the examples about something else.
  static let validSpec = """
    form: Example
    sections:
      - id: main
        rows:
          - id: name
            kind: text

    """
}
