// Entry point `preview`: the preview page's calls (docs/preview.md) on a `PreviewSession`, the engine
// behind the WebAssembly exports. The first byte picks one example form of Forms/ (its index, modulo
// their count, in the sorted file names; 0xFF starts with no form loaded), which is loaded from its
// compiled JSON as the page loads it. Each following line (at most 100) is one call:
//   `rows JSON`      formc_rows (the rest of the line, as bytes)
//   `sections JSON`  formc_sections
//   `load`           formc_load of the picked form again; `load JSON` of the rest of the line
//   `layout`, `state`, `form`
//   anything else    formc_send of the line, as bytes (a trailing `\r` included)
// Checks, besides no crash: every reply's status is one the contract gives the call, and its text is
// JSON where the contract says so (a message, with its byte offset inside the request, for a refused
// request); a request the session accepts is the array JSONSerialization reads, and an array of
// strings that JSONSerialization reads is accepted as rows; each row view agrees with the layout and
// the compiled form (id, kind, item, enabled, error, a checkmark's accessory), each section view
// with the layout (id, index, group, selection, error), and an id or index the form does not have
// gives null; the events go to a model engine too, read with `EventLineParser.read` and sent (or
// submitted) directly: each reply is the object `formc simulate --content` prints for the update
// without its content (the update and the rows it reconfigures), and the session's state and table
// stay the model's. At the end every shown row and section, and ids the form does not have, are
// asked for and checked the same way.
import FormCompiler
import FormPreview
import FormRuntime
import FormSimulation
import Foundation

/// The example forms' compiled JSON, in file-name order.
let previewForms: [[UInt8]] = {
  let folder = "Forms"
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".form.yaml") }.sorted()
  let forms = names.compactMap { FormCompiler.compile(fileAt: folder + "/" + $0).form?.jsonUTF8() }
  if forms.isEmpty { fatalError("preview fuzzer: no example form compiled; run it from the repository's root") }
  return forms
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func previewFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let selector = bytes.first else { return 0 }
  let formJSON = previewForms[Int(selector) % previewForms.count]
  var harness = PreviewHarness()
  if selector != 0xFF { harness.load(formJSON) }
  for line in bytes.dropFirst().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(100) {
    harness.call(Array(line), formJSON: formJSON)
  }
  harness.checkEverything()
  return 0
}

/// A preview session and the model it is checked against: an engine of the same form, sent the
/// same events directly.
struct PreviewHarness {
  var session = PreviewSession()
  /// The model, nil while no form is loaded.
  var model: FormEngine?
  var targets: EventTargets?

  /// One line of the input, as one call.
  mutating func call(_ line: [UInt8], formJSON: [UInt8]) {
    if let request = Self.argument(of: "rows ", in: line) {
      checkRows(request, reply: session.rows(request))
    } else if let request = Self.argument(of: "sections ", in: line) {
      checkSections(request, reply: session.sections(request))
    } else if line == Array("load".utf8) {
      load(formJSON)
    } else if let json = Self.argument(of: "load ", in: line) {
      load(json)
    } else if line == Array("layout".utf8) {
      checkReply(session.layout, name: "layout")
    } else if line == Array("state".utf8) {
      checkReply(session.state, name: "state")
    } else if line == Array("form".utf8) {
      checkReply(session.form, name: "form")
    } else {
      send(line)
    }
  }

  /// The bytes after `prefix`, when the line starts with it.
  static func argument(of prefix: String, in line: [UInt8]) -> [UInt8]? {
    let head = Array(prefix.utf8)
    return line.starts(with: head) ? Array(line.dropFirst(head.count)) : nil
  }

  /// `formc_load`: a form that loads replaces the model; one refused leaves the session as it was.
  mutating func load(_ json: [UInt8]) {
    let before = session.simulation?.engine.state
    let reply = session.load(json)
    let expected = try? FormEngine(form: CompiledForm(jsonUTF8: json))
    guard oraclesEnabled else { return }
    switch reply.status {
    case .ok:
      guard let expected else { oracleFailure("load accepted a form the loader refuses") }
      model = expected
      targets = EventTargets(form: expected.form)
      checkJSON(reply.text, name: "load")
      checkAgainstModel("load")
    case .failed:
      guard expected == nil else { oracleFailure("load refused a form the loader accepts: \(reply.text)") }
      guard session.simulation?.engine.state == before else { oracleFailure("a refused load changed the state") }
    default:
      oracleFailure("load replied status \(reply.status)")
    }
  }

