import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// A list grouped by a text field (issue 58): a section per initial letter, A to Z then #, letters compared
/// without case or diacritics, sorted within a group, headed and index-titled by the letter.
@Suite struct InitialLetterGroupTests {
  static let spec = """
    form: People
    sections:
      - id: intro
        header: Welcome
        rows: [{id: hint, title: Hint}]
      - id: people
        list: {groupBy: name}
        default:
          - {key: a, name: "Émile"}
          - {key: b, name: "adam"}
          - {key: c, name: "Zoë"}
          - {key: d, name: "ßeta"}
          - {key: e, name: "42nd"}
          - {key: f, name: "Eve"}
          - {key: g, name: "Aaron"}
        rows:
          - {id: name, kind: text, title: Name}
    """

  static func engine() throws -> FormEngine {
    let form = try #require(FormCompiler.compile(SourceText(path: "people.form.yaml", text: spec)).form)
    try form.validate()
    #expect(try CompiledForm(jsonData: form.jsonData()) == form)
    return try FormEngine(form: form)
  }

  /// The initial letter folds case and diacritics (É, decomposed é, ß), skips leading white space, and sends
  /// digits, symbols, other scripts and empty text to #.
  @Test func theInitialLetterIsFolded() {
    let cases: [(String, String)] = [
      ("adam", "A"), ("Émile", "E"), ("e\u{301}clair", "E"), ("ßeta", "S"), ("  bob", "B"), ("zoë", "Z"),
      ("42nd", "#"), ("", "#"), ("   ", "#"), ("日本", "#"), ("Ωmega", "#"), ("_x", "#"), ("Ñandú", "N"),
      ("Øystein", "O"),
      ("æble", "A"), ("Łódź", "L"), ("þorn", "T"), ("ı", "I"),
    ]
    for (text, letter) in cases {
      #expect(InitialLetterGroups.titles[InitialLetterGroups.group(of: text)] == letter, "\(text)")
    }
    #expect(InitialLetterGroups.titles.count == 27 && InitialLetterGroups.titles.last == "#")
  }

  /// Shown groups in letter order, # last, each sorted without case or diacritics; the index lists exactly the
  /// shown letters (the static section has none: the form does not say `index: true`).
  @Test func groupsSortsAndIndexes() throws {
    let engine = try Self.engine()
    #expect(
      engine.table.description == """
        intro: hint
        people ("A"): people[g].name, people[b].name
        people ("E"): people[a].name, people[f].name
        people ("S"): people[d].name
        people ("Z"): people[c].name
        people ("#"): people[e].name
        """)
    #expect(engine.sectionIndexTitles == ["A", "E", "S", "Z", "#"])
    #expect(engine.sectionIndex(forSectionIndexTitleAt: 1) == 2)
    #expect(engine.sectionIndex(ofGroup: "E", inList: "people") == 2)
    #expect(engine.sectionIndex(ofGroup: "B", inList: "people") == nil)
    #expect(engine.sectionIndex(ofGroup: nil, inList: "people") == nil)
    let content = (0..<engine.numberOfSections).compactMap(engine.sectionContent).map { [$0.header, $0.indexTitle] }
    #expect(content == [["Welcome", nil], ["A", "A"], ["E", "E"], ["S", "S"], ["Z", "Z"], ["#", "#"]])
    #expect(engine.lookupsAgreeWithTable)
  }

  /// Renaming an item moves it to its new letter's section, inserting and deleting sections as groups appear and
  /// empty; the update is checked against UIKit's batch rules.
  @Test func renamingRegroups() throws {
    var engine = try Self.engine()
    // Into a new group (B), out of S, which empties.
    let update = try engine.sendChecked(.set("people[d].name", .string("Bea")))
    #expect(update.insertSections == [2] && update.deleteSections == [3])
    // Within E, the order changes: Émile sorts before Eve, "Ezra" after both.
    _ = try engine.sendChecked(.set("people[a].name", .string("Ezra")))
    #expect(engine.table.sections[3].rows == ["people[f].name", "people[a].name"])
    // Every item to #, then back.
    for key in ["a", "b", "c", "d", "f", "g"] {
      _ = try engine.sendChecked(.set("people[\(key)].name", .string("1")))
    }
    #expect(engine.sectionIndexTitles == ["#"])
    _ = try engine.sendChecked(.set("people[c].name", .string("zed")))
    #expect(engine.sectionIndexTitles == ["Z", "#"])
    #expect(engine.lookupsAgreeWithTable)
  }

  /// A letter's header and index title are not texts to translate: the catalogue has none for the list, and a
  /// localized engine shows the letters.
  @Test func lettersAreNotLocalized() throws {
    let engine = try Self.engine()
    let keys = engine.form.localizableTexts.map(\.key)
    #expect(
      !keys.contains { $0.hasPrefix("People.people.") && ($0.hasSuffix(".header") || $0.hasSuffix("indexTitle")) })
    let localized = try FormEngine(form: engine.form) { _, text in "[\(text)]" }
    #expect(localized.sectionIndexTitles == ["A", "E", "S", "Z", "#"])
    #expect(localized.sectionContent(at: 0)?.header == "[Welcome]")
  }

  /// The list is sorted by its grouping field unless it says otherwise; a compiled form whose letter-grouped list
  /// has another number of sections than 27 is refused on load.
  @Test func theLoaderChecksTheLetterSections() throws {
    let form = try Self.engine().form
    #expect(form.lists.sortBy == form.lists.groupBy)
    var broken = form
    broken.lists.endSection[0] -= 1
    broken.sections.id.removeLast()
    #expect(throws: CompiledFormError.self) { try broken.validate() }
  }
}
