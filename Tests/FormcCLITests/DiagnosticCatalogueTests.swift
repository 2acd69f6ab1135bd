import FormDiagnostics
import Foundation
import Mustache
import Testing

@testable import FormcCLI

/// The diagnostic catalogue: every kind is declared once, with an example that really produces it through the
/// command line and a message template that really describes what is printed.
@Suite struct DiagnosticCatalogueTests {
  @Test func idsAreUniqueKebabCaseAndSorted() {
    let ids = DiagnosticKind.all.map(\.id)
    #expect(Set(ids).count == ids.count, "an id is declared twice")
    #expect(ids == ids.sorted())
    for id in ids {
      let words = id.split(separator: "-", omittingEmptySubsequences: false)
      let isKebab =
        !words.isEmpty
        && words.allSatisfy { word in
          !word.isEmpty && word.first?.isLetter == true
            && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
      #expect(isKebab, "'\(id)' is not kebab-case")
    }
  }

  @Test func everyKindIsFoundByItsIDAndNothingElseIs() {
    for kind in DiagnosticKind.all {
      #expect(DiagnosticKind.named(kind.id) === kind)
    }
    #expect(DiagnosticKind.named("unknown-nam") == nil)
    #expect(DiagnosticKind.named("") == nil)
  }

  @Test func everyEntryHasATemplateAndAnExplanation() {
    for kind in DiagnosticKind.all {
      for template in kind.messages {
        #expect(!template.isEmpty && !template.hasSuffix("."), "\(kind.id): a message is one sentence without a period")
      }
      #expect(kind.explanation.count >= 40, "\(kind.id): the explanation says what is wrong and what to do")
    }
  }

  /// Only a kind no input can produce on purpose goes without an example; adding one to this list needs a reason
  /// in its explanation.
  @Test func onlyTheKindsNoInputProducesHaveNoExample() {
    let withoutExample = DiagnosticKind.all.filter { $0.example == nil }.map(\.id)
    #expect(withoutExample == ["inconsistent-update", "yaml-internal"])
  }

  /// Mustache reports its errors with kinds of its own (it has no dependencies); each maps to the catalogue entry
  /// with the same id.
  @Test(arguments: MustacheError.Kind.allCases)
  func everyTemplateErrorIsInTheCatalogue(_ kind: MustacheError.Kind) {
    #expect(kind.diagnosticKind.id == kind.rawValue)
    #expect(DiagnosticKind.named(kind.rawValue) === kind.diagnosticKind)
  }

  @Test func theTemplateMatcherTreatsPlaceholdersAsAnyText() {
    let template = "unknown name '<name>' in condition; did you mean '<suggestion>'?"
    #expect(matches("unknown name 'alDay' in condition; did you mean 'allDay'?", template: template))
    #expect(!matches("unknown name 'alDay' in condition", template: template))
    #expect(!matches("unknown key 'alDay' in condition; did you mean 'allDay'?", template: template))
    #expect(matches("id 'a' is already used; x", template: "id '<id>' is already used<by what>; x"))
    #expect(matches("merge keys ('<<') are not supported", template: "merge keys ('<<') are not supported"))
    #expect(!matches("ab", template: "a<x>b<y>c"))
  }

  /// Each example, written to a fresh folder and run through `formc` as a user would, prints a diagnostic of its
  /// kind, with the kind's severity, ending with `[id]`, whose message one of the kind's templates describes.
  @Test(arguments: DiagnosticKind.all.filter { $0.example != nil })
  func theExampleProducesItsKind(_ kind: DiagnosticKind) throws {
    let example = try #require(kind.example)
    let result = try ExampleRun.run(example)
    let printed = Self.printedDiagnostics(result.err).filter { $0.id == kind.id }
    #expect(!printed.isEmpty, "\(kind.id): the example printed no [\(kind.id)]; it printed:\n\(result.err)")
    for diagnostic in printed {
      #expect(diagnostic.severity == kind.severity.rawValue, "\(kind.id)")
      #expect(
        kind.messages.contains { matches(diagnostic.message, template: $0) },
        "\(kind.id): '\(diagnostic.message)' matches none of its templates")
    }
    #expect(result.code != ExitCode.success || kind.severity != .error, "\(kind.id): an error fails the command")
  }

