import FormRuntime
import Foundation
import SeededRandom
import Testing

/// `CompiledForm(jsonData:)` reads JSON by hand; these compare what it makes of JSON text with
/// what `JSONDecoder` makes of it through the `Decodable` conformance, which it stands in for.
@Suite struct CompiledFormJSONReadingTests {
  /// What `CompiledForm(jsonData:)` did before it had a reader of its own, kept here as the
  /// reference: the version first, then the tables, then `validate()`. Nil when it rejects.
  static func decoderForm(_ data: Data) -> CompiledForm? {
    struct VersionHeader: Decodable { var formatVersion: Int }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(VersionHeader.self, from: data),
      header.formatVersion == CompiledForm.currentFormatVersion,
      let form = try? decoder.decode(CompiledForm.self, from: data),
      (try? form.validate()) != nil
    else { return nil }
    return form
  }

  /// Loads `data` both ways and expects the same form, or both to reject it.
  /// - Parameter allowStricter: also pass when only `JSONDecoder` accepts it.
  private func expectSameAsDecoder(
    _ data: Data, allowStricter: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reference = Self.decoderForm(data)
    let loaded: CompiledForm?
    var problem = ""
    do {
      loaded = try CompiledForm(jsonData: data)
    } catch {
      loaded = nil
      problem = error.message
    }
    if loaded == nil && reference != nil && allowStricter { return }
    #expect(
      loaded == reference,
      "reader: \(loaded == nil ? "rejected (\(problem))" : "accepted"), JSONDecoder: \(reference == nil ? "rejected" : "accepted"); \(Self.excerpt(data))",
      sourceLocation: sourceLocation)
  }

  private static func excerpt(_ data: Data) -> String {
    String(decoding: data.prefix(300), as: UTF8.self).debugDescription
  }

  private func load(_ text: String) throws(CompiledFormError) -> CompiledForm {
    try CompiledForm(jsonData: Data(text.utf8))
  }

  /// The message `CompiledForm(jsonData:)` throws for `text`, or nil when it loads.
  private func message(_ text: String) -> String? {
    message(Data(text.utf8))
  }

  private func message(_ data: Data) -> String? {
    do {
      _ = try CompiledForm(jsonData: data)
      return nil
    } catch {
      return error.message
    }
  }

  private static func canonicalText(_ name: String = "fruit") throws -> String {
    String(decoding: try ExampleForms.compile(name).jsonData(), as: UTF8.self)
  }

  // MARK: Round trips and the reference

  @Test(arguments: EngineExampleFormTests.formNames)
  func exampleFormsRoundTripAndMatchTheDecoder(name: String) throws {
    let form = try ExampleForms.compile(name)
    let data = form.jsonData()
    #expect(try CompiledForm(jsonData: data) == form)
    #expect(Self.decoderForm(data) == form)
  }

  @Test func awkwardStringsRoundTrip() throws {
    let form = CompiledFormJSONWritingTests.awkwardForm()
    try form.validate()
    let data = form.jsonData()
    #expect(try CompiledForm(jsonData: data) == form)
    expectSameAsDecoder(data)
  }

  /// The same forms spelled differently: white space between every token, keys in random
  /// order, characters as `\u` escapes (surrogate pairs beyond the BMP), integers as `1.0` or
  /// `10e-1`, unknown keys holding any JSON, repeated keys after the real ones.
  @Test(arguments: EngineExampleFormTests.formNames)
  func respelledJSONMatchesTheDecoder(name: String) throws {
    let value = try JSONTree.parse(Self.canonicalText(name))
    var random = SplitMix64(seed: UInt64(name.utf8.count) * 7919)
    for _ in 0..<12 {
      let text = value.respelled(&random)
      let data = Data(text.utf8)
      expectSameAsDecoder(data)
      #expect(try CompiledForm(jsonData: data) == ExampleForms.compile(name), "\(Self.excerpt(data))")
    }
  }

  /// UTF-16 and UTF-32 (with and without a byte order mark) and UTF-8 with one, which
  /// `JSONDecoder` reads too.
  @Test func otherEncodingsMatchTheDecoder() throws {
    let text = try Self.canonicalText("pizza") + "😀"
    let form = try ExampleForms.compile("pizza")
    let utf16 = Array(text.utf16)
    let utf32 = text.unicodeScalars.map(\.value)
    func bytes(_ units: [UInt32], width: Int, bigEndian: Bool) -> Data {
      Data(
        units.flatMap { unit in
          let little = (0..<width).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
          return bigEndian ? little.reversed() : little
        })
    }
    let variants: [Data] = [
      Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)),
      bytes([0xFEFF] + utf16.map(UInt32.init), width: 2, bigEndian: true),
      bytes([0xFEFF] + utf16.map(UInt32.init), width: 2, bigEndian: false),
      bytes(utf16.map(UInt32.init), width: 2, bigEndian: true),
      bytes(utf16.map(UInt32.init), width: 2, bigEndian: false),
      bytes([0xFEFF] + utf32, width: 4, bigEndian: true),
      bytes([0xFEFF] + utf32, width: 4, bigEndian: false),
      bytes(utf32, width: 4, bigEndian: true),
      bytes(utf32, width: 4, bigEndian: false),
    ]
    for data in variants {
      // The text has trailing garbage (the emoji): both reject; without it, both read the form.
      expectSameAsDecoder(data)
    }
    let clean = try Self.canonicalText("pizza")
    for data in [
      Data([0xEF, 0xBB, 0xBF] + Array(clean.utf8)), bytes(clean.utf16.map(UInt32.init), width: 2, bigEndian: false),
      bytes([0xFEFF] + clean.unicodeScalars.map(\.value), width: 4, bigEndian: true),
    ] {
      expectSameAsDecoder(data)
      #expect(try CompiledForm(jsonData: data) == form)
    }
  }

  /// Random bytes of the canonical text changed: the same form or both reject, except that
  /// `JSONDecoder` takes trailing commas, which JSON does not allow.
  @Test func mutatedBytesMatchTheDecoder() throws {
    let canonical = Array(try Self.canonicalText("fruit").utf8)
    var random = SplitMix64(seed: 42)
    let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn/u"#.utf8) + [0x00, 0x80, 0xC3, 0xFF, 0x1F]
    for _ in 0..<400 {
      var bytes = canonical
      for _ in 0..<random.int(1...3) {
        let index = random.int(0...(bytes.count - 1))
        switch random.int(0...2) {
        case 0: bytes[index] = random.pick(alphabet)
        case 1: bytes.remove(at: index)
        default: bytes.insert(random.pick(alphabet), at: index)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let trailingComma = text.contains(",]") || text.contains(",}")
      expectSameAsDecoder(Data(bytes), allowStricter: trailingComma)
    }
  }

  // MARK: Syntax JSONDecoder shares

  @Test func numbersAreReadAsJSONDecoderReadsThem() throws {
    let text = try Self.canonicalText()
    // The spellings below are built from the version's digits (`0.10e2` is 10).
    let v = CompiledForm.currentFormatVersion
    try #require(v > 0)
    let written = #""formatVersion":\#(v)"#
    // formatVersion spelled as JSONDecoder accepts it: a number that is exactly the version.
    for spelling in ["\(v)", "\(v).0", "\(v)e0", "\(v)0e-1", "0.\(v)e\(String(v).count)", "\(v)E+0"] {
      let respelled = text.replacingOccurrences(of: written, with: #""formatVersion":\#(spelling)"#)
      #expect(message(respelled) == nil, "\(spelling)")
      expectSameAsDecoder(Data(respelled.utf8))
    }
    // Not JSON, or not an Int.
    for spelling in [
      "0\(v)", "-", "\(v).", ".\(v)", "+\(v)", "\(v)e", "0x\(v)", "NaN", "Infinity", "\(v).5", "1e400",
      "99999999999999999999", "9223372036854775808", "-9223372036854775809",
    ] {
      let respelled = text.replacingOccurrences(of: written, with: #""formatVersion":\#(spelling)"#)
      #expect(message(respelled)?.hasPrefix("not a compiled form") == true, "\(spelling): \(message(respelled) ?? "")")
      expectSameAsDecoder(Data(respelled.utf8))
    }
    // Where JSONDecoder goes through the nearest Double, the reader reads the digits exactly (Embedded Swift has no
    // `Double(String)`; `JSONReader.exactInteger(ofNumeral:)`): a fraction just above the version is not an integer,
    // and Int.max with a fraction of zeros is Int.max, another format version (JSONDecoder refuses both, the one as a
    // version it does not read, the other as not an Int: the reader is only stricter).
    let justAbove = text.replacingOccurrences(of: written, with: #""formatVersion":\#(v).0000000000000000001"#)
    #expect(message(justAbove)?.hasPrefix("not a compiled form") == true)
    expectSameAsDecoder(Data(justAbove.utf8), allowStricter: true)
    let maxWithFraction = text.replacingOccurrences(of: written, with: #""formatVersion":9223372036854775807.0"#)
    #expect(message(maxWithFraction)?.contains("format version \(Int.max);") == true)
    expectSameAsDecoder(Data(maxWithFraction.utf8))
    // Int's extremes are integers: another format version.
    for extreme in [Int.max, Int.min] {
      let respelled = text.replacingOccurrences(of: written, with: #""formatVersion":\#(extreme)"#)
      #expect(message(respelled)?.contains("format version \(extreme);") == true)
    }
  }

  @Test func repeatedKeysKeepTheFirstAsJSONDecoderDoes() throws {
    let text = try Self.canonicalText()
    let form = try ExampleForms.compile("fruit")
    // After the real keys: ignored.
    let after = String(text.dropLast(2)) + #","form":17,"rows":null,"formatVersion":"x"}"# + "\n"
    #expect(try load(after) == form)
    expectSameAsDecoder(Data(after.utf8))
    // Before them: they count, and are of the wrong type.
    let before = "{\"rows\":null," + text.dropFirst()
    #expect(message(before)?.contains("expected an object, found null at .rows") == true, "\(message(before) ?? "")")
    expectSameAsDecoder(Data(before.utf8))
  }

  @Test func escapesAndSurrogates() throws {
    let text = try Self.canonicalText()
    let id = #""id":["fruit","comments"]"#
    #expect(text.contains(id))
    let cases: [(String, Bool)] = [
      (#"\ud83d\ude00"#, true), (#"\u00e9\u0000\/\b\f\n\r\t\"\\"#, true), (#"\uD83D\uDE00"#, true),
      (#"\ud83d"#, false), (#"\ude00"#, false), (#"\ud83dx"#, false), (#"\ud83d\u0041"#, false),
      (#"\ud83d\ud83d"#, false), (#"\u12"#, false), (#"\u12g4"#, false), (#"\x"#, false), (#"\U0041"#, false),
      ("\t", false), ("\u{1F}", false), ("\u{7F}", true),
    ]
    for (inner, accepted) in cases {
      let respelled = text.replacingOccurrences(of: id, with: #""id":["fruit\#(inner)","comments"]"#)
      #expect((message(respelled) == nil) == accepted, "\(inner.debugDescription): \(message(respelled) ?? "accepted")")
      expectSameAsDecoder(Data(respelled.utf8))
    }
  }

  @Test func invalidUTF8IsRejected() throws {
    let text = Array(try Self.canonicalText().utf8)
    let marker = Array(#""fruit""#.utf8)
    let at = try #require((0..<text.count - marker.count).first { Array(text[$0..<$0 + marker.count]) == marker })
    for bad: [UInt8] in [[0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
      var bytes = text
      bytes.insert(contentsOf: bad, at: at + 2)
      let data = Data(bytes)
      #expect(message(data)?.contains("not valid UTF-8") == true, "\(bad): \(message(data) ?? "accepted")")
      expectSameAsDecoder(data)
      // In a key, too.
      var inKey = text
      inKey.insert(contentsOf: [UInt8(ascii: "\"")] + bad + Array(#"":1,"#.utf8), at: 1)
      #expect(message(Data(inKey)) != nil)
      expectSameAsDecoder(Data(inKey))
    }
    // Valid multi-byte UTF-8 loads.
    var bytes = text
    bytes.insert(contentsOf: Array("é日😀".utf8), at: at + 2)
    expectSameAsDecoder(Data(bytes))
  }

  // MARK: What is not a compiled form

  @Test func everyTruncationIsRejected() throws {
    let data = try ExampleForms.compile("fruit").jsonData()
    for length in 0..<data.count - 1 {
      let problem = message(data.prefix(length))
      #expect(problem?.hasPrefix("not a compiled form") == true, "\(length): \(problem ?? "accepted")")
    }
    // Only the final newline is optional.
    #expect(message(data.prefix(data.count - 1)) == nil)
  }

  @Test func deepNestingIsRejectedWithoutRecursingFar() throws {
    let text = try Self.canonicalText()
    let deep = String(repeating: "[", count: 10_000)
    for input in [
      deep, deep + String(repeating: "]", count: 10_000), "{\"formatVersion\":3,\"x\":\(deep)",
      String(text.dropLast(2)) + ",\"x\":" + deep + String(repeating: "]", count: 10_000) + "}",
      String(repeating: "{\"a\":", count: 10_000),
    ] {
      let problem = message(input)
      #expect(problem?.hasPrefix("not a compiled form") == true, "\(problem ?? "accepted")")
    }
    // Unknown keys may nest as deep as the limit.
    let nested = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
    #expect(message(String(text.dropLast(2)) + ",\"x\":\(nested)}") == nil)
  }

  @Test func garbageAroundTheValueIsRejected() throws {
    let text = try Self.canonicalText()
    for input in [
      text + "x", text + "{}", text + "\u{0}", "x" + text, "\u{C}" + text, text + "\u{A0}",
      " \t\r\n" + text + " \t\r\n",
    ] {
      expectSameAsDecoder(Data(input.utf8))
    }
    #expect(message(text + "x")?.contains("unexpected text after the end") == true)
  }

  @Test func errorsSayWhere() throws {
    let text = try Self.canonicalText()
    func replacing(_ old: String, _ new: String) throws -> String {
      #expect(text.contains(old), "\(old)")
      return text.replacingOccurrences(of: old, with: new)
    }
    let kind = try #require(message(try replacing(#""kind":["label""#, #""kind":[7"#)))
    #expect(
      kind.hasPrefix("malformed compiled form: expected a string, found a number at .rows.kind[0] (byte "), "\(kind)")
    let unknownKind = try #require(message(try replacing(#""kind":["label""#, #""kind":["lable""#)))
    #expect(unknownKind.contains(#"unknown row kind "lable" at .rows.kind[0]"#), "\(unknownKind)")
    let missing = try #require(message(try replacing(#""accordion":"#, #""accordions":"#)))
    #expect(missing.contains("missing key 'accordion' at .sections"), "\(missing)")
    let notVersion = try #require(message(#"{"formatVersion":"3"}"#))
    #expect(notVersion.hasPrefix("not a compiled form: expected an integer, found a string at .formatVersion"))
    let noVersion = try #require(message(#"{"form":"x"}"#))
    #expect(noVersion.hasPrefix("not a compiled form: missing key 'formatVersion'"))
    // The version is checked before the tables, wherever it is.
    let old = try #require(message(#"{"rows":7,"formatVersion":1}"#))
    #expect(
      old.contains(
        "format version 1; this FormRuntime reads version \(CompiledForm.currentFormatVersion): recompile its spec"),
      "\(old)")
    let big = try #require(message(try replacing(#""visible":[-1"#, #""visible":[1e30"#)))
    #expect(big.contains("is not an integer that fits in Int at "), "\(big)")
    let version = CompiledForm.currentFormatVersion
    let instruction = try #require(
      message(#"{"formatVersion":\#(version),"conditions":[{"source":"","code":[["load"]]}]}"#))
    #expect(instruction.contains("missing the operand of 'load' at .conditions[0].code[0]"), "\(instruction)")
    // Each instruction takes its one operand or none; a name is one of the instructions'.
    for (code, problem) in [
      (#"["load", 1, 2]"#, "too many operands for condition instruction 'load'"),
      (#"["contains", "a", "b"]"#, "too many operands for condition instruction 'contains'"),
      (#"["eq", 1]"#, "too many operands for condition instruction 'eq'"),
      (#"["lod", 1]"#, "unknown condition instruction 'lod'"),
      (#"[]"#, "missing the instruction's name"),
    ] {
      let text = try #require(
        message(#"{"formatVersion":\#(version),"conditions":[{"source":"","code":[\#(code)]}]}"#), "\(code)")
      #expect(text.contains(problem), "\(text)")
    }
  }

  @Test func shapesJSONDecoderRejectsAreRejected() throws {
    let text = try Self.canonicalText()
    for (old, new) in [
      (#""accordion":[true"#, #""accordion":[1"#), (#""header":["#, #""header":{"a":"#),
      (#""title":"Fruit""#, #""title":7"#),
      (#""kind":["label""#, #""kind":[null"#),
      (#""formatVersion":\#(CompiledForm.currentFormatVersion)"#, #""formatVersion":null"#),
      (#""keywords":[[]"#, #""keywords":[[1]"#),
    ] {
      #expect(text.contains(old), "\(old)")
      let respelled = text.replacingOccurrences(of: old, with: new)
      #expect(message(respelled) != nil, "\(new)")
      expectSameAsDecoder(Data(respelled.utf8))
    }
    // Optional keys may be null or missing.
    for (old, new) in [(#""title":"Fruit","#, ""), (#""title":"Fruit""#, #""title":null"#)] {
      let respelled = text.replacingOccurrences(of: old, with: new)
      expectSameAsDecoder(Data(respelled.utf8))
      #expect(message(respelled) == nil)
    }
  }
}

/// A JSON value parsed from trusted, canonical text (the writer's output) and written back
/// spelled differently, for the differential tests.
indirect enum JSONTree {
  case object([(String, JSONTree)])
  case array([JSONTree])
  case string(String)
  /// A number, `true`, `false` or `null`, as written.
  case literal(String)

  struct ParseError: Error {}

  static func parse(_ text: String) throws -> JSONTree {
    var scalars = Array(text.unicodeScalars)[...]
    return try parseValue(&scalars)
  }

  private static func parseValue(_ text: inout ArraySlice<Unicode.Scalar>) throws -> JSONTree {
    while text.first == " " || text.first == "\n" { text.removeFirst() }
    guard let first = text.first else { throw ParseError() }
    switch first {
    case "{":
      text.removeFirst()
      var members: [(String, JSONTree)] = []
      while text.first != "}" {
        if text.first == "," { text.removeFirst() }
        guard case .string(let key) = try parseValue(&text), text.popFirst() == ":" else { throw ParseError() }
        members.append((key, try parseValue(&text)))
      }
      text.removeFirst()
      return .object(members)
    case "[":
      text.removeFirst()
      var elements: [JSONTree] = []
      while text.first != "]" {
        if text.first == "," { text.removeFirst() }
        elements.append(try parseValue(&text))
      }
      text.removeFirst()
      return .array(elements)
    case "\"":
      text.removeFirst()
      var value = ""
      while let scalar = text.popFirst(), scalar != "\"" {
        guard scalar == "\\" else {
          value.unicodeScalars.append(scalar)
          continue
        }
        switch text.popFirst() {
        case "n": value += "\n"
        case "t": value += "\t"
        case "r": value += "\r"
        case "b": value += "\u{8}"
        case "f": value += "\u{C}"
        case "u":
          let hex = String(String.UnicodeScalarView(text.prefix(4)))
          text.removeFirst(4)
          guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { throw ParseError() }
          value.unicodeScalars.append(scalar)
        case let other?: value.unicodeScalars.append(other)
        case nil: throw ParseError()
        }
      }
      return .string(value)
    default:
      var literal = ""
      while let scalar = text.first, !",]}".unicodeScalars.contains(scalar) {
        literal.unicodeScalars.append(scalar)
        text.removeFirst()
      }
      return .literal(literal)
    }
  }

  /// The value written with random white space, key order, escapes, number spellings, unknown
  /// keys and repeated keys (after the real ones, so the first still counts).
  func respelled(_ random: inout SplitMix64) -> String {
    var out = ""
    write(to: &out, &random, key: "")
    return out
  }

  /// - Parameter key: the key of the value in its object; under `expansions`, keys are numbers.
  private func write(to out: inout String, _ random: inout SplitMix64, key: String) {
    func space() {
      for _ in 0..<random.int(0...2) { out += random.pick([" ", "\t", "\n", "\r"]) }
    }
    space()
    switch self {
    case .object(let members):
      var members = members.shuffled(using: &random)
      if random.chance(30) && key != "expansions" {
        members.insert(("unknown \(random.int(0...99))", Self.junk(&random)), at: random.int(0...members.count))
      }
      if random.chance(20), let first = members.first {
        members.append((first.0, Self.junk(&random)))
      }
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        Self.string(key, to: &out, &random)
        space()
        out += ":"
        value.write(to: &out, &random, key: key)
        space()
      }
      space()
      out += "}"
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out, &random, key: "")
        space()
      }
      space()
      out += "]"
    case .string(let value):
      Self.string(value, to: &out, &random)
    case .literal(let literal):
      if let number = Int(literal), random.chance(15) {
        out += random.pick(["\(number).0", "\(number)e0", "\(number * 10)e-1", "\(number)E+0"])
      } else {
        out += literal
      }
    }
    space()
  }

  /// A string with some characters escaped, others as they are.
  private static func string(_ value: String, to out: inout String, _ random: inout SplitMix64) {
    out += "\""
    for scalar in value.unicodeScalars {
      let escape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\" || random.chance(10)
      guard escape else {
        out.unicodeScalars.append(scalar)
        continue
      }
      if scalar == "/" && random.chance(50) {
        out += "\\/"
        continue
      }
      let units = Array(String(scalar).utf16)
      for unit in units {
        let hex = String(unit, radix: 16, uppercase: random.chance(50))
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    out += "\""
  }

  /// Some JSON of any kind, for unknown and repeated keys.
  private static func junk(_ random: inout SplitMix64) -> JSONTree {
    random.pick([
      .literal("null"), .literal("true"), .literal("-12.5e3"), .string("x😀\u{1}"), .array([]),
      .object([("a", .array([.literal("1"), .object([("b", .string(""))])]))]),
    ])
  }
}
