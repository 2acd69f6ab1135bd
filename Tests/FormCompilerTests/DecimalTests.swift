import FormDiagnostics
import FormRuntime
import FormSimulation
import Foundation
import Testing

@testable import FormCompiler

/// The `decimal` kind (issue 23): exact decimals with a precision, bounds and defaults checked with positions,
/// conditions comparing decimals and integers exactly, events, saved values, the compiled form and generated Swift.
@Suite struct DecimalTests {
  static func spec(_ rows: String) -> String {
    """
    form: Tip
    sections:
      - id: main
        rows:
          - {id: guests, kind: number, min: 1, max: 20, default: 2}
          - {id: tip, kind: decimal, min: 0, max: 50, default: 1.5}
    \(rows)
    """
  }

  static func decimal(_ text: String) -> FormValue {
    FormDecimal(text).map(FormValue.decimal) ?? .null
  }

  @Test func boundsDefaultsAndPrecisionAreChecked() {
    assertDiagnostics(
      """
      form: Tip
      sections:
        - id: main
          rows:
            - {id: a, kind: decimal, default: 1️⃣0.125}
            - {id: b, kind: decimal, precision: 3, min: 2️⃣0.0001, max: 1}
            - {id: c, kind: decimal, precision: 3️⃣19}
            - {id: d, kind: text, precision: 4️⃣2}
            - {id: e, kind: 5️⃣number, min: 6️⃣0.5}
            - {id: f, kind: decimal, min: 7️⃣"0.5"}
            - {id: g, kind: decimal, min: 2, max: 8️⃣1.5}
            - {id: h, kind: decimal, min: 1, default: 9️⃣0.99}
            - {id: i, kind: decimal, precision: 18, default: 🔟10}
      """,
      [
        DiagnosticSpec(
          id: "too-precise", message: "default 0.125 of 'a' has more digits after the point than its precision 2"),
        DiagnosticSpec(
          "2️⃣", id: "too-precise", message: "'min' 0.0001 of 'b' has more digits after the point than its precision 3"),
        DiagnosticSpec("3️⃣", id: "bad-precision", message: "'precision' 19 of 'c' is outside 0…18"),
        DiagnosticSpec("4️⃣", id: "misplaced-key", message: "'precision' applies to decimal rows, not to text rows"),
        DiagnosticSpec(
          "6️⃣", id: "too-precise",
          message: "'min' of number row 'e' must be a whole number, found 0.5; use 'kind: decimal' for decimals",
          fixIts: [FixItSpec("5️⃣", length: 6, replacement: "decimal")]),
        DiagnosticSpec("7️⃣", id: "expected-number", message: "expected a number for 'min', found the string \"0.5\""),
        DiagnosticSpec("8️⃣", id: "bad-range", message: "'min' 2 is above 'max' 1.5"),
        DiagnosticSpec("9️⃣", id: "default-range", message: "default 0.99 of 'h' is below its minimum 1"),
        DiagnosticSpec("🔟", id: "too-precise", message: "default 10 of 'i' does not fit a decimal of precision 18"),
      ])
    assertDiagnostics(
      Self.spec("      - {id: j, kind: decimal, default: 1️⃣abc}"),
      [DiagnosticSpec(id: "default-type", message: "default of 'j' must be a decimal number such as 19.99")])
  }

  @Test func conditionsTypeDecimals() {
    assertDiagnostics(
      Self.spec(
        """
              - {id: a, visible: "tip >= 7.50 && tip > guests && tip != 2 && 0.5 < tip && tip in [1, 2.25]"}
              - {id: n, kind: text}
              - {id: b, visible: "n 1️⃣== tip"}
              - {id: c, visible: "2️⃣tip.count > 1"}
              - {id: d, visible: "tip == 3️⃣'1.5'"}
              - {id: e, visible: "tip > 4️⃣0.1234567890123456789"}
        """),
      [
        DiagnosticSpec(id: "type-mismatch", message: "cannot compare a string with a decimal number"),
        DiagnosticSpec(
          "2️⃣", id: "type-mismatch",
          message: "'.count' applies to text, multichoice values and multiple selections, but 'tip' is a decimal number"
        ),
        DiagnosticSpec("3️⃣", id: "type-mismatch", message: "cannot compare a decimal number with '1.5' (a string)"),
        DiagnosticSpec(
          "4️⃣", id: "condition-syntax",
          message: "number 0.1234567890123456789 has more than 18 digits after the point or is too large"),
      ])
  }

