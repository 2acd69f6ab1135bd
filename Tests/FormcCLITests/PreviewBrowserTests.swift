import FormCompiler
import Foundation
import TestTier
import Testing

/// The preview page in a real browser: for every example form, random event sequences replayed through
/// `#events=` give, after each event, exactly the update `formc simulate` prints, the table it prints
/// with `--layout`, a DOM whose `data-row-id`s, in order, are that table's rows, and a DOM that
/// displays what `formc simulate --content` prints (per row its control, title, value text, summary,
/// accessory, enabled flag and error; per section its header, footer and error). The fast tier
/// replays one short sequence per form, the full tier three long ones.
@Suite(.requires(.chromium))
struct PreviewBrowserTests {
  static let specs = exampleSpecPaths()
  static let sequencesPerForm = TestTier.value(fast: 1, full: 3)
  static let eventsPerSequence = TestTier.value(fast: 5, full: 30)

  @Test(arguments: specs)
  func replayedEventsMatchSimulate(spec: String) throws {
    guard HeadlessChromium.isInstalled() else { return }
    let compiled = FormCompiler.compile(fileAt: spec)
    let form = try #require(compiled.form, "\(spec) does not compile")
    try withTemporaryFolder { folder in
      let page = folder.appendingPathComponent("page.html").path
      let written = formc("preview", spec, "-o", page)
      try #require(written.code == 0, "formc preview: \(written.err)")
      for index in 0..<Self.sequencesPerForm {
        let seed = UInt64(index + 1) &* 0x9E37_79B9 ^ UInt64(form.name.utf8.count)
        let events = PreviewEventSequences(form: form).sequence(seed: seed, count: Self.eventsPerSequence)
        try check(events, spec: spec, page: page, seed: seed)
      }
    }
  }

  /// Text that differs only in how it is composed is equal in the page as in simulate: the module
  /// compares strings by canonical equivalence with the normalization data of the Embedded Swift
  /// toolchain's Unicode data library, which Scripts/build-wasm.sh links.
  @Test func canonicallyEquivalentTextIsEqualInThePage() throws {
    guard HeadlessChromium.isInstalled() else { return }
    let spec = """
      form: Desserts
      sections:
        - id: order
          rows:
            - id: dessert
              kind: choice
              title: Dessert
              options: ["Crème brûlée", "Ångström tart", "한과", "क़ुल्फ़ी"]
            - id: toppings
              kind: multichoice
              title: Toppings
              options: ["Crème", "Ṩugar"]
            - id: word
              kind: text
              title: Word
            - id: again
              kind: text
              title: Again
              valid: "again == word"
              message: The words differ
      """
    // Each option and value written decomposed, or with other scalars of the same text: the Angstrom
    // sign, Hangul jamo, marks in another order; and U+0958 (QA), which decomposes and never composes back.
    let events = [
      #"edit dessert "Cre\u0300me bru\u0302le\u0301e""#, #"edit dessert "\u212Bngstro\u0308m tart""#,
      #"edit dessert "\u1112\u1161\u11AB\u1100\u116A""#,
      #"edit dessert "\u0915\u093C\u0941\u0932\u094D\u092B\u093C\u0940""#,
      #"edit dessert "\u0958\u0941\u0932\u094D\u095E\u0940""#, #"edit dessert "Creme brulee""#,
      #"set toppings ["Cre\u0300me", "S\u0307\u0323ugar"]"#, #"set toppings ["Cr\u00E8me", "Cre\u0300me"]"#,
      #"edit word "cafe\u0301""#, #"edit again "caf\u00E9""#, "submit", #"edit again "cafe""#, "submit",
    ]
    let updates = try replayInPage(spec: spec, events: events)
    // Simulate itself takes them as the options (the last two lines refuse what is not).
    #expect(updates.filter { $0.contains("\"error\"") }.count == 2, "\(updates)")
  }

