import FormRuntime
import Foundation
import Testing

/// `jsonData()` writes JSON by hand; these compare its bytes with what `JSONEncoder` makes of
/// the `Encodable` conformance with the options it stands in for, and load them back.
@Suite struct CompiledFormJSONWritingTests {
  /// What `jsonData()` wrote before it had a writer of its own, kept here as the reference.
  static func encoderJSON(_ form: CompiledForm) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(form)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  private func expectEncoderBytesAndRoundTrip(_ form: CompiledForm, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let data = form.jsonData()
    let reference = try Self.encoderJSON(form)
    #expect(data == reference, "\(Self.firstDifference(data, reference))", sourceLocation: sourceLocation)
    #expect(try CompiledForm(jsonData: data) == form, sourceLocation: sourceLocation)
  }

  /// Where two outputs first differ, with some text around it.
  static func firstDifference(_ data: Data, _ reference: Data) -> String {
    let (written, expected) = (Array(data), Array(reference))
    let common = min(written.count, expected.count)
    let offset = (0..<common).first { written[$0] != expected[$0] } ?? common
    func excerpt(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, offset - 40)..<min(bytes.count, offset + 40)], as: UTF8.self).debugDescription
    }
    return "first difference at byte \(offset): writer \(excerpt(written)), JSONEncoder \(excerpt(expected))"
  }

  @Test(arguments: EngineExampleFormTests.formNames)
  func exampleForms(name: String) throws {
    try expectEncoderBytesAndRoundTrip(ExampleForms.compile(name))
  }

  /// Every control character, the characters JSON escapes, `/`, and characters an encoder
  /// might escape but `JSONEncoder` does not (U+007F, U+2028, U+2029, non-ASCII).
  static let awkwardStrings: [String] = [
    "", "\"", "\\", "/", "a/b", "\"quoted\" \\back\\slashes\\ //", "\u{7F}", "\u{2028}\u{2029}", "😀👩‍👩‍👧",
    "e\u{301} é", "\u{FEFF}\u{85}\u{A0}", "日本語 Ｆｕｌｌ", String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }),
    "tab\there\nnew line\r\u{8}\u{C}\u{0}end",
  ]

  /// A form built table by table, whose every string (ids, titles, headers, footers, index
  /// titles, keywords, options, names, values, condition sources and literals) is awkward.
  static func awkwardForm() -> CompiledForm {
    let strings = awkwardStrings
    var sections = SectionTable()
    var rows = RowTable()
    for (index, text) in strings.enumerated() {
      sections.id.append("section \(index) \(text)")
      sections.header.append(index % 3 == 0 ? nil : text)
      sections.footer.append(index % 2 == 0 ? text : nil)
      sections.visible.append(index == 1 ? 0 : -1)
      sections.accordion.append(index % 2 == 1)
      sections.select.append(-1)
      sections.indexTitle.append(index % 4 == 0 ? nil : text)
      sections.firstRow.append(rows.count)
      rows.id.append("row \(index) \(text)")
      rows.kind.append(index == 0 ? .text : index == 1 ? .number : index == 2 ? .multichoice : .label)
      rows.title.append(index % 5 == 0 ? nil : text)
      rows.section.append(index)
      rows.parent.append(-1)
      rows.subtreeEnd.append(rows.count)
      rows.visible.append(index == 3 ? 1 : -1)
      rows.enabled.append(-1)
      rows.value.append(index < 3 ? index : -1)
      rows.expanded.append(false)
      rows.keywords.append(index % 2 == 0 ? [text, "\(text)\(text)", "k"] : [])
      sections.endRow.append(rows.count)
    }
    let values = [
      ValueSlot(name: rows.id[0], type: .string, row: 0, initial: .string(strings[1])),
      ValueSlot(name: rows.id[1], type: .int, row: 1, initial: .int(-42), min: Int.min, max: Int.max),
      ValueSlot(name: rows.id[2], type: .set, row: 2, initial: .set(Set(strings.suffix(4))), options: strings),
      ValueSlot(name: "state \(strings[3])", type: .string, row: nil, initial: .string(strings[3]), options: strings),
      ValueSlot(name: "limits", type: .int, row: nil, initial: .int(Int.min), min: Int.min, max: 0),
      ValueSlot(name: "when", type: .date, row: nil, initial: .string("2026-11-29T09:30:00Z")),
      ValueSlot(name: "whenever", type: .date, row: nil, initial: .null),
      ValueSlot(name: "flag", type: .bool, row: nil, initial: .bool(true)),
    ]
    let conditions = [
      ConditionProgram(
        source: strings.joined(separator: " "),
        code: [.loadValue(3), .member(strings.map(FormValue.string)), .loadValue(2), .contains(strings[2]), .and]),
      ConditionProgram(
        source: "\(strings[4]) \u{0}",
        code: [
          .loadValue(1), .constant(.int(Int.max)), .lessOrEqual, .loadValue(4), .constant(.int(Int.min)), .greater,
          .or, .loadValue(0), .constant(.string(strings[5])), .notEqual, .and, .loadValue(7), .not, .or,
        ]),
    ]
    return CompiledForm(
      name: "Awkward\(strings[2])", title: strings[8], sections: sections, rows: rows, values: values,
      conditions: conditions)
  }

  @Test func awkwardStringsAndNumbers() throws {
    try expectEncoderBytesAndRoundTrip(Self.awkwardForm())
  }

  @Test func eachAwkwardStringAsTheTitle() throws {
    var strings = Self.awkwardStrings
    // Every scalar below U+0080 on its own, and a few beyond.
    strings += (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    strings += ["\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10FFFF}"]
    for text in strings {
      var form = HandBuiltForms.order()
      form.title = text
      try expectEncoderBytesAndRoundTrip(form)
    }
  }

  /// The writer starts with room for about 128 bytes a row and doubles it when that runs out:
  /// titles far longer than that, escaped and not, make it grow several times, within a string
  /// and between values.
  @Test func outputLargerThanTheWriterFirstReserves() throws {
    for length in [100, 1_000, 5_000, 20_000] {
      var form = HandBuiltForms.order()
      form.title = String(repeating: "a\"é\n", count: length)
      for slot in form.rows.title.indices {
        form.rows.title[slot] = String(repeating: "row \(slot) ", count: length / 10)
      }
      try expectEncoderBytesAndRoundTrip(form)
    }
  }

  /// Strings the compiler reads from YAML escapes, negative numbers, dates, and transition
  /// plans keyed by rows numbered 8, 10 and 100, which `JSONEncoder` sorts as text.
  @Test func compiledSpecWithEscapesAndExpansionPlans() throws {
    var lines = [
      "form: Escapes",
      #"title: "quote \" backslash \\ slash / tab \t bell \a escape \e del \x7F nel \N nbsp \_ ls \L ps \P 😀 e\u0301""#,
      "state:",
      "  offset: {type: int, default: -42}",
      "  mode: {type: string, values: [\"a/b\", \"\\\"q\\\"\", \"\\u2028\"], default: \"a/b\"}",
      "sections:",
      "  - id: main",
      #"    header: "\x01\x1F control""#,
      "    rows:",
      "      - {id: when, kind: date, default: \"2026-11-29T09:30:00Z\"}",
      "      - {id: count, kind: number, min: -100, max: 100, default: -7}",
      #"      - {id: pick, kind: multichoice, options: ["ß", "a", "Z", "\"", "\\", ""], default: ["\\", "Z"]}"#,
      "      - {id: shown, visible: \"e4.expanded or e5.expanded or e50.expanded or mode == 'a/b' or offset < 0\"}",
      "  - id: expanding",
      "    rows:",
    ]
    for index in 0..<60 {
      lines.append("      - {id: e\(index), title: \"E\(index)\", expands: [{id: c\(index)}]}")
    }
    let form = try ExampleForms.compile(text: lines.joined(separator: "\n") + "\n")
    let expansionKeys = form.plans.expansions.keys.sorted()
    // Rows e4, e5 and e50 sit at slots 12, 14 and 104 (after the four rows of `main`).
    #expect(expansionKeys == [12, 14, 104])
    try expectEncoderBytesAndRoundTrip(form)
  }
}
