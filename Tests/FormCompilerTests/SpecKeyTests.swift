import FormDiagnostics
import FormRuntime
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
    check(OptionKey.self)
  }

  @Test func rawValuesNumberTheCasesFromZero() {
    #expect(RowKey.allCases.map(\.rawValue) == Array(0..<RowKey.names.count))
    #expect(SectionKey.allCases.map(\.rawValue) == Array(0..<SectionKey.names.count))
    #expect(FormKey.allCases.map(\.rawValue) == Array(0..<FormKey.names.count))
    #expect(StateKey.allCases.map(\.rawValue) == Array(0..<StateKey.names.count))
    #expect(ListKey.allCases.map(\.rawValue) == Array(0..<ListKey.names.count))
    #expect(ListAddKey.allCases.map(\.rawValue) == Array(0..<ListAddKey.names.count))
    #expect(OptionKey.allCases.map(\.rawValue) == Array(0..<OptionKey.names.count))
    #expect(SectionKey.names[SectionKey.list.rawValue] == "list")
    #expect(RowKey.names[RowKey.default.rawValue] == "default")
    #expect(SectionKey.names[SectionKey.indexTitle.rawValue] == "indexTitle")
  }

  /// Every key says what it means, in full sentences, and is described by the schema under its own name.
  func checkDeclarations<Key: SpecKey>(_: Key.Type) {
    #expect(!Key.mapping.summary.isEmpty && Key.mapping.summary.hasSuffix("."), "\(Key.self)")
    for key in Key.allCases {
      let declaration = key.declaration
      #expect(declaration.name == Key.names[key.rawValue])
      #expect(
        declaration.summary.count > 10 && declaration.summary.hasSuffix("."),
        "\(Key.mapping.name).\(declaration.name) needs a description of a sentence or more")
    }
    let definitions = SpecSchema.document.member("$defs")?.member(Key.mapping.name)
    #expect(definitions?.member("properties")?.memberNames == Key.names, "\(Key.mapping.name)")
    let required = Key.requiredKeys.map { SchemaJSON.string(Key.names[$0.rawValue]) }
    #expect(definitions?.member("required")?.text == (required.isEmpty ? nil : SchemaJSON.array(required).text))
  }

  @Test func everyKeyIsDeclaredWithADescriptionAndIsInTheSchema() {
    checkDeclarations(FormKey.self)
    checkDeclarations(SectionKey.self)
    checkDeclarations(RowKey.self)
    checkDeclarations(StateKey.self)
    checkDeclarations(ListKey.self)
    checkDeclarations(ListAddKey.self)
    checkDeclarations(OptionKey.self)
  }

  /// The schema's names are the ones the decoder reads values into.
  @Test func theSchemaEnumeratesTheDecodersNames() {
    let row = SpecSchema.document.member("$defs")?.member("row")?.member("properties")
    #expect(
      row?.member("kind")?.member("enum")?.text == SchemaJSON.array(RowKind.allCases.map { .string($0.rawValue) }).text)
    #expect(
      row?.member("format")?.member("enum")?.text
        == SchemaJSON.array(ValueFormat.allCases.map { .string($0.rawValue) }).text)
    let section = SpecSchema.document.member("$defs")?.member("section")?.member("properties")
    #expect(
      section?.member("select")?.member("enum")?.text
        == SchemaJSON.array(SelectMode.allCases.map { .string($0.rawValue) }).text)
  }
}

extension SchemaJSON {
  /// The member `name` of an object.
  fileprivate func member(_ name: String) -> SchemaJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == name }?.1
  }

  /// An object's member names, in order.
  fileprivate var memberNames: [String]? {
    guard case .object(let members) = self else { return nil }
    return members.map(\.0)
  }

  /// The value as JSON text, to compare values.
  fileprivate var text: String {
    var writer = SchemaJSONWriter()
    writer.write(self)
    return writer.text
  }
}