  /// Text is broken into characters in the page as in simulate: the module breaks grapheme clusters
  /// with the grapheme data of the toolchain's Unicode data library, which Scripts/build-wasm.sh links.
  @Test func charactersAreCountedInThePageAsInSimulate() throws {
    guard HeadlessChromium.isInstalled() else { return }
    let spec = """
      form: Codes
      sections:
        - id: codes
          rows:
            - id: code
              kind: text
              title: Code
              minLength: 3
              maxLength: 3
              message: Three characters
      """
    // Each a value of three characters, or of another count, by grapheme clusters: marks after a letter, a spacing
    // mark, a prepended sign, an emoji ZWJ sequence, flags, Devanagari conjuncts (KA, VIRAMA, SSA), a control, a
    // joiner between letters.
    let values = [
      #"e\u0301e\u0301e\u0301"#, #"ab\u0903"#, #"\u0600abc"#, #"\u0600ab"#,
      "👨‍👩‍👧ab", "🇫🇷ab", "🇫🇷🇩",
      #"\u0915\u094D\u0937ab"#, #"\u0915\u094D\u0937\u094D\u0915ab"#, #"a\u2028b"#, #"a\u200Db"#,
    ]
    let events = ["submit"] + values.flatMap { [#"edit code "\#($0)""#, "submit"] }
    let updates = try replayInPage(spec: spec, events: events)
    let verdicts = updates.filter { $0.contains("\"valid\": true") }.count
    #expect(verdicts > 0 && verdicts < values.count, "simulate finds some of them valid, not all: \(updates)")
  }

  /// Writes `spec`, has `formc preview` make its page, replays `events` in it against simulate's lines,
  /// and returns simulate's lines.
  private func replayInPage(spec: String, events: [String]) throws -> [String] {
    try withTemporaryFolder { folder in
      let specPath = folder.appendingPathComponent("form.form.yaml").path
      try spec.write(toFile: specPath, atomically: true, encoding: .utf8)
      let page = folder.appendingPathComponent("page.html").path
      let written = formc("preview", specPath, "-o", page)
      try #require(written.code == 0, "formc preview: \(written.err)")
      try check(events, spec: specPath, page: page, seed: 0)
      return formc(["simulate", specPath], stdin: events.joined(separator: "\n") + "\n").outLines
    }
  }

  /// Replays `events` in the page and compares each logged event with simulate's line.
  private func check(_ events: [String], spec: String, page: String, seed: UInt64) throws {
    let input = events.joined(separator: "\n") + "\n"
    let updates = previewReplies(spec: spec, input: input)
    let layouts = formc(["simulate", spec, "--layout"], stdin: input).outLines.dropFirst()
    let contents = formc(["simulate", spec, "--content"], stdin: input).outLines.dropFirst()
    let fragment = events.map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? $0 }
      .joined(separator: ";")
    let dom = try HeadlessChromium.dumpDOM("file://\(page)#events=\(fragment)")
    let context = "\(spec), seed \(seed), events:\n\(input)"
    // Booleans, not the DOM, in the conditions: a failure message should not print the whole page.
    let pageError = errorAttribute(dom)
    try #require(pageError == nil, "the page failed: \(pageError ?? "") in \(context)")
    let ready = dom.contains("data-formc-ready=\"1\"")
    try #require(ready, "the page never became ready: \(context)")
    let log = try #require(Self.log(in: dom), "no #formc-log in the page: \(context)")
    try #require(log.count == events.count, "\(log.count) events logged of \(events.count): \(context)")
    for (index, (entry, (update, (layoutLine, contentLine)))) in zip(log, zip(updates, zip(layouts, contents)))
      .enumerated()
    {
      let event = "event \(index + 1) '\(events[index])' of \(context)"
      #expect(entry["update"] as? String == update, "update differs at \(event)")
      let expected = jsonObject(layoutLine)?["layout"] as? [[String: Any]] ?? []
      let expectedRows = expected.flatMap { section in
        (section["rows"] as? [Any] ?? []).map { ($0 as? String) ?? (($0 as? [String: Any])?["id"] as? String ?? "") }
      }
      #expect(Self.layoutRows(entry["layout"] as? String) == expectedRows, "layout differs at \(event)")
      #expect(entry["rowIds"] as? [String] == expectedRows, "DOM rows differ from the layout at \(event)")
      #expect((entry["mismatches"] as? [Any])?.isEmpty ?? false, "the batch did not fit the table at \(event)")
      // A search line shows its query in the search field (`search` alone empties it).
      if events[index].hasPrefix("search"), !(updates[index].contains("\"error\"")) {
        let query = events[index] == "search" ? "" : String(events[index].dropFirst("search ".count))
        #expect(entry["searchField"] as? String == query, "the search field differs at \(event)")
      }
      let expectedDisplay = Self.displayed(content: jsonObject(contentLine)?["content"] as? [[String: Any]] ?? [])
      let shown = Self.displayed(dom: entry["displayed"] as? [[String: Any]] ?? [])
      // The first line that differs, not the whole table, in the message.
      let counts = "\(shown.count) lines shown, \(expectedDisplay.count) expected"
      let difference =
        zip(shown, expectedDisplay).first { $0 != $1 }.map { "the DOM shows\n\($0)\nsimulate --content\n\($1)" }
        ?? (shown.count == expectedDisplay.count ? nil : counts)
      #expect(difference == nil, "\(difference ?? "") at \(event)")
    }
  }

  /// What one section or row displays, as comparable lines of text: `section ID header|footer|error`
  /// and `  row ID control title|valueText|summary accessory enabled error`.
  static func displayedLines(sections: [(section: [String: Any], rows: [[String: Any]])]) -> [String] {
    let text = { (value: Any?) in (value as? String).map { "\"\($0)\"" } ?? "null" }
    return sections.flatMap { section, rows in
      ["section \(text(section["id"])) \(text(section["header"]))|\(text(section["footer"]))|\(text(section["error"]))"]
        + rows.map { row in
          let texts = [row["title"], row["valueText"], row["summary"]].map(text).joined(separator: "|")
          return "  row \(text(row["id"])) \(text(row["control"])) \(texts) \(text(row["accessory"]))"
            + " enabled=\(row["enabled"] as? Bool ?? false) error=\(text(row["error"]))"
        }
    }
  }

  /// What `formc simulate --content` says each shown section and row displays.
  static func displayed(content: [[String: Any]]) -> [String] {
    displayedLines(
      sections: content.map { ($0["section"] as? [String: Any] ?? [:], $0["rows"] as? [[String: Any]] ?? []) })
  }

  /// What the page's DOM displays (`window.formc.displayed()`, logged per event).
  static func displayed(dom: [[String: Any]]) -> [String] {
    displayedLines(sections: dom.map { ($0, $0["rows"] as? [[String: Any]] ?? []) })
  }

  /// RFC 3986's unreserved characters: everything else, `;` included, is percent-encoded.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  static func exampleSpecPaths() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: formsFolder))?.filter { $0.hasSuffix(".form.yaml") }
      .sorted().map { "\(formsFolder)/\($0)" } ?? []
  }

