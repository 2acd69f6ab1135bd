import FormDiagnostics
import FormRuntimeCore

/// The `localization-key-collision` error: two different texts of the form that would be written to the String
/// Catalog, and looked up at run time, under one key (``CompiledForm/forEachLocalizableText(_:)`` derives the keys,
/// `key:` overrides included). One catalogue entry cannot hold both, so one would show the other's translation.
///
/// The same text under the same key is no error and no warning: it is one catalogue entry, translated once, which is
/// what sharing a `key:` between elements is for (and what a grouped list's headers do with their options' keys).
enum LocalizationKeyCollisions {
  /// One error per pair of elements whose texts collide, at the element written later in the spec, with a note at
  /// the other.
  /// - Complexity: O(t) expected for t texts (their total length).
  static func diagnostics(form: CompiledForm, sourceMap: FormSourceMap) -> [Diagnostic] {
    var first: [String: (text: LocalizableText, origin: LocalizableTextOrigin)] = [:]
    var reportedPairs = Set<[LocalizableTextOrigin]>()
    var diagnostics: [Diagnostic] = []
    form.forEachLocalizableText { text, origin in
      guard let earlier = first[text.key] else {
        first[text.key] = (text, origin)
        return
      }
      guard earlier.text.text != text.text, reportedPairs.insert([earlier.origin, origin]).inserted,
        let here = location(of: origin, sourceMap), let there = location(of: earlier.origin, sourceMap)
      else { return }
      // At the later of the two places, as a repeated id is.
      let (later, laterText, other, otherText) =
        there <= here ? (here, text, there, earlier.text) : (there, earlier.text, here, text)
      diagnostics.append(
        Diagnostic(
          kind: .localizationKeyCollision,
          message: "\(describe(laterText)) ('\(quoted(laterText.text))') would be localized under '\(text.key)', "
            + "the key of \(describe(otherText)) ('\(quoted(otherText.text))'); give one of them a 'key:' of its "
            + "own, or make the texts the same",
          at: later,
          notes: [DiagnosticNote("\(describe(otherText)) is localized under '\(text.key)'", at: other)]))
    }
    return diagnostics
  }

  /// Where the element is written: its `key:` when it has one, else its id (the form: its name).
  private static func location(of origin: LocalizableTextOrigin, _ sourceMap: FormSourceMap) -> SourceLocation? {
    func at(_ locations: [SourceLocation?], _ index: Int) -> SourceLocation? {
      index < locations.count ? locations[index] : nil
    }
    switch origin {
    case .form:
      return sourceMap.formKey ?? sourceMap.form
    case .row(let slot):
      return at(sourceMap.rowKeys, slot) ?? at(sourceMap.rows, slot)
    case .section(let section):
      return at(sourceMap.sectionKeys, section) ?? at(sourceMap.sections, section)
    }
  }

  /// The text's comment as a phrase: `the title of row 'email'`.
  private static func describe(_ text: LocalizableText) -> String {
    let phrase = text.comment.split(separator: ";", maxSplits: 1).first.map(String.init) ?? text.comment
    return phrase.prefix(1).lowercased() + phrase.dropFirst()
  }

  /// A text as the message quotes it: on one line, and cut short when long.
  private static func quoted(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 40 ? line.prefix(39) + "…" : line
  }
}