  /// The same examples with `--diagnostics json`: every diagnostic in the JSON carries an id from the catalogue.
  @Test(arguments: DiagnosticKind.all.filter { $0.example != nil })
  func theJSONOfEveryExampleCarriesCatalogueIDs(_ kind: DiagnosticKind) throws {
    let example = try #require(kind.example)
    let result = try ExampleRun.run(example, extraArguments: ["--diagnostics", "json"])
    // simulate prints JSON Lines on standard output; its diagnostics' array then goes to standard error.
    let array = example.arguments.first == "simulate" ? result.err : result.out
    guard let start = array.firstIndex(of: "["), let objects = jsonArray(String(array[start...])) else { return }
    for object in objects {
      let id = try #require(object["id"] as? String)
      #expect(DiagnosticKind.named(id) != nil, "'\(id)' is not in the catalogue")
    }
  }

  // MARK: - Support

  /// The diagnostics in `text`, a run's standard error: every line ending with `[id]`, read as
  /// `…severity: message [id]` (the part before the last `error: `/`warning: ` is the position, if any).
  static func printedDiagnostics(_ text: String) -> [(severity: String, message: String, id: String)] {
    text.split(separator: "\n").compactMap { line -> (String, String, String)? in
      guard line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else { return nil }
      let id = String(line[open.upperBound..<line.index(before: line.endIndex)])
      let head = line[..<open.lowerBound]
      let labels = ["error: ", "warning: "].compactMap { label in
        head.range(of: label, options: .backwards).map { (label, $0) }
      }
      guard let (label, range) = labels.max(by: { $0.1.lowerBound < $1.1.lowerBound }) else { return nil }
      return (String(label.dropLast(2)), String(head[range.upperBound...]), id)
    }
  }
}

/// Whether `message` is `template` with each `<placeholder>` (a lower-case word or phrase in angle brackets)
/// standing for any text, the empty text included.
func matches(_ message: String, template: String) -> Bool {
  let parts = literalParts(of: template)
  guard let first = parts.first, let last = parts.last else { return false }
  guard parts.count > 1 else { return message == first }
  guard message.hasPrefix(first), message.count >= first.count + last.count,
    message.hasSuffix(last)
  else { return false }
  var rest = message.dropFirst(first.count).dropLast(last.count)
  // Leftmost matching of the literal parts between wildcards is exact for patterns whose only wildcard is "any text".
  for part in parts.dropFirst().dropLast() {
    guard let range = rest.range(of: part) else { return false }
    rest = rest[range.upperBound...]
  }
  return true
}

/// The literal text between the placeholders of `template`: n placeholders give n + 1 parts.
private func literalParts(of template: String) -> [String] {
  var parts: [String] = []
  var current = ""
  var index = template.startIndex
  while index < template.endIndex {
    if template[index] == "<", let end = placeholderEnd(in: template, from: index) {
      parts.append(current)
      current = ""
      index = end
    } else {
      current.append(template[index])
      index = template.index(after: index)
    }
  }
  parts.append(current)
  return parts
}

/// The index after the `>` of the placeholder starting at `start`, if one does.
private func placeholderEnd(in text: String, from start: String.Index) -> String.Index? {
  var index = text.index(after: start)
  guard index < text.endIndex, text[index].isLowercase else { return nil }
  while index < text.endIndex {
    let character = text[index]
    if character == ">" { return text.index(after: index) }
    guard character.isLowercase || character.isNumber || character == " " || character == "," || character == "-"
    else { return nil }
    index = text.index(after: index)
  }
  return nil
}
