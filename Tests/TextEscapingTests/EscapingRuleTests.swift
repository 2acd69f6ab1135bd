import FormRuntime
import Foundation
import Testing
import TextEscaping

/// The escaping rules and the loop that applies them.
@Suite struct EscapingRuleTests {
  /// Every ASCII character alone, and text around it, with the characters whose UTF-8 has several bytes and
  /// the grapheme clusters an escaped character can start (`\r\n`, a quote with a combining accent).
  static let samples: [String] =
    (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    + (0..<128).map { "a\(UnicodeScalar(UInt8($0)))é" }
    + ["", "plain", "café", "日本語", "👩‍👩‍👧", "\r\n", "a\r\nb", "\"\u{301}", "x\"\u{301}y", "\u{7F}\u{80}\u{85}\u{2028}"]

  /// The rule applied one Unicode scalar at a time, the straightforward way: what the loop must equal.
  static func reference<Rule: EscapingRule>(_ text: String, _ rule: Rule.Type) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, let replacement = Rule.replacement(for: UInt8(scalar.value)) {
        out += replacement
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  @Test func theLoopEqualsTheRuleAppliedScalarByScalar() {
    for text in Self.samples {
      #expect(String(text, escapedBy: JSONStringEscaping.self) == Self.reference(text, JSONStringEscaping.self))
      #expect(String(text, escapedBy: SwiftStringEscaping.self) == Self.reference(text, SwiftStringEscaping.self))
      #expect(String(text, escapedBy: HTMLEscaping.self) == Self.reference(text, HTMLEscaping.self))
      #expect(String(text, escapedBy: LineBreakEscaping.self) == Self.reference(text, LineBreakEscaping.self))
      #expect(
        String(text, escapedBy: WorkflowCommandPropertyEscaping.self)
          == Self.reference(text, WorkflowCommandPropertyEscaping.self))
      #expect(
        String(text, escapedBy: ShellSingleQuoteEscaping.self) == Self.reference(text, ShellSingleQuoteEscaping.self))
      #expect(
        String(text, escapedBy: FishSingleQuoteEscaping.self) == Self.reference(text, FishSingleQuoteEscaping.self))
      #expect(
        String(text, escapedBy: ShellANSICQuoteEscaping.self) == Self.reference(text, ShellANSICQuoteEscaping.self))
      #expect(
        String(text, escapedBy: ScriptElementJSONEscaping.self) == Self.reference(text, ScriptElementJSONEscaping.self))
    }
  }

  /// bash reads every sample back as it was, in single quotes and in `$'…'` (NUL aside: no argument can hold it).
  @Test func bashReadsQuotedWordsBack() throws {
    let words = Self.samples.filter { !$0.contains("\u{0}") }
    let single = words.map { "'" + String($0, escapedBy: ShellSingleQuoteEscaping.self) + "'" }
    let ansiC = words.map { "$'" + String($0, escapedBy: ShellANSICQuoteEscaping.self) + "'" }
    for quoted in [single, ansiC] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "printf '%s\\0' " + quoted.joined(separator: " ")]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let read = String(decoding: data, as: UTF8.self).split(separator: "\u{0}", omittingEmptySubsequences: false)
        .dropLast().map(String.init)
      #expect(read == words)
    }
  }

  @Test func anEscapedCharacterThatStartsAGraphemeClusterIsWrittenOnce() {
    #expect(
      String("\"\u{301}x", escapedBy: JSONStringEscaping.self).unicodeScalars.elementsEqual(
        "\\\"\u{301}x".unicodeScalars))
    #expect(String("a\r\nb", escapedBy: LineBreakEscaping.self) == "a\\r\\nb")
    var output = "prefix "
    output.appendEscaped("<b>", by: HTMLEscaping.self)
    #expect(output == "prefix &lt;b&gt;")
  }

  @Test func jsonStrings() {
    #expect(
      JSONStringEscaping.quoted("say \"hi\"\\\n\t\r/é\u{1}\u{1F}\u{7F}")
        == #""say \"hi\"\\\n\t\r/é\u0001\u001f\#u{7F}""#)
    var out = "["
    JSONStringEscaping.appendQuoted("a", to: &out)
    #expect(out == "[\"a\"")
  }

  /// FormRuntime has no dependencies, so `FormValue.jsonQuoted` is its own copy of the JSON rule: it must agree.
  @Test func theRuntimesJSONQuotingIsTheSameRule() {
    for text in Self.samples {
      #expect(FormValue.jsonQuoted(text) == JSONStringEscaping.quoted(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func swiftStrings() {
    #expect(SwiftStringEscaping.quoted("a\"b\\c\n\t\r\u{0}\u{1B}\u{7F}é") == #""a\"b\\c\n\t\r\u{0}\u{1b}\u{7f}é""#)
  }

  @Test func html() {
    #expect(String("& \" < > ' é", escapedBy: HTMLEscaping.self) == "&amp; &quot; &lt; &gt; ' é")
  }

  @Test func workflowCommands() {
    #expect(String("100%\r\nnext: a,b", escapedBy: WorkflowCommandDataEscaping.self) == "100%25%0D%0Anext: a,b")
    #expect(String("C:\\dir,1%\n", escapedBy: WorkflowCommandPropertyEscaping.self) == "C%3A\\dir%2C1%25%0A")
  }

  /// JSON strings holding what could end a script element or hide its end (`</script>`, `<!--` … `<script>`,
  /// upper case): escaped, the JSON has no `<` left, and reads back as the same strings.
  @Test(arguments: [
    "</script>", "<!-- <script>", "</SCRIPT ><b>", "a<b", "<<", "x</script", "<!--", "-->", "\"</script>\"", "é<ü",
  ])
  func scriptElementJSON(text: String) throws {
    let json = "[" + JSONStringEscaping.quoted(text) + ", {\"k\": " + JSONStringEscaping.quoted(text + "<") + "}]"
    let safe = String(json, escapedBy: ScriptElementJSONEscaping.self)
    #expect(!safe.contains("<"))
    #expect(safe == json.replacingOccurrences(of: "<", with: "\\u003c"))
    let read = try #require(try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [Any])
    #expect(read.first as? String == text)
    #expect((read.last as? [String: String])?["k"] == text + "<")
  }

  @Test func lineBreaks() {
    #expect(String("a\nb\rc\td\"", escapedBy: LineBreakEscaping.self) == "a\\nb\\rc\\td\"")
  }
}
