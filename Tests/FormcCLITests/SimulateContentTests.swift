import FormcCLI
import Foundation
import Testing

/// `formc simulate --content` (issue 57): the display model after each event, and the rows each
/// update reconfigures.
@Suite struct SimulateContentTests {
  /// The rows of each line's content as "id control title valueText summary accessory".
  private func rows(_ line: String) throws -> [String] {
    let object = try #require(jsonObject(line))
    let sections = try #require(object["content"] as? [[String: Any]])
    return sections.flatMap { section in
      (section["rows"] as? [[String: Any]] ?? []).map { row in
        ["id", "control", "title", "valueText", "summary", "accessory"]
          .map { (row[$0] as? String) ?? "-" }.joined(separator: " ")
      }
    }
  }

  @Test func fruitShowsSummariesAccessoriesAndReconfiguredRows() throws {
    let result = formc(
      "simulate", fruitSpec, "--content", stdin: "tap melon\nset melonPick \"Honeydew\"\nset citrusPick null\n")
    #expect(result.code == 0)
    let lines = result.outLines
    #expect(lines.count == 4)
    #expect(
      try rows(lines[0]) == [
        "citrus label Citrus - Lime expanded", "citrusPick wheel Variety Lime - none",
        "melon label Melon - - collapsed", "notes textField Notes - - none",
      ])
    let tap = try #require(jsonObject(lines[1]))
    #expect(Set(tap["reconfigureRows"] as? [String] ?? []) == ["melon", "citrus"])
    #expect(
      try rows(lines[2]) == [
        "citrus label Citrus - Lime collapsed", "melon label Melon - Honeydew expanded",
        "melonPick wheel Variety Honeydew - none", "notes textField Notes - - none",
        "fruitSalad label Fruit salad! - - none",
      ])
    // A hidden child's value is set to null: its parent's summary says so at once.
    let cleared = try #require(jsonObject(lines[3]))
    #expect((cleared["reconfigureRows"] as? [String])?.contains("citrus") == true)
    #expect(try rows(lines[3]).first == "citrus label Citrus - - collapsed")
  }

  @Test func everyExampleFormPrintsItsContent() throws {
    for spec in try exampleSpecs() {
      let result = formc("simulate", spec, "--content", stdin: "")
      #expect(result.code == 0, "\(spec): \(result.err)")
      let first = try #require(result.outLines.first, "\(spec)")
      let object = try #require(jsonObject(first), "\(spec)")
      let sections = try #require(object["content"] as? [[String: Any]], "\(spec)")
      #expect(!sections.isEmpty, "\(spec)")
      for section in sections {
        let header = try #require(section["section"] as? [String: Any], "\(spec)")
        #expect(
          Set(header.keys) == ["id", "group", "header", "footer", "error", "indexTitle", "list", "selection"],
          "\(spec)")
        for row in section["rows"] as? [[String: Any]] ?? [] {
          #expect(Set(row.keys) == Self.rowKeys, "\(spec): \(row)")
          #expect((row["title"] as? String)?.isEmpty == false, "\(spec): \(row)")
        }
      }
    }
  }

  @Test func aDecimalShowsItsPrecisionAndAnEditShowsTheNewValue() throws {
    let spec = fruitSpec.replacingOccurrences(of: "fruit.form.yaml", with: "checkout.form.yaml")
    let result = formc("simulate", spec, "--content", stdin: "edit tip 38.5\n")
    #expect(result.code == 0, "\(result.err)")
    let last = try #require(result.outLines.last)
    let after = try rows(last)
    #expect(after.contains { $0.hasPrefix("tip decimalField ") && $0.contains(" 38.50 ") })
  }

  /// A decimal prints at its precision wherever simulate prints it: the content's value and
  /// bounds, the saved values, a refusal's bound (`38.50`, `12.00`, `50.00`, never `38.5` or
  /// `12.0`).
  @Test func decimalsPrintAtTheirPrecisionEverywhere() throws {
    let spec = fruitSpec.replacingOccurrences(of: "fruit.form.yaml", with: "checkout.form.yaml")
    let content = formc("simulate", spec, "--content", stdin: "set tip 38.5\nset tip 120\n")
    #expect(content.out.contains("\"value\": 38.50, \"valueText\": \"38.50\""))
    #expect(content.out.contains("\"minimum\": 0.00, \"maximum\": 50.00, \"precision\": 2,"))
    #expect(content.out.contains("120 is above the maximum 50.00 of 'tip'"))
    try withTemporaryFolder { folder in
      let events = try write("set tip 12\n", to: "events.txt", in: folder)
      let state = formc("simulate", spec, "--events", events, "--dump-state")
      #expect(state.out.contains("\"tip\": 12.00,\n"), "\(state.out)")
      // And the saved values read back.
      let saved = try write(state.out, to: "state.json", in: folder)
      let again = formc("simulate", spec, "--state", saved, "--dump-state", stdin: "")
      #expect(again.code == 0 && again.out == state.out, "\(again.err)")
    }
  }

  @Test func contentAndDumpStateAreExclusive() {
    let result = formc("simulate", fruitSpec, "--content", "--dump-state", stdin: "")
    #expect(result.code == 2)
    #expect(result.err.contains("--content and --dump-state both print on standard output"))
  }

  /// docs/display-model.md's row keys.
  static let rowKeys: Set<String> = [
    "id", "kind", "control", "datePickerStyle", "title", "subtitle", "value", "valueText", "options", "placeholder",
    "keyboard", "secure", "minimum", "maximum", "precision", "summary", "accessory", "enabled", "error", "canDelete",
    "canMove",
  ]

  private func exampleSpecs() throws -> [String] {
    let folder = URL(fileURLWithPath: fruitSpec).deletingLastPathComponent()
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".form.yaml") }
      .sorted().map { folder.appendingPathComponent($0).path }
  }
}
