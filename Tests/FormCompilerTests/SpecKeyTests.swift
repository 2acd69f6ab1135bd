import FormDiagnostics
import FormYAML
import Testing

@testable import FormCompiler

@Suite("Keys of the spec's mappings")
struct SpecKeyTests {
  /// Every key's name is listed at its raw value, once, and is found again from its bytes.
  func check<Key: SpecKey>(_: Key.Type) {
    #expect(Key.names.count == Key.allCases.count)
    #expect(Key.names.count <= MappingFields<Key>.capacity)
    #expect(Set(Key.names).count == Key.names.count)
    #expect(Key.utf8Names == Key.names.map { Array($0.utf8) })
    for key in Key.allCases {
      #expect(Key.slot(of: scalar(Key.names[key.rawValue])) == key.rawValue)
    }
    for other in ["", "i", "ids", "Id", "titl", "rowsx", "<<", "déf"] where !Key.names.contains(other) {
      #expect(Key.slot(of: scalar(other)) == nil)
    }
    let mapping = YAMLNode(.mapping([]), location: SourceLocation(file: "f", line: 1, column: 1))
    #expect(Key.slot(of: mapping) == nil)
  }

  func scalar(_ text: String) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(value: text)), location: SourceLocation(file: "f", line: 1, column: 1))
  }

  @Test func keysAreFoundByName() {
    check(FormKey.self)
    check(SectionKey.self)
    check(RowKey.self)
    check(StateKey.self)
    check(ListKey.self)
    check(ListAddKey.self)
  }

  @Test func rawValuesNumberTheCasesFromZero() {
    #expect(RowKey.allCases.map(\.rawValue) == Array(0..<RowKey.names.count))
    #expect(SectionKey.allCases.map(\.rawValue) == Array(0..<SectionKey.names.count))
    #expect(FormKey.allCases.map(\.rawValue) == Array(0..<FormKey.names.count))
    #expect(StateKey.allCases.map(\.rawValue) == Array(0..<StateKey.names.count))
    #expect(ListKey.allCases.map(\.rawValue) == Array(0..<ListKey.names.count))
    #expect(ListAddKey.allCases.map(\.rawValue) == Array(0..<ListAddKey.names.count))
    #expect(SectionKey.names[SectionKey.list.rawValue] == "list")
    #expect(RowKey.names[RowKey.default.rawValue] == "default")
    #expect(SectionKey.names[SectionKey.indexTitle.rawValue] == "indexTitle")
  }
}
