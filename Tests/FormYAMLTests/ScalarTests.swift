import FormDiagnostics
import FormYAML
import Testing

@Suite("Scalars")
struct ScalarTests {
  static let source = """
    plain: hello world
    single: 'it''s'
    double: "a\\"b\\tc"
    literal: |
      line one
      line two
    folded: >
      folded
      text
    empty:
    """

  @Test func everyStyleLoadsWithItsValue() throws {
    let root = try #require(load(Self.source))
    #expect(root.at("plain").scalar == YAMLScalar(value: "hello world", style: .plain))
    #expect(root.at("single").scalar == YAMLScalar(value: "it's", style: .singleQuoted))
    #expect(root.at("double").scalar == YAMLScalar(value: "a\"b\tc", style: .doubleQuoted))
    #expect(root.at("literal").scalar == YAMLScalar(value: "line one\nline two\n", style: .literal))
    #expect(root.at("folded").scalar == YAMLScalar(value: "folded text\n", style: .folded))
    #expect(root.at("empty").scalar == YAMLScalar(value: "", style: .plain))
    #expect(root.at("empty").isNull)
    #expect(root.at("plain").kindDescription == "a scalar")
  }

  @Test func everyStyleHasItsPosition() throws {
    let root = try #require(load(Self.source))
    let keys = root.mapping?.map(\.key) ?? []
    #expect(keys.map(\.location) == [at(1, 1), at(2, 1), at(3, 1), at(4, 1), at(7, 1), at(10, 1)])
    #expect(root.at("plain").location == at(1, 8))
    #expect(root.at("plain").endLocation == at(1, 19))
    #expect(root.at("single").location == at(2, 9))
    #expect(root.at("single").endLocation == at(2, 16))
    #expect(root.at("double").location == at(3, 9))
    #expect(root.at("literal").location == at(4, 10))
    #expect(root.at("literal").endLocation == at(7, 1))
    #expect(root.at("folded").location == at(7, 9))
    // An empty value is placed just after its ':'.
    #expect(root.at("empty").location == at(10, 7))
  }

  @Test func nonSpecificTagIsReportedAsWritten() throws {
    let root = try #require(load("a: ! 12\nb: !!str 12\nc: !<tag:example.com,2000:x> y\n"))
    #expect(root.at("a").tag == "!")
    #expect(root.at("b").tag == "tag:yaml.org,2002:str")
    #expect(root.at("c").tag == "tag:example.com,2000:x")
    #expect(root.at("c").text == "y")
  }

  @Test func localTagWithoutValueIsAnEmptyPlainScalar() throws {
    // An unquoted `!allDay` is a YAML tag, not text: libyaml reports an empty plain scalar carrying the tag.
    let root = try #require(load("visible: !allDay\nnext: 1\n"))
    let visible = root.at("visible")
    #expect(visible.tag == "!allDay")
    #expect(visible.scalar == YAMLScalar(value: "", style: .plain))
    #expect(visible.location == at(1, 10))
    #expect(visible.endLocation == at(1, 17))
    #expect(!visible.isNull)
    #expect(root.at("next").tag == nil)
  }

  @Test func quotedConditionKeepsTheBang() throws {
    let root = try #require(load("visible: \"!allDay\"\n"))
    #expect(root.at("visible").tag == nil)
    #expect(root.at("visible").scalar == YAMLScalar(value: "!allDay", style: .doubleQuoted))
  }

  @Test func nullForms() throws {
    let root = try #require(load("[~, null, Null, NULL, '', !!null x, nil, \"null\"]"))
    let items = root.sequence.map(Array.init) ?? []
    #expect(items.map(\.isNull) == [true, true, true, true, false, true, false, false])
  }

  @Test func multiLineScalarsFold() throws {
    let root = try #require(load("a: one\n  two\nb: \"x\n  y\"\n"))
    #expect(root.at("a").text == "one two")
    #expect(root.at("b").text == "x y")
  }
}
