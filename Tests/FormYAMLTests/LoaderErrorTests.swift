import FormDiagnostics
import FormYAML
import Testing

@Suite("Errors the loader adds")
struct LoaderErrorTests {
  @Test func duplicateKey() throws {
    let error = try #require(loadError("name: a\nother: b\nname: c\n"))
    #expect(error.id == "yaml-duplicate-key")
    #expect(error.severity == .error)
    #expect(error.location == at(3, 1))
    #expect(error.message == "duplicate key 'name' in mapping")
    #expect(error.notes == [DiagnosticNote("first defined here", at: at(1, 1))])
  }

  @Test func duplicateKeyInNestedFlowMapping() throws {
    let error = try #require(loadError("outer:\n  - {a: 1, b: 2, 'a': 3}\n"))
    #expect(error.location == at(2, 18))
    #expect(error.notes.first?.location == at(2, 6))
  }

  @Test func duplicateKeyThroughAnAlias() throws {
    let error = try #require(loadError("- &k name\n- {name: 1, *k : 2}\n"))
    #expect(error.location == at(2, 13))
    #expect(error.message == "duplicate key 'name' in mapping")
  }

  @Test func sameKeyInDifferentMappingsIsFine() throws {
    let root = try #require(load("a: {id: 1}\nb: {id: 2}\nid: 3\n"))
    #expect(root.mapping?.count == 3)
  }

  @Test func unknownAlias() throws {
    let error = try #require(loadError("a: 1\nb: *c\n"))
    #expect(error.id == "yaml-unknown-alias")
    #expect(error.location == at(2, 4))
    #expect(error.message == "unknown alias '*c': no anchor '&c' is defined before it in this document")
  }

  @Test func unknownAliasSuggestsAnAnchor() throws {
    let error = try #require(loadError("a: &defaults 1\nb: *default\n"))
    #expect(error.message.hasSuffix("did you mean '*defaults'?"))
  }

  @Test func aliasBeforeItsAnchor() throws {
    let error = try #require(loadError("a: *x\nb: &x 1\n"))
    #expect(error.location == at(1, 4))
  }

  @Test func recursiveAlias() throws {
    let error = try #require(loadError("a: &a\n  b: [*a]\n"))
    #expect(error.id == "yaml-recursive-alias")
    #expect(error.location == at(2, 7))
  }

  @Test func emptyFile() throws {
    for text in ["", "# only a comment\n", "\n\n"] {
      let error = try #require(loadError(text))
      #expect(error.id == "yaml-empty")
      #expect(error.message == "the file is empty; expected a mapping")
      #expect(error.location == at(1, 1))
    }
  }

  @Test func secondDocument() throws {
    let error = try #require(loadError("a: 1\n---\nb: 2\n"))
    #expect(error.id == "yaml-multiple-documents")
    #expect(error.location == at(2, 1))
  }

  @Test func secondDocumentIsReportedBeforeItsErrors() throws {
    let error = try #require(loadError("--- a\n--- [\n"))
    #expect(error.id == "yaml-multiple-documents")
    #expect(error.location == at(2, 1))
  }

  @Test func explicitSingleDocumentIsFine() throws {
    let root = try #require(load("---\na: 1\n...\n"))
    #expect(root.at("a").text == "1")
  }
}