  /// Decimals compare exactly with decimals and integers: `tip == 2` holds for 2.00, `tip > guests` across the two.
  @Test func engineComparesExactly() throws {
    let form = try #require(
      compileClean(
        Self.spec(
          """
                - {id: big, visible: "tip >= 7.50"}
                - {id: two, visible: "tip == 2"}
                - {id: more, visible: "tip > guests"}
                - {id: listed, visible: "tip in [0.1, 3]"}
          """)))
    let tip = try #require(form.values.firstIndex { $0.name == "tip" })
    #expect(form.values[tip].type == .decimal && form.values[tip].precision == 2)
    #expect(form.values[tip].min == 0 && form.values[tip].max == 5_000)
    #expect(form.values[tip].initial == Self.decimal("1.5"))
    var engine = try FormEngine(form: form)
    func shown() -> [String] { ["big", "two", "more", "listed"].filter { engine.isShown($0) } }
    #expect(shown() == [])
    _ = try engine.send(.set("tip", Self.decimal("2.00")))
    #expect(shown() == ["two"])
    _ = try engine.send(.set("tip", Self.decimal("7.5")))
    #expect(shown() == ["big", "more"])
    _ = try engine.send(.set("tip", Self.decimal("0.10")))
    #expect(shown() == ["listed"])
    _ = try engine.send(.set("tip", Self.decimal("3")))
    #expect(shown() == ["more", "listed"])
    // Refused, never rounded; an integer is not a decimal slot's value.
    #expect(throws: FormEventError.self) { try engine.send(.set("tip", Self.decimal("0.125"))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("tip", Self.decimal("50.01"))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("tip", .int(3))) }
  }

  @Test func simulatedEventsReadDecimals() throws {
    let form = try #require(compileClean(Self.spec("      - {id: big, visible: \"tip >= 7.50\"}")))
    let targets = EventTargets(form: form)
    func event(_ line: Substring) throws -> FormEvent { try EventLineParser.read(line, targets: targets).event }
    #expect(try event("set tip 7.5") == .set("tip", Self.decimal("7.5")))
    #expect(try event("set tip 7") == .set("tip", Self.decimal("7")))
    #expect(try EventLineParser.parse("set tip 7.5") == .set("tip", Self.decimal("7.5")))
    #expect(throws: EventLineError.self) { try event("set tip 7.5x") }
    #expect(throws: EventLineError.self) { try event("set guests 7.5") }
    // A decimal row's value is a decimal or an error, never an integer: `05` (no JSON number) was read as the
    // integer 5, which its description `set tip 5` reads back as the decimal 5 (the events fuzzer found it).
    #expect(throws: EventLineError.self) { try event("set tip 05") }
    #expect(try event("set guests 05") == .set("guests", .int(5)))
  }

  /// The compiled form keeps decimals exactly through JSON and `Codable`, byte for byte; a whole decimal written as
  /// an integer reads back as the decimal it was.
  @Test func compiledFormRoundTrips() throws {
    let form = try #require(
      compileClean(
        """
        form: Tip
        sections:
          - id: main
            rows:
              - {id: tip, kind: decimal, precision: 3, min: -1.5, max: 99.999, default: 5}
              - {id: share, kind: decimal, precision: 0, default: 7}
              - {id: big, visible: "tip >= 7.125 || share == 7.0"}
        """))
    let data = form.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""initial":5,"max":99999,"min":-1500,"name":"tip","precision":3"#))
    #expect(text.contains(#"["const",7.125]"#))
    let read = try CompiledForm.read(from: data)
    #expect(read == form)
    #expect(read.values[0].initial == Self.decimal("5"))
    let decoded = try JSONDecoder().decode(CompiledForm.self, from: data)
    #expect(decoded == form)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var encoded = try encoder.encode(form)
    encoded.append(UInt8(ascii: "\n"))
    #expect(encoded == data)
  }

  @Test func savedValuesRoundTripExactly() throws {
    let form = try #require(compileClean(Self.spec("")))
    var engine = try FormEngine(form: form)
    _ = try engine.send(.set("tip", Self.decimal("0.10")))
    let saved = engine.savedValues(includingExpanded: false)
    #expect(saved.contains(#""tip": 0.1"#))
    let restored = try FormEngine(form: form, savedValues: saved)
    #expect(restored.value(of: "tip") == Self.decimal("0.1"))
    #expect(throws: SavedValuesError.self) {
      try FormEngine(form: form, savedValues: #"{"_version": 1, "tip": 0.105}"#)
    }
    #expect(throws: SavedValuesError.self) {
      try FormEngine(form: form, savedValues: #"{"_version": 1, "tip": "0.1"}"#)
    }
  }

  /// verify tries, for a decimal, the numbers either side of each literal at its precision, so `tip >= 7.50` goes
  /// both ways; an integer compared with a decimal literal gets the whole numbers either side.
  @Test func verifyTriesNeighbours() throws {
    let form = try #require(
      compileClean(Self.spec("      - {id: big, visible: \"tip >= 7.50 && guests > 2.5\"}")))
    let candidates = DistinguishingValues.candidates(for: form)
    let tip = try #require(form.values.firstIndex { $0.name == "tip" })
    let guests = try #require(form.values.firstIndex { $0.name == "guests" })
    #expect(
      Set(candidates[tip]).isSuperset(of: ["0", "0.01", "7.49", "7.5", "7.51", "50"].map(Self.decimal)))
    #expect(!candidates[tip].contains(Self.decimal("-0.01")))  // below the minimum
    #expect(Set(candidates[guests]).isSuperset(of: [.int(2), .int(3)]))
  }

  @Test func generatedSwiftUsesExactDecimals() {
    #expect(
      SwiftNames.decimalLiteral(FormDecimal("0.1") ?? FormDecimal(0))
        == "Decimal(sign: .plus, exponent: -1, significand: 1)")
    #expect(
      SwiftNames.decimalLiteral(FormDecimal("-19.99") ?? FormDecimal(0))
        == "Decimal(sign: .minus, exponent: -2, significand: 1999)")
    #expect(SwiftNames.decimalLiteral(FormDecimal(7)) == "Decimal(7)")
    #expect(
      SwiftNames.decimalLiteral(FormDecimal(Int.min))
        == "Decimal(sign: .minus, exponent: -0, significand: Decimal(UInt64(9223372036854775808)))")
  }

  @Test func detailShowsThePrecision() throws {
    let form = try #require(
      compileClean(Self.spec("      - {id: summary, detail: \"{{tip}} each\"}")))
    var engine = try FormEngine(form: form)
    #expect(engine.row("summary")?.detail == "1.50 each")
    _ = try engine.send(.set("tip", Self.decimal("12")))
    #expect(engine.row("summary")?.detail == "12.00 each")
  }
}
