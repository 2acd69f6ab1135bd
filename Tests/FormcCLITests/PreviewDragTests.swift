import Foundation
import TestTier
import Testing

/// Dragging a list item in the preview page, and the batch's animations, in a real browser:
/// Tests/Preview/drag-harness.html drives the page of Forms/contact.form.yaml with pointer events
/// on an item's drag handle (the page's own drag code), and records after each step the event the
/// page sent, the DOM's row ids and which rows carry the animation classes. Here each step is
/// checked against `formc simulate` of the same events: the drag must send the `move` a table
/// view would report, the DOM must then be simulate's layout, and the rows fading in, fading out
/// and sliding must be exactly the update's inserted, deleted and moved rows.
@Suite
struct PreviewDragTests {
  static let spec = "\(formsFolder)/contact.form.yaml"

  @Test(.requires(.chromium)) func dragReordersAndTheBatchAnimatesItsRows() throws {
    guard HeadlessChromium.isInstalled() else { return }
    let steps = try Self.harnessSteps()
    let events = steps.map { $0["sent"] as? String ?? "(none)" }
    // Item home1 dropped below the two added numbers: list index 0 to 2, as moveRowAt:to: says.
    #expect(
      events == [
        #"append phones {"key": "a2"}"#, #"append phones {"key": "a3"}"#, "move phones 0 2",
        #"append phones {"key": "a4"}"#, "remove phones[a2]",
      ])
    let input = events.joined(separator: "\n") + "\n"
    let updates = previewReplies(spec: Self.spec, input: input)
    let layouts = formc(["simulate", Self.spec, "--layout"], stdin: input).outLines
    // The first --layout line is the table before any event.
    let tables = layouts.map { Self.table(jsonObject($0)) }
    try #require(updates.count == steps.count && tables.count == steps.count + 1, "simulate: \(layouts)")
    for (index, step) in steps.enumerated() {
      let context = "step \(index + 1) '\(events[index])'"
      #expect(step["update"] as? String == updates[index], "update differs at \(context)")
      let before = tables[index]
      let after = tables[index + 1]
      #expect(step["rowIds"] as? [String] == after.flatMap { $0 }, "DOM rows differ from the layout at \(context)")
      let update = try #require(jsonObject(updates[index]), "\(context)")
      let inserted = Self.paths(update["insertRows"]).map { after[$0[0]][$0[1]] }
      let deleted = Self.paths(update["deleteRows"]).map { before[$0[0]][$0[1]] }
      let moved = ((update["moveRows"] as? [[[Int]]]) ?? []).map { after[$0[1][0]][$0[1][1]] }
      #expect(Set(step["entering"] as? [String] ?? []) == Set(inserted), "fading in at \(context)")
      #expect(Set(step["leaving"] as? [String] ?? []) == Set(deleted), "fading out at \(context)")
      #expect(Set(step["moving"] as? [String] ?? []) == Set(moved), "sliding at \(context)")
    }
    // The drag moved rows, and the other steps inserted and deleted some: the checks above saw each.
    #expect(!(steps[2]["moving"] as? [Any] ?? []).isEmpty)
    #expect(!(steps[3]["entering"] as? [Any] ?? []).isEmpty && !(steps[4]["leaving"] as? [Any] ?? []).isEmpty)
  }

  /// The harness's steps, run on a fresh preview page of the contact form.
  static func harnessSteps() throws -> [[String: Any]] {
    try withTemporaryFolder { folder in
      let written = formc("preview", spec, "-o", folder.appendingPathComponent("page.html").path)
      try #require(written.code == 0, "formc preview: \(written.err)")
      let harness = folder.appendingPathComponent("harness.html")
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Tests/Preview/drag-harness.html"), to: harness)
      // Virtual time: the harness lets each step's animations finish (0.6 s) before the next.
      let dom = try HeadlessChromium.dumpDOM(
        "file://\(harness.path)", budget: 10_000, extraArguments: ["--allow-file-access-from-files"])
      let start = "<pre id=\"result\">"
      let open = try #require(dom.range(of: start), "no result in the harness's DOM")
      let close = try #require(dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex))
      let text = String(dom[open.upperBound..<close.lowerBound])
      let result = try #require(jsonObject(text), "the harness did not finish")
      try #require(result["error"] == nil, "the harness failed: \(result["error"] ?? "")")
      return try #require(result["steps"] as? [[String: Any]])
    }
  }

  /// The row ids of each section of a `--layout` line.
  static func table(_ line: [String: Any]?) -> [[String]] {
    (line?["layout"] as? [[String: Any]] ?? []).map { section in
      (section["rows"] as? [Any] ?? []).map { ($0 as? String) ?? (($0 as? [String: Any])?["id"] as? String ?? "") }
    }
  }

  static func paths(_ value: Any?) -> [[Int]] { (value as? [[Int]]) ?? [] }
}