  /// The entries of `<script type="application/json" id="formc-log">`.
  static func log(in dom: String) -> [[String: Any]]? {
    let start = "<script type=\"application/json\" id=\"formc-log\">"
    guard let open = dom.range(of: start), let close = dom.range(of: "</script>", range: open.upperBound..<dom.endIndex)
    else { return nil }
    let json = Data(dom[open.upperBound..<close.lowerBound].utf8)
    return (try? JSONSerialization.jsonObject(with: json)) as? [[String: Any]]
  }

  /// The row ids of a layout as `window.formc.layout()` gives it (the array, or an object holding it).
  static func layoutRows(_ text: String?) -> [String] {
    guard let data = text?.data(using: .utf8), let value = try? JSONSerialization.jsonObject(with: data) else {
      return ["(no layout)"]
    }
    let sections = (value as? [[String: Any]]) ?? ((value as? [String: Any])?["layout"] as? [[String: Any]]) ?? []
    return sections.flatMap { section in
      (section["rows"] as? [Any] ?? []).map { ($0 as? String) ?? (($0 as? [String: Any])?["id"] as? String ?? "") }
    }
  }

  private func errorAttribute(_ dom: String) -> String? {
    guard let start = dom.range(of: "data-formc-error=\"") else { return nil }
    return String(dom[start.upperBound...].prefix { $0 != "\"" })
  }
}