  /// `formc_send`: the reply is simulate's object for what the model does with the line.
  mutating func send(_ line: [UInt8]) {
    let reply = session.send(line)
    guard oraclesEnabled else { return }
    guard var engine = model, let targets else {
      guard reply.status == .noForm else { oracleFailure("send without a form replied \(reply.status)") }
      return
    }
    var text = String(decoding: line, as: UTF8.self)
    if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
    if EventLineParser.isBlankOrComment(Substring(text)) {
      guard reply == PreviewReply(.blank, "") else { oracleFailure("blank line \(text) replied \(reply)") }
      return
    }
    let start = "{\"event\": " + FormValue.jsonQuoted(text) + ", "
    checkJSON(reply.text, name: "send")
    guard reply.text.hasPrefix(start) else {
      oracleFailure("send's reply does not start with the event: \(reply.text)")
    }
    let event: FormEvent
    do throws(EventLineError) {
      event = try EventLineParser.read(Substring(text), targets: targets).event
    } catch {
      guard reply.status == .failed, reply.text.contains("\"error\": ") else {
        oracleFailure("a line the parser refuses (\(error)) replied \(reply)")
      }
      checkAgainstModel(text)
      return
    }
    let expected: String
    // After the update's members (and a submit's verdict), the rows it reconfigures.
    let reconfigured = { (update: FormUpdate) in
      ", \"reconfigureRows\": ["
        + engine.reconfiguredRowIDs(of: update).map(FormValue.jsonQuoted).joined(separator: ", ") + "]}"
    }
    if event == .submit {
      let (update, isValid) = engine.submit()
      expected = start + SimulationJSON.members(of: update) + ", \"valid\": \(isValid)" + reconfigured(update)
    } else {
      do throws(FormEventError) {
        let update = try engine.send(event)
        expected = start + SimulationJSON.members(of: update) + reconfigured(update)
      } catch {
        guard reply.status == .failed, reply.text.contains("\"error\": ") else {
          oracleFailure("an event the engine refuses (\(error)) replied \(reply)")
        }
        checkAgainstModel(text)
        return
      }
    }
    model = engine
    guard reply == PreviewReply(.ok, expected) else {
      oracleFailure("send \(text) replied \(reply), the engine's update is \(expected)")
    }
    checkAgainstModel(text)
  }

  /// The session's engine is in the model's state, with its table.
  func checkAgainstModel(_ after: String) {
    guard let model else { return }
    guard let engine = session.simulation?.engine, engine.state == model.state, engine.table == model.table else {
      oracleFailure("after \(after) the session's engine is not the model's")
    }
  }

  /// A reply whose text the contract says is JSON.
  func checkReply(_ reply: PreviewReply, name: String) {
    guard oraclesEnabled else { return }
    guard model != nil else {
      guard reply.status == .noForm else { oracleFailure("\(name) without a form replied \(reply.status)") }
      return
    }
    guard reply.status == .ok else { oracleFailure("\(name) replied \(reply)") }
    checkJSON(reply.text, name: name)
  }

  /// The JSON value of `text`, which must be JSON.
  @discardableResult
  func checkJSON(_ text: String, name: String) -> Any {
    guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else {
      oracleFailure("\(name) replied text that is not JSON: \(text)")
    }
    return value
  }

