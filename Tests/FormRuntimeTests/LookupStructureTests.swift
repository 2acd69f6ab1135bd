import FormFixtures
import FormRuntime
import Foundation
import SeededRandom
import Testing

@testable import FormRuntimeCore

/// The structures behind the engine's lookups, against the plain ones they stand in for.
@Suite struct LookupStructureTests {
  // MARK: Row ids

  /// ASCII ids of every length around the 8-byte chunks, repeated ids, and queries that are
  /// absent, prefixes or one byte off: the table answers as the dictionary does, and finds the
  /// first repeat.
  @Test func nameTableAgreesWithADictionary() {
    var random = SplitMix64(seed: 0x1D5)
    let alphabet = Array("abcXYZ019_-.")
    func randomID() -> String {
      String((0..<random.int(0...20)).map { _ in alphabet[random.int(0...(alphabet.count - 1))] })
    }
    var ids = (0..<3_000).map { _ in randomID() }
    ids += ids.prefix(50)  // repeated: the first slot wins
    ids.append("")
    var dictionary: [String: Int] = [:]
    var firstRepeat: Int?
    for (slot, id) in ids.enumerated() {
      if dictionary[id] == nil { dictionary[id] = slot } else { firstRepeat = firstRepeat ?? slot }
    }
    let table = NameTable(names: ids)
    #expect(table.firstRepeat == firstRepeat)
    #expect(firstRepeat != nil)
    var queries = ids + (0..<3_000).map { _ in randomID() } + ids.map { $0 + "x" } + ids.map { String($0.dropLast()) }
    queries += ["a\u{0}", "abcdefgh", "abcdefghi"]
    for query in queries {
      #expect(table.index(of: query) == dictionary[query], "'\(query)'")
    }
    #expect(NameTable(names: ["a", "b", "ab"]).firstRepeat == nil)
  }

  /// Swift compares strings by canonical equivalence, bytes do not: a query that is not ASCII
  /// finds the ASCII name it equals, and names that are not ASCII are found by every spelling.
  @Test func nameTableComparesByCanonicalEquivalence() {
    let ascii = NameTable(names: ["K", "name", "cafe"])
    #expect(ascii.index(of: "K") == 0)
    #expect(ascii.index(of: "\u{212A}") == 0)  // the Kelvin sign
    #expect(ascii.index(of: "caf\u{E9}") == nil)
    #expect(ascii.index(of: "\u{212A}x") == nil)
    let mixed = NameTable(names: ["name", "caf\u{E9}", "K"])
    #expect(mixed.index(of: "name") == 0)
    #expect(mixed.index(of: "cafe\u{301}") == 1)
    #expect(mixed.index(of: "\u{212A}") == 2)
    #expect(mixed.index(of: "other") == nil)
    #expect(mixed.firstRepeat == nil)
    #expect(NameTable(names: ["caf\u{E9}", "x", "cafe\u{301}"]).firstRepeat == 2)
    #expect(NameTable(names: []).index(of: "x") == nil)
    #expect(NameTable(names: []).index(of: "\u{212A}") == nil)
  }

  /// Through the engine: the Kelvin sign finds the row `K`, as `Dictionary` and `==` would,
  /// and a decomposed é finds the row spelled with the composed one.
  @Test func engineFindsRowsByCanonicallyEquivalentIDs() throws {
    var engine = try FormEngine(form: FormFixtures.labelForm(sections: [["K", "plain"], ["caf\u{E9}"]]))
    #expect(engine.indexPath(ofRow: "\u{212A}") == engine.indexPath(ofRow: "K"))
    #expect(engine.indexPath(ofRow: "K") != nil)
    #expect(engine.indexPath(ofRow: "cafe\u{301}") == engine.indexPath(ofRow: "caf\u{E9}"))
    #expect(engine.indexPath(ofRow: "caf\u{E9}") != nil)
    #expect(engine.isShown("plain"))
    #expect(engine.indexPath(ofRow: "missing") == nil)
    #expect(throws: FormEventError.unknownName("missing")) { try engine.send(.tap("missing")) }
  }

