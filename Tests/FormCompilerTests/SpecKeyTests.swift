import Testing

@testable import FormCompiler

@Suite("Keys of the spec's mappings")
struct SpecKeyTests {
  /// Every key's name is listed at its raw value, once, and is found again from its bytes.
  func check<Key: SpecKey>(_: Key.Type) {
    #expect(Key.names.count == Key.allCases.count)
    #expect(Set(Key.names).count == Key.names.count)
    #expect(Key.utf8Names == Key.names.map { Array($0.utf8) })
    for key in Key.allCases {
      var name = Key.names[key.rawValue]
      #expect(name.withUTF8 { Key.slot(named: $0) } == key.rawValue)
    }
    for other in ["", "i", "ids", "Id", "titl", "rowsx", "<<"] where !Key.names.contains(other) {
      var text = other
      #expect(text.withUTF8 { Key.slot(named: $0) } == nil)
    }
  }

  @Test func keysAreFoundByName() {
    check(FormKey.self)
    check(SectionKey.self)
    check(RowKey.self)
    check(StateKey.self)
  }

  @Test func rawValuesNumberTheCasesFromZero() {
    #expect(RowKey.allCases.map(\.rawValue) == Array(0..<RowKey.names.count))
    #expect(SectionKey.allCases.map(\.rawValue) == Array(0..<SectionKey.names.count))
    #expect(FormKey.allCases.map(\.rawValue) == Array(0..<FormKey.names.count))
    #expect(StateKey.allCases.map(\.rawValue) == Array(0..<StateKey.names.count))
    #expect(RowKey.names[RowKey.default.rawValue] == "default")
    #expect(SectionKey.names[SectionKey.indexTitle.rawValue] == "indexTitle")
  }
}
