import FormCompiler
import FormDiagnostics
import FormFixtures
import FormLanguageServer
import FormRuntimeCore
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

  /// A row whose kind is written is offered only its kind's keys; a row without a kind yet, every
  /// key (the kind may come after).
  @Test func keysFollowTheRowsKind() {
    func keys(_ row: String) -> Set<String> {
      Set(labels("form: Demo\nsections:\n  - id: main\n    rows:\n      - id: r\n\(row)        ‸\n", kind: .key))
    }
    let toggle = keys("        kind: toggle\n")
    #expect(toggle.isDisjoint(with: ["options", "precision", "min", "placeholder", "minLength", "detail", "style"]))
    #expect(toggle.isSuperset(of: ["title", "visible", "required", "valid", "enabled", "expands"]))
    let decimal = keys("        kind: decimal\n")
    #expect(decimal.isSuperset(of: ["precision", "min", "max", "placeholder"]) && !decimal.contains("options"))
    #expect(keys("        kind: multichoice\n").isSuperset(of: ["options", "minCount", "maxCount"]))
    #expect(keys("        kind: choice\n").isSuperset(of: ["options", "style"]))
    #expect(
      keys("        kind: label\n").isSuperset(of: ["detail"]) && !keys("        kind: label\n").contains("default"))
    #expect(keys("").isSuperset(of: ["options", "precision", "detail", "minLength"]))
  }

  /// Every key the editor offers a kind of row compiles on it, and every key it leaves out is
  /// refused there: the offers and the compiler's checks read one table.
  @Test func offeredKeysAreTheOnesTheCompilerAccepts() throws {
    for kind in RowKind.allCases {
      let offered = Set(
        SpecKeyCatalogue.keys(ofMapping: "row").filter { $0.applies(toRowKind: kind.rawValue) }.map(\.name))
      for (key, value) in RowKeySamples.values(for: kind) {
        let spec = RowKeySamples.spec(kind: kind, key: key, value: value)
        let result = FormCompiler.compile(SourceText(path: "m.form.yaml", text: spec))
        let refused = result.diagnostics.contains {
          $0.severity == .error
            && ($0.kind == .misplacedStyle && key == "style"
              || [.misplacedKey, .ruleNotApplicable].contains($0.kind) && $0.message.contains("'\(key)'"))
        }
        #expect(refused != offered.contains(key), "\(key) on a \(kind.rawValue) row")
      }
    }
  }

  /// A row's `style:` is offered its kind's styles; a row of a kind without styles of its own, every style.
  @Test func styleValuesFollowTheRowsKind() {
    let spec = """
      form: Demo
      sections:
        - id: main
          rows:
            - id: day
              kind: date
              style: DAY
            - {id: size, kind: choice, options: [s, m], style: SIZE}
            - id: count
              kind: number
              min: 1
              max: 3
              style: COUNT
      """
    func marked(_ placeholder: String, _ typed: String) -> String {
      spec.replacingOccurrences(of: placeholder, with: typed + "‸").replacingOccurrences(of: "DAY", with: "inline")
        .replacingOccurrences(of: "SIZE", with: "menu").replacingOccurrences(of: "COUNT", with: "field")
    }
    #expect(labels(marked("DAY", ""), kind: .value) == ["compact", "inline", "wheel"])
    #expect(labels(marked("DAY", "w"), kind: .value) == ["wheel"])
    #expect(labels(marked("COUNT", ""), kind: .value) == ["field", "stepper"])
    #expect(labels(marked("COUNT", "st"), kind: .value) == ["stepper"])
    let candidates = NavigationFixtures.marked(marked("DAY", "in"))
    let inline = candidates.0.completions(at: candidates.1)
    #expect(inline.map(\.label) == ["inline"])
    #expect(inline.first?.detail == "style value")
    // The key itself is offered on a row not yet styled whose kind has styles; a toggle has none.
    let key = NavigationFixtures.contact.replacingOccurrences(
      of: "        kind: toggle\n", with: "        kind: toggle\n        sty‸\n")
    #expect(labels(key) == [])
    #expect(labels(key.replacingOccurrences(of: "kind: toggle", with: "kind: choice")) == ["style"])
  }

  @Test func kindValues() {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "kind: toggle", with: "kind: to‸")
    #expect(labels(marked) == ["toggle"])
    let all = NavigationFixtures.contact.replacingOccurrences(of: "kind: toggle", with: "kind: ‸")
    #expect(Set(labels(all, kind: .value)).isSuperset(of: ["label", "text", "choice", "date"]))
  }
}
