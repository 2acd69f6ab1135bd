import FormCompiler
import FormDiagnostics
import FormLanguageServer
import Testing

@Suite
struct CompletionTests {
  private func labels(_ marked: String, kind: CompletionCandidateKind? = nil) -> [String] {
    let (navigator, position) = NavigationFixtures.marked(marked)
    return navigator.completions(at: position).filter { kind == nil || $0.kind == kind }.map(\.label)
  }

  @Test func aConditionOutsideTheListOffersRowsAndTheListButNotItsFields() {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "\"wantsCall\"", with: "\"wants‸\"")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let candidates = navigator.completions(at: position)
    let names = candidates.map(\.label)
    #expect(names.contains("wantsCall"))
    #expect(names.contains("fullName"))
    #expect(names.contains("phones"))
    #expect(!names.contains("label"))
    #expect(!names.contains("number"))
    // The typed part is replaced: `wants` starts 4 scalars before the cursor.
    let wantsCall = candidates.first { $0.label == "wantsCall" }
    #expect(wantsCall?.replacing.start == TextPosition(line: position.line, column: position.column - 5))
    #expect(wantsCall?.replacing.end == position)
  }

  @Test func aTemplateConditionOffersTheItemsFields() {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "\"label == 'work'\"", with: "\"‸\"")
    let names = labels(marked, kind: .name)
    #expect(names.contains("label"))
    #expect(names.contains("number"))
    #expect(names.contains("wantsCall"))
  }

  @Test func membersAfterADotFitTheNamesKind() {
    let list = NavigationFixtures.contact.replacingOccurrences(of: "\"phones.count > 1\"", with: "\"phones.‸\"")
    #expect(labels(list).sorted() == ["count", "isEmpty"])
    let text = NavigationFixtures.contact.replacingOccurrences(of: "\"wantsCall\"", with: "\"fullName.is‸\"")
    #expect(Set(labels(text)) == ["isValid", "isEnabled", "count", "isEmpty"])
    let toggle = NavigationFixtures.contact.replacingOccurrences(of: "\"wantsCall\"", with: "\"wantsCall.‸\"")
    #expect(Set(labels(toggle)) == ["isValid", "isEnabled"])
  }

  /// Every member offered compiles, read where the completion was asked: the rules agree with the type checker.
  @Test func everyOfferedMemberCompiles() {
    for name in ["fullName", "wantsCall", "phones", "form"] {
      let marked = NavigationFixtures.contact.replacingOccurrences(of: "\"wantsCall\"", with: "\"\(name).‸\"")
      for member in labels(marked) {
        // A member reads as a boolean, or as an integer to compare.
        let errors = ["", " > 0"].map { comparison in
          let text = NavigationFixtures.contact.replacingOccurrences(
            of: "\"wantsCall\"", with: "\"\(name).\(member)\(comparison)\"")
          return FormCompiler.compile(SourceText(path: "t.form.yaml", text: text)).diagnostics
            .filter { $0.severity == .error }.map(\.message)
        }
        #expect(errors.contains { $0.isEmpty }, "\(name).\(member): \(errors)")
      }
    }
  }

  @Test func optionValuesAfterComparisons() {
    let equal = NavigationFixtures.contact.replacingOccurrences(of: "\"label == 'work'\"", with: "\"label == ‸\"")
    let (navigator, position) = NavigationFixtures.marked(equal)
    let candidates = navigator.completions(at: position)
    #expect(candidates.map(\.label) == ["home", "work", "mobile"])
    #expect(candidates.first?.insertText == "'home'")
    #expect(candidates.allSatisfy { $0.kind == .option })
    let inList = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: "\"label in ['home', ‸\"")
    #expect(labels(inList) == ["home", "work", "mobile"])
    let inString = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: "\"label != 'mo‸'\"")
    #expect(labels(inString).contains("mobile"))
  }

  @Test func keysOfARowNotYetWritten() {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "        kind: toggle\n", with: "        kind: toggle\n        vi‸\n")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let candidates = navigator.completions(at: position)
    #expect(candidates.map(\.label) == ["visible"])
    #expect(candidates.first?.kind == .key)
    #expect(candidates.first?.documentation?.contains("condition") == true)
    let blank = NavigationFixtures.contact.replacingOccurrences(
      of: "        kind: toggle\n", with: "        kind: toggle\n        ‸\n")
    let keys = labels(blank, kind: .key)
    #expect(keys.contains("title"))
    #expect(keys.contains("required"))
    #expect(!keys.contains("kind"))
    #expect(!keys.contains("id"))
    #expect(!keys.contains("header"))
  }

  @Test func kindValues() {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "kind: toggle", with: "kind: to‸")
    #expect(labels(marked) == ["toggle"])
    let all = NavigationFixtures.contact.replacingOccurrences(of: "kind: toggle", with: "kind: ‸")
    #expect(Set(labels(all, kind: .value)).isSuperset(of: ["label", "text", "choice", "date"]))
  }
}