  // MARK: Sections of rows and positions

  /// Sections of random sizes, some longer than the local scans reach, and with odd seeds many
  /// empty (a section's start then cannot be a bit of its own, and `section(ofSlot:)` searches
  /// instead): the section of every slot, and every lookup both ways, agree with the form's own
  /// tables.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func lookupsAgreeWithTheTablesAcrossEmptyAndLongSections(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var sections: [[String]] = []
    var next = 0
    let sizes = seed % 2 == 1 ? [0, 0, 1, 2, 5, 63, 64, 65, 700] : [1, 1, 2, 5, 30, 63, 64, 65, 700]
    for _ in 0..<random.int(1...60) {
      let size = sizes[random.int(0...8)]
      sections.append(
        (0..<size).map { _ in
          next += 1
          return "r\(next)"
        })
    }
    let form = FormFixtures.labelForm(sections: sections)
    let engine = try FormEngine(form: form)
    #expect(engine.core.sectionStarts.isEmpty == sections.contains { $0.isEmpty })
    for slot in 0..<form.rows.count {
      #expect(engine.core.section(ofSlot: slot) == form.rows.section[slot], "slot \(slot)")
    }
    let table = FormTable(form: form, state: engine.state)
    #expect(engine.numberOfSections == table.sections.count)
    for (sectionIndex, section) in table.sections.enumerated() {
      #expect(engine.numberOfRows(inSection: sectionIndex) == section.rows.count)
      for (rowIndex, id) in section.rows.enumerated() {
        let indexPath = IndexPath(indexes: [sectionIndex, rowIndex])
        let slot = try #require(form.names.rowSlot(of: id))
        #expect(engine.rowID(at: indexPath) == id)
        #expect(engine.slot(at: indexPath) == slot)
        #expect(engine.indexPath(ofRow: id) == indexPath)
        #expect(engine.indexPath(ofSlot: slot) == indexPath)
      }
      #expect(engine.slot(at: IndexPath(indexes: [sectionIndex, section.rows.count])) == nil)
    }
  }

  /// Sections that come and go with state variables, one, three or many to an event (more than
  /// `maxSectionFlipsInPlace` and the engine lists the shown sections again; fewer, it moves
  /// them in place): after every event the lookups by section index agree with the table.
  @Test func sectionIndexesFollowSectionsThatComeAndGo() throws {
    // `many` governs 14 sections, `few` 3, `one` 1; `!many` is every fifth section's too.
    var spec = "form: Sections\nstate:\n"
    for variable in ["many", "few", "one"] { spec += "  \(variable): {type: bool, default: false}\n" }
    spec += "sections:\n"
    var governedByMany = 0
    for index in 0..<42 {
      spec += "  - id: s\(index)\n"
      if index % 3 == 0 {
        spec += "    visible: many\n"
        governedByMany += 1
      } else if [4, 20, 38].contains(index) {
        spec += "    visible: few\n"
      } else if index == 11 {
        spec += "    visible: one\n"
      } else if index % 5 == 1 {
        spec += "    visible: \"!many\"\n"
        governedByMany += 1
      }
      spec += "    rows:\n"
      for row in 0...(index % 4) { spec += "      - id: s\(index)r\(row)\n" }
    }
    #expect(governedByMany > EngineCore.maxSectionFlipsInPlace && 3 <= EngineCore.maxSectionFlipsInPlace)
    let form = try ExampleForms.compile(text: spec)
    var engine = try FormEngine(form: form)
    var random = SplitMix64(seed: 0x5EC)
    var values = ["many": false, "few": false, "one": false]
    for step in 0..<120 {
      let name = ["many", "few", "one"][random.int(0...2)]
      values[name]?.toggle()
      _ = try engine.send(.set(name, .bool(values[name] ?? false)))
      #expect(engine.lookupsAgreeWithTable, "after step \(step), setting \(name)")
      #expect(engine.sectionID(at: engine.numberOfSections) == nil)
      #expect(engine.sectionID(at: -1) == nil)
    }
  }
}
