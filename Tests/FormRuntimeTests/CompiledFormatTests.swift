import FormRuntime
import Foundation
import SeededRandom
import Testing

/// The declaration of the compiled format (`CompiledFormat+Declarations.swift`) against what follows
/// it: the documentation, and the JSON reader, the JSON writer and the `Codable` conformances, on
/// random tables.
@Suite struct CompiledFormatTests {
  // MARK: The documentation

  /// The records of the format under the headings of docs/compiled-format.md that document them.
  static let documentedRecords: [(heading: String, layout: CompiledFormatLayout, typeNames: [String])] = [
    ("## Top level", CompiledFormFile.layout, CompiledFormFile.formatTypeNames),
    ("## `sections`", SectionTable.layout, SectionTable.formatTypeNames),
    ("## `rows`", RowTable.layout, RowTable.formatTypeNames),
    ("## `values`", ValueSlot.layout, ValueSlot.formatTypeNames),
    ("## `conditions`", ConditionProgram.layout, ConditionProgram.formatTypeNames),
    ("## `lists`", ListTable.layout, ListTable.formatTypeNames),
    ("## `presentation`", PresentationTable.layout, PresentationTable.formatTypeNames),
    ("## `keys`", LocalizationKeyTable.layout, LocalizationKeyTable.formatTypeNames),
    ("Each default item:", ListItemDefault.layout, ListItemDefault.formatTypeNames),
  ]

  /// The record's keys as the documentation lists them: name, type and whether optional.
  static func declaredKeys(_ layout: CompiledFormatLayout, typeNames: [String]) -> [DocumentedKey] {
    zip(layout.keys, typeNames).map { key, type in
      DocumentedKey(name: key.name, type: type, isOptional: key.presence == .optional)
    }
  }

  /// One documented key: its name, its type, and whether it is optional.
  struct DocumentedKey: Equatable, CustomStringConvertible {
    var name: String
    var type: String
    var isOptional: Bool
    var description: String { "`\(name)` | \(type)\(isOptional ? ", optional" : "")" }
  }

