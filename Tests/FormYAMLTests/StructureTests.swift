import FormDiagnostics
import FormYAML
import Testing

@Suite("Structure and positions")
struct StructureTests {
  @Test func nestedCollectionsHavePositions() throws {
    let root = try #require(
      load(
        """
        root:
          list:
            - a
            - {x: 1, y: [2, 3]}
          name: n
        """))
    #expect(root.kindDescription == "a mapping")
    #expect(root.location == at(1, 1))
    let inner = root.at("root")
    #expect(inner.location == at(2, 3))
    let list = inner.at("list")
    #expect(list.kindDescription == "a sequence")
    #expect(list.location == at(3, 5))
    #expect(list.at(0).location == at(3, 7))
    let flow = list.at(1)
    #expect(flow.kindDescription == "a mapping")
    #expect(flow.location == at(4, 7))
    #expect(flow.endLocation == at(4, 24))
    #expect(flow.mapping?.map(\.key.location) == [at(4, 8), at(4, 14)])
    #expect(flow.at("x").location == at(4, 11))
    #expect(flow.at("y").location == at(4, 17))
    #expect(flow.at("y").sequence?.map(\.location) == [at(4, 18), at(4, 21)])
    #expect(flow.at("y").sequence?.map(\.text) == ["2", "3"])
    #expect(inner.at("name").location == at(5, 9))
    #expect(inner.mapping?.map(\.key.text) == ["list", "name"])
  }

  @Test func entriesKeepDocumentOrder() throws {
    let root = try #require(load("z: 1\na: 2\nm: 3\n"))
    #expect(root.mapping?.map(\.key.text) == ["z", "a", "m"])
    #expect(root.sequence == nil)
    #expect(root.scalar == nil)
  }

  @Test func propertiesStartTheNode() throws {
    let root = try #require(load("a: &anchor !tag [1]\nb: !t &n\n  k: v\n"))
    #expect(root.at("a").location == at(1, 4))
    #expect(root.at("a").anchor == "anchor")
    #expect(root.at("a").tag == "!tag")
    #expect(root.at("b").location == at(2, 4))
    #expect(root.at("b").at("k").text == "v")
  }

  @Test func aliasIsACopyLocatedAtTheAlias() throws {
    let root = try #require(
      load(
        """
        base: &defaults
          size: 10
          name: x
        copy: *defaults
        list: [*defaults, &s scalar, *s]
        """))
    let copy = root.at("copy")
    #expect(copy.location == at(4, 7))
    #expect(copy.endLocation == at(4, 16))
    #expect(copy.alias == "defaults")
    #expect(copy.anchor == nil)
    #expect(copy.at("size").text == "10")
    #expect(copy.at("size").location == at(2, 9))
    #expect(root.at("base").anchor == "defaults")
    let list = root.at("list")
    #expect(list.at(0).location == at(5, 8))
    #expect(list.at(0).at("name").text == "x")
    #expect(list.at(2).text == "scalar")
    #expect(list.at(2).location == at(5, 30))
    // The characters of an aliased scalar are where its anchor is.
    #expect(list.at(2).location(ofScalarOffset: 1) == at(5, 23))
  }

  @Test func anchorsCanBeRedefined() throws {
    let root = try #require(load("- &a 1\n- *a\n- &a 2\n- *a\n"))
    #expect(root.sequence?.map(\.text) == ["1", "1", "2", "2"])
  }

  @Test func multipleDocuments() throws {
    let result = YAMLLoader.loadDocuments(SourceText(path: testPath, text: "a: 1\n---\n- b\n...\n--- c\n"))
    let documents = try result.get()
    #expect(documents.map(\.kindDescription) == ["a mapping", "a sequence", "a scalar"])
    #expect(documents.map(\.location) == [at(1, 1), at(3, 1), at(5, 5)])
  }

  @Test func anchorsDoNotCrossDocuments() throws {
    let result = YAMLLoader.loadDocuments(SourceText(path: testPath, text: "- &a 1\n---\n- *a\n"))
    #expect(throws: Diagnostic.self) { try result.get() }
  }

  @Test func subscriptFindsKeys() throws {
    let root = try #require(load("a: 1\nb: [x]\n"))
    #expect(root["b"]?.sequence?.count == 1)
    #expect(root["c"] == nil)
    #expect(root.at("a")["x"] == nil)
  }

  @Test func loadedNodesKeepWhatTheyAreWhenANodeMadeByHandHoldsThem() throws {
    let root = try #require(
      load(
        """
        base: &b {name: "tab\\tname", tags: [x, !t y]}
        copy: *b
        """))
    let elsewhere = Location(file: "other.yaml", line: 9, column: 2)
    let key = YAMLNode(.scalar(YAMLScalar(value: "held")), location: elsewhere)
    let held = YAMLNode(
      .sequence([root.at("base"), root.at("copy"), key]), location: elsewhere,
      endLocation: Location(file: "third.yaml", line: 1, column: 1))
    #expect(held.location == elsewhere)
    #expect(held.endLocation == Location(file: "third.yaml", line: 1, column: 1))
    let base = held.at(0)
    let copy = held.at(1)
    // The copied nodes keep their positions, in the file they were read from, and their anchor, alias and tags.
    #expect(base.location == at(1, 7))
    #expect(base.anchor == "b")
    #expect(copy.location == at(2, 7))
    #expect(copy.alias == "b")
    #expect(copy.anchor == nil)
    #expect(base.at("name").text == "tab\tname")
    #expect(copy.at("tags").at(1).tag == "!t")
    #expect(copy.at("tags").at(1).text == "y")
    // An offset in an escaped scalar still maps into the text as written, in the file it was read from.
    #expect(base.at("name").location(ofScalarOffset: 4) == at(1, 23))
    #expect(copy.at("name").location(ofScalarOffset: 4) == at(1, 23))
    #expect(held.at(2).text == "held")
    #expect(held.at(2).location == elsewhere)
  }

  @Test func nodesCanBeMadeByHand() {
    let key = YAMLNode(.scalar(YAMLScalar(value: "k")), location: at(1, 1))
    let value = YAMLNode(.sequence([key, key]), location: at(1, 4))
    let node = YAMLNode(.mapping([YAMLMappingEntry(key: key, value: value)]), location: at(1, 1), tag: "!m")
    #expect(node["k"]?.sequence?.count == 2)
    #expect(node.endLocation == at(1, 1))
    #expect(node.location(ofScalarOffset: 3) == at(1, 1))
    #expect(key.location(ofScalarOffset: 0) == at(1, 1))
  }
}