  /// What JSONSerialization reads from a request: the array, or nil for anything else. Requests
  /// are UTF-8 (docs/preview.md): JSONSerialization also reads UTF-16 and UTF-32 (told by their
  /// zero bytes), so such requests have no reference.
  /// It also takes a comma before the closing bracket (`["a", ]`), which is no JSON, so a request
  /// with one has no reference either (`, ]` inside a string, `["a, ]"]`, is JSON and keeps it). And
  /// it drops a U+FEFF written as such (a byte order mark's bytes) at the start of the text or of a
  /// string, where the escape `\ufeff` is kept: the reference reads the text with each written as
  /// that escape, the same JSON inside a string and no JSON outside one, as the raw character is.
  static func referenceArray(_ request: [UInt8]) -> [Any]? {
    guard !request.contains(0) else { return nil }
    let request = request.replacing([0xEF, 0xBB, 0xBF], with: Array("\\ufeff".utf8))
    guard !hasCommaBeforeClosingBracket(request) else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(request), options: []) as? [Any]
  }

  /// Whether a `,` and then a `]`, with only white space between them, stand outside every string.
  static func hasCommaBeforeClosingBracket(_ request: [UInt8]) -> Bool {
    var inString = false
    var escaped = false
    var last: UInt8?
    for byte in request {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
      if byte == UInt8(ascii: "]") && last == UInt8(ascii: ",") { return true }
      if byte == UInt8(ascii: "\"") { inString = true }
      last = byte
    }
    return false
  }

  /// A refused request: a message placed inside the request, and JSONSerialization agrees it is
  /// no array of strings (for rows) or reads something else than the session would have.
  func checkProblem(_ reply: PreviewReply, request: [UInt8], name: String) {
    guard let open = reply.text.lastIndex(of: "("), reply.text.hasSuffix(")"),
      reply.text[open...].hasPrefix("(byte "),
      let offset = Int(reply.text[reply.text.index(open, offsetBy: 6)..<reply.text.index(before: reply.text.endIndex)]),
      (0...request.count).contains(offset)
    else {
      oracleFailure("\(name) refused \(request) without a place inside it: \(reply.text)")
    }
  }

  /// `formc_rows`: a view per id, in order, each agreeing with the layout and the form.
  func checkRows(_ request: [UInt8], reply: PreviewReply) {
    guard oraclesEnabled else { return }
    guard let model else {
      guard reply.status == .noForm else { oracleFailure("rows without a form replied \(reply.status)") }
      return
    }
    let reference = Self.referenceArray(request)
    let referenceIDs = reference.flatMap { array in array.allSatisfy { $0 is String } ? array as? [String] : nil }
    guard reply.status == .ok else {
      guard reply.status == .failed else { oracleFailure("rows replied \(reply.status)") }
      checkProblem(reply, request: request, name: "rows")
      if let referenceIDs {
        oracleFailure("rows refused \(referenceIDs), an array of strings: \(reply.text)")
      }
      return
    }
    guard let ids = try? PreviewRequest.rowIDs(request), let referenceIDs, ids.count == referenceIDs.count,
      zip(ids, referenceIDs).allSatisfy({ Self.scalarsEqual($1, $0) })
    else {
      oracleFailure(
        "rows read \(String(decoding: request, as: UTF8.self)) otherwise than JSON: \(referenceIDs ?? [])")
    }
    checkRowViews(ids, reply: reply.text, model: model)
  }

  /// The row views of `ids` in `text` against the model's layout and form.
  func checkRowViews(_ ids: [String], reply text: String, model: FormEngine) {
    guard let views = checkJSON(text, name: "rows") as? [Any], views.count == ids.count else {
      oracleFailure("rows replied \(text) for \(ids.count) ids")
    }
    let layout = Self.layout(of: model)
    let form = model.form
    for (id, view) in zip(ids, views) {
      let expectedRow = Self.templateSlot(of: id, in: model)
      guard let view = view as? [String: Any] else {
        guard view is NSNull, expectedRow == nil else { oracleFailure("rows gave no view for \(id)") }
        continue
      }
      guard let slot = expectedRow else { oracleFailure("rows gave a view for \(id), which the form does not have") }
      guard Self.scalarsEqual(view["id"] as? String, id), view["kind"] as? String == form.rows.kind[slot].rawValue
      else {
        oracleFailure("the view of \(id) has the id \(view["id"] ?? "none") and kind \(view["kind"] ?? "none")")
      }
      let item = view["item"] as? [String: Any]
      if let name = ItemRowName(id), !form.rows.id.contains(where: { Self.scalarsEqual($0, id) }) {
        guard Self.scalarsEqual(item?["list"] as? String, name.list),
          Self.scalarsEqual(item?["key"] as? String, name.key),
          Self.scalarsEqual(item?["row"] as? String, name.row)
        else { oracleFailure("the view of item row \(id) names item \(item ?? [:])") }
      } else if view["item"] is NSNull == false {
        oracleFailure("the view of static row \(id) names an item")
      }
      guard let shown = layout.rows[id] else { continue }
      guard view["enabled"] as? Bool == shown.enabled, (view["error"] as? String) == shown.error else {
        oracleFailure("the view of \(id) disagrees with the layout on enabled or error: \(view)")
      }
      if let selected = shown.selected, view["control"] as? String == "checkmark",
        (view["accessory"] as? String == "checkmark") != selected
      {
        oracleFailure("the view of \(id) disagrees with its select section's selection")
      }
    }
  }

  /// The template row (for an item's row) or row that `id` names in the model's form, or nil when
  /// the form has no such row: from the form's tables and the state's items, not the engine's
  /// lookups.
  static func templateSlot(of id: String, in engine: FormEngine) -> Int? {
    // Names compared scalar for scalar, as the engine's tables compare them: `==` would take the
    // Kelvin sign for a K.
    let form = engine.form
    if let slot = form.rows.id.firstIndex(where: { scalarsEqual($0, id) }) { return slot }
    guard let name = ItemRowName(id), let list = form.lists.id.firstIndex(where: { scalarsEqual($0, name.list) }),
      engine.state.lists[list].items.contains(where: { scalarsEqual($0.key, name.key) })
    else { return nil }
    let templates = form.lists.firstRow[list]..<form.lists.endRow[list]
    return templates.first { scalarsEqual(form.rows.id[$0], name.row) }
  }

  /// Two strings with the same Unicode scalars (String's `==` would take canonically equivalent
  /// ones for equal).
  static func scalarsEqual(_ a: String?, _ b: String) -> Bool {
    a.map { $0.unicodeScalars.elementsEqual(b.unicodeScalars) } ?? false
  }

  /// The layout's sections and shown rows, read back from `formc simulate --layout`'s JSON.
  struct Layout {
    struct Section {
      var id: String
      var group: Any?
      var selected: [String]?
      var error: String?
    }
    struct Row {
      var enabled: Bool
      var error: String?
      var selected: Bool?
    }
    var sections: [Section] = []
    var rows: [String: Row] = [:]
  }

  static func layout(of engine: FormEngine) -> Layout {
    let text = SimulationSession(engine: engine).layoutJSON
    guard let sections = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
      oracleFailure("the layout is not a JSON array of objects: \(text)")
    }
    var layout = Layout()
    for section in sections {
      guard let id = section["id"] as? String, let rows = section["rows"] as? [Any] else {
        oracleFailure("a layout section without an id or rows: \(section)")
      }
      let selected = section["selected"] as? [String]
      layout.sections.append(
        Layout.Section(id: id, group: section["group"], selected: selected, error: section["error"] as? String))
      for row in rows {
        let object = row as? [String: Any]
        guard let rowID = (row as? String) ?? object?["id"] as? String else {
          oracleFailure("a layout row without an id: \(row)")
        }
        layout.rows[rowID] = Layout.Row(
          enabled: object?["enabled"] as? Bool ?? true, error: object?["error"] as? String,
          selected: selected.map { $0.contains(rowID) })
      }
    }
    return layout
  }

  /// `formc_sections`: a view per shown index or id, in order, each agreeing with the layout.
  func checkSections(_ request: [UInt8], reply: PreviewReply) {
    guard oraclesEnabled else { return }
    guard let model else {
      guard reply.status == .noForm else { oracleFailure("sections without a form replied \(reply.status)") }
      return
    }
    let reference = Self.referenceArray(request)
    guard reply.status == .ok else {
      guard reply.status == .failed else { oracleFailure("sections replied \(reply.status)") }
      checkProblem(reply, request: request, name: "sections")
      if let reference, reference.allSatisfy({ $0 is String }) {
        oracleFailure("sections refused \(reference), an array of strings: \(reply.text)")
      }
      return
    }
    // What the session read: JSONSerialization must read the same array, each whole number as
    // the same number.
    guard let reference, let references = try? PreviewRequest.sections(request), references.count == reference.count
    else {
      oracleFailure("sections accepted \(String(decoding: request, as: UTF8.self)), which is no JSON array")
    }
    for (read, member) in zip(references, reference) {
      let same: Bool =
        switch read {
        case .id(let id): Self.scalarsEqual(member as? String, id)
        case .index(let index):
          (member as? NSNumber).map { $0.int64Value == Int64(index) && $0.doubleValue == Double(index) } ?? false
        }
      guard same else {
        oracleFailure("sections read \(read) from \(String(decoding: request, as: UTF8.self)), JSON \(member)")
      }
    }
    checkSectionViews(references, reply: reply.text, model: model)
  }

  /// The section views of `references` in `text` against the model's layout.
  func checkSectionViews(_ references: [PreviewViews.SectionReference], reply text: String, model: FormEngine) {
    guard let views = checkJSON(text, name: "sections") as? [Any], views.count == references.count else {
      oracleFailure("sections replied \(text) for \(references.count) references")
    }
    let layout = Self.layout(of: model)
    for (reference, view) in zip(references, views) {
      let index: Int? =
        switch reference {
        case .index(let index): layout.sections.indices.contains(index) ? index : nil
        case .id(let id): layout.sections.firstIndex { Self.scalarsEqual($0.id, id) }
        }
      guard let view = view as? [String: Any] else {
        guard view is NSNull, index == nil else { oracleFailure("sections gave no view for \(reference)") }
        continue
      }
      guard let index else { oracleFailure("sections gave a view for \(reference), which is not shown") }
      let shown = layout.sections[index]
      guard Self.scalarsEqual(view["id"] as? String, shown.id), view["index"] as? Int == index else {
        oracleFailure("the view of \(reference) is \(view), the layout's section \(index) is \(shown.id)")
      }
      let group = view["group"].map { $0 is NSNull ? nil : $0 as? String } ?? nil
      guard group == shown.group.map({ $0 is NSNull ? nil : $0 as? String }) ?? nil else {
        oracleFailure(
          "the view of \(reference) has group \(view["group"] ?? "none"), the layout \(shown.group ?? "none")")
      }
      guard (view["selection"] is NSNull) == (shown.selected == nil), (view["error"] as? String) == shown.error else {
        oracleFailure("the view of \(reference) disagrees with the layout on selection or error: \(view)")
      }
      if let list = view["list"] as? String, !Self.scalarsEqual(list, shown.id) {
        oracleFailure("the view of \(reference) is of list \(list)")
      }
    }
  }

  /// Every shown row and section, every row of the form, and names the form does not have.
  func checkEverything() {
    guard oraclesEnabled, let model else { return }
    let table = model.table
    let ids =
      table.sections.flatMap(\.rows) + model.form.rows.id
      + ["", "nope", "[", "x[y].z", table.sections.first?.id ?? "s", "\u{0}", "caf\u{E9}", "cafe\u{301}"]
    let request = "[" + ids.map { FormValue.jsonQuoted($0) }.joined(separator: ", ") + "]"
    let rows = session.rows(Array(request.utf8))
    guard rows.status == .ok else { oracleFailure("rows refused its own request \(request): \(rows.text)") }
    checkRowViews(ids, reply: rows.text, model: model)
    var references = (-1...table.sections.count).map { PreviewViews.SectionReference.index($0) }
    references += table.sections.map { .id($0.id) } + [.id("nope"), .id("")]
    let members = references.map { reference in
      switch reference {
      case .index(let index): String(index)
      case .id(let id): FormValue.jsonQuoted(id)
      }
    }
    let sections = session.sections(Array(("[" + members.joined(separator: ", ") + "]").utf8))
    guard sections.status == .ok else { oracleFailure("sections refused its own request: \(sections.text)") }
    checkSectionViews(references, reply: sections.text, model: model)
    checkReply(session.layout, name: "layout")
    checkReply(session.state, name: "state")
    checkReply(session.form, name: "form")
  }
}