  /// The keys of the first table under `heading`: a row per key, or one row for keys that share a
  /// type (`` `min`, `max` ``); a type that ends in ", optional" marks optional keys.
  static func documentedKeys(under heading: String, in text: String) -> [DocumentedKey]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0 == heading || $0.hasPrefix(heading + " ") }) else { return nil }
    let rest = lines[(start + 1)...]
    guard let first = rest.firstIndex(where: { $0.hasPrefix("|") }) else { return nil }
    // The header and its rule, then the rows until the table ends.
    let rows = rest[(first + 2)...].prefix { $0.hasPrefix("|") }
    var keys: [DocumentedKey] = []
    for row in rows {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 3 else { return nil }
      var type = cells[2]
      let isOptional = type.hasSuffix(", optional")
      if isOptional { type.removeLast(", optional".count) }
      for name in cells[1].components(separatedBy: ", ") {
        keys.append(
          DocumentedKey(
            name: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")), type: type, isOptional: isOptional))
      }
    }
    return keys
  }

  static func documentationText() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("docs/compiled-format.md"), encoding: .utf8)
  }

  @Test(arguments: documentedRecords.map(\.heading))
  func documentationListsTheDeclaredKeys(heading: String) throws {
    let text = try Self.documentationText()
    let record = try #require(Self.documentedRecords.first { $0.heading == heading })
    let documented = try #require(Self.documentedKeys(under: heading, in: text), "no table under \(heading)")
    #expect(record.typeNames.count == record.layout.keys.count, "\(heading): a type name per key")
    let declared = Self.declaredKeys(record.layout, typeNames: record.typeNames)
    #expect(documented == declared, "\(heading): documented \(documented), declared \(declared)")
  }

  /// The parser above finds a drift: a key renamed, retyped, made optional or dropped.
  @Test func documentationCheckNoticesDrift() throws {
    let text = try Self.documentationText()
    let declared = Self.declaredKeys(ValueSlot.layout, typeNames: ValueSlot.formatTypeNames)
    for (old, new) in [
      ("| `name` | string |", "| `names` | string |"), ("| `initial` | JSON value |", "| `initial` | int |"),
      ("| `min`, `max` | int, optional |", "| `min`, `max` | int |"),
      ("| `min`, `max` | int, optional |", "| `min` | int, optional |"),
    ] {
      #expect(text.contains(old), "\(old)")
      let drifted = text.replacingOccurrences(of: old, with: new)
      #expect(Self.documentedKeys(under: "## `values`", in: drifted) != declared, "\(new)")
    }
    #expect(text.contains("format version \(CompiledForm.currentFormatVersion)"))
    #expect(text.contains("- **\(CompiledForm.currentFormatVersion)**:"), "the Versions section lists this version")
  }

  @Test func keysAreUniqueAndFewEnoughForTheReader() {
    for (heading, layout, _) in Self.documentedRecords {
      let names = layout.keys.map(\.name)
      #expect(Set(names).count == names.count, "\(heading)")
      #expect(names.count <= 64, "\(heading)")
    }
  }

  // MARK: Reader, writer and Codable on random tables

  /// Random tables, not a valid form: the reader and writer carry any tables, and validation is
  /// tested on its own.
  static func randomForm(_ random: inout SplitMix64) -> CompiledForm {
    let strings = CompiledFormJSONWritingTests.awkwardStrings + ["a", "b", "fruit", ""]
    func string() -> String { random.pick(strings) }
    func optionalString() -> String? { random.chance(30) ? nil : string() }
    func int() -> Int { random.chance(10) ? random.pick([Int.min, Int.max, 0, -1]) : random.int(-5...500) }
    func optionalInt() -> Int? { random.chance(50) ? nil : int() }
    /// A decimal with digits after the point (a whole one is written as an integer, and read back as one where
    /// the slot's type is unknown), from units at Int's extremes to tiny fractions.
    func decimal() -> FormValue {
      let units = int()
      let scale = random.int(1...FormDecimal.maxScale)
      // Units that are no multiple of 10 at a scale of 1...18 always make a decimal: null is never taken.
      return FormDecimal(units: units % 10 == 0 ? units &+ 1 : units, scale: scale).map(FormValue.decimal) ?? .null
    }
    func value() -> FormValue {
      switch random.int(0...4) {
      case 0: .null
      case 1: .bool(random.chance(50))
      case 2: .int(int())
      case 3: .string(string())
      case 4: random.chance(50) ? decimal() : .set(Set((0..<random.int(0...4)).map { _ in string() }))
      default: .set(Set((0..<random.int(0...4)).map { _ in string() }))
      }
    }
    var sections = SectionTable()
    for _ in 0..<random.int(0...4) {
      sections.id.append(string())
      sections.header.append(optionalString())
      sections.footer.append(optionalString())
      sections.visible.append(int())
      sections.accordion.append(random.chance(50))
      sections.select.append(int())
      sections.indexTitle.append(optionalString())
      sections.firstRow.append(int())
      sections.endRow.append(int())
    }
    var rows = RowTable()
    for _ in 0..<random.int(0...12) {
      rows.id.append(string())
      rows.kind.append(random.pick(RowKind.allCases))
      rows.title.append(optionalString())
      rows.section.append(int())
      rows.parent.append(int())
      rows.subtreeEnd.append(int())
      rows.visible.append(int())
      rows.enabled.append(int())
      rows.value.append(int())
      rows.expanded.append(random.chance(50))
      rows.keywords.append((0..<random.int(0...3)).map { _ in string() })
    }
    let values = (0..<random.int(0...6)).map { _ in
      let type = random.pick(ValueType.allCases)
      var initial = value()
      // A decimal slot's whole value is a decimal: JSON writes it as an integer, and the reader gives it back typed.
      if type == .decimal, case .int(let number) = initial { initial = .decimal(FormDecimal(number)) }
      return ValueSlot(
        name: string(), type: type, row: optionalInt(), section: optionalInt(),
        initial: initial, options: random.chance(50) ? nil : (0..<random.int(0...3)).map { _ in string() },
        min: optionalInt(), max: optionalInt(), precision: optionalInt())
    }
    let conditions = (0..<random.int(0...4)).map { _ in
      ConditionProgram(
        source: string(),
        code: (0..<random.int(0...6)).map { _ in
          switch random.int(0...6) {
          case 0: .loadValue(int())
          case 1: .loadExpanded(int())
          case 6:
            .loadValidation(
              random.pick([.rowIsValid(int()), .rowIsEnabled(int()), .sectionIsValid(int()), .formIsValid]))
          case 2: .constant(value())
          case 3: .member((0..<random.int(0...3)).map { _ in value() })
          case 4: .contains(string())
          default: random.pick([.count, .isEmpty, .not, .and, .or, .equal, .notEqual, .less, .greaterOrEqual])
          }
        })
    }
    var rules = RuleTable()
    for _ in 0..<random.int(0...4) {
      rules.row.append(int())
      rules.section.append(int())
      rules.kind.append(random.pick(RuleKind.allCases))
      rules.argument.append(value())
      rules.condition.append(int())
      rules.message.append(string())
      rules.program.append(random.chance(50) ? nil : (0..<random.int(0...5)).map { _ in int() })
    }
    var keys = LocalizationKeyTable()
    if random.chance(50) {
      keys.form = optionalString()
      if random.chance(50) { keys.rows = rows.id.map { _ in optionalString() } }
      if random.chance(50) { keys.sections = sections.id.map { _ in optionalString() } }
    }
    return CompiledForm(
      name: string(), title: optionalString(), sections: sections, rows: rows, values: values, conditions: conditions,
      rules: rules, localizationKeys: keys)
  }

  /// Write → read gives the form back; `JSONEncoder` writes the same bytes as the writer, and
  /// `JSONDecoder` reads the same form as the reader.
  @Test func randomTablesRoundTripThroughEveryReaderAndWriter() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for seed in 0..<300 {
      var random = SplitMix64(seed: UInt64(seed))
      let form = Self.randomForm(&random)
      let data = form.jsonData()
      let read = try CompiledForm.read(from: data)
      #expect(read == form, "seed \(seed)")
      #expect(read.plans == form.plans, "seed \(seed)")
      var encoded = try encoder.encode(form)
      encoded.append(UInt8(ascii: "\n"))
      #expect(encoded == data, "seed \(seed): \(CompiledFormJSONWritingTests.firstDifference(data, encoded))")
      #expect(try JSONDecoder().decode(CompiledForm.self, from: data) == read, "seed \(seed)")
    }
  }

  /// Every optional key of a value slot is left out when nil, for the writer and `JSONEncoder`
  /// alike, and read back as nil; every required one is there.
  @Test func optionalKeysAreOmittedWhenNil() throws {
    let slot = ValueSlot(name: "n", type: .bool, row: nil, initial: .bool(false))
    var form = HandBuiltForms.order()
    form.values.append(slot)
    let text = String(decoding: form.jsonData(), as: UTF8.self)
    #expect(text.contains(#"{"initial":false,"name":"n","type":"bool"}"#), "\(text)")
    #expect(try CompiledForm.read(from: form.jsonData()).values.last == slot)
  }
}
