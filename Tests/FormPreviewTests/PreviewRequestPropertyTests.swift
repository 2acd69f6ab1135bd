import FormPreview
import FormRuntimeCore
import FormSimulation
import Foundation
import SeededRandom
import Testing

/// Random (seeded) sequences of the page's calls on every example form, against a model written
/// from scratch: requests written here token by token (random spacing and escapes), so the ids and
/// the place of a refused member are known without a parser; row and section views worked out from
/// the compiled form's tables, the state and the table `FormTable(form:state:query:)` builds; and
/// the event lines replayed through a `SimulationSession` of their own.
@Suite struct PreviewRequestPropertyTests {
  @Test(arguments: exampleFormNames)
  func randomCallSequencesAgreeWithTheModel(name: String) throws {
    let form = try exampleForm(name)
    for seed in UInt64(1)...6 {
      var random = SplitMix64(seed: seed &* 0x9E37 &+ UInt64(name.utf8.count))
      var session = try previewSession(name)
      var twin = SimulationSession(engine: try FormEngine(form: form))
      for step in 0..<60 {
        let context = "\(name), seed \(seed), step \(step)"
        let engine = twin.engine
        switch random.weighted([40, 25, 15, 10, 10]) {
        case 0:
          let line = Self.eventLine(engine, &random)
          let reply = session.send(Array(line.utf8))
          let expected = twin.replay(Substring(line))
          #expect(reply.text == (expected?.json(reconfigureRows: true) ?? ""), "\(context): \(line)")
          #expect(reply.status == (expected.map { $0.failed ? .failed : .ok } ?? .blank), "\(context): \(line)")
        case 1:
          let ids = (0..<random.int(0...6)).map { _ in Self.rowID(engine, &random) }
          let request = RequestText(members: ids.map { .string($0) }, random: &random)
          let reply = session.rows(request.utf8)
          #expect(reply.status == .ok, "\(context): \(request.text)")
          try Self.expectRowViews(reply.text, ids: ids, engine: engine, context: context + ": " + request.text)
        case 2:
          let references = (0..<random.int(0...5)).map { _ in Self.sectionReference(engine, &random) }
          let request = RequestText(references: references, random: &random)
          let reply = session.sections(request.utf8)
          #expect(reply.status == .ok, "\(context): \(request.text)")
          try Self.expectSectionViews(reply.text, references, engine: engine, context: context + ": " + request.text)
        case 3:
          try Self.expectRefused(&session, engine: engine, &random, context: context)
        default:
          #expect(session.layout == PreviewReply(.ok, twin.layoutJSON), "\(context)")
          #expect(session.state == PreviewReply(.ok, twin.savedState), "\(context)")
        }
        // Only events change the session: it is where the twin is.
        #expect(session.simulation?.engine.state == twin.engine.state, "\(context)")
      }
    }
  }

  // MARK: - Requests

  /// A member of a request, as the page writes it.
  enum Member {
    case string(String)
    case number(Int)
  }

  /// A request's JSON text, written member by member with random spacing and escapes, and where
  /// each member starts.
  struct RequestText {
    var text = ""
    var starts: [Int] = []
    var utf8: [UInt8] { Array(text.utf8) }

    init(members: [Member], random: inout SplitMix64, replacing corrupt: Int? = nil, with bad: String = "") {
      text = Self.space(&random) + "["
      for (index, member) in members.enumerated() {
        if index > 0 { text += Self.space(&random) + "," }
        text += Self.space(&random)
        starts.append(text.utf8.count)
        if index == corrupt {
          text += bad
          continue
        }
        switch member {
        case .string(let string): text += Self.quoted(string, &random)
        case .number(let number): text += String(number)
        }
      }
      text += Self.space(&random) + "]" + Self.space(&random)
    }

    init(references: [PreviewViews.SectionReference], random: inout SplitMix64) {
      self.init(
        members: references.map {
          switch $0 {
          case .index(let index): .number(index)
          case .id(let id): .string(id)
          }
        }, random: &random)
    }

    /// JSON's four spaces, or nothing, most of the time.
    static func space(_ random: inout SplitMix64) -> String {
      random.chance(70) ? "" : String((0..<random.int(1...3)).map { _ in random.pick([" ", "\t", "\n", "\r"]) })
    }

    /// `string` as a JSON string literal, each scalar written as it is or escaped (`\uXXXX`, a
    /// surrogate pair above the BMP, or a short escape), at random where JSON allows the choice.
    static func quoted(_ string: String, _ random: inout SplitMix64) -> String {
      var out = "\""
      for scalar in string.unicodeScalars {
        let short: [Unicode.Scalar: String] = [
          "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f",
        ]
        let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
        if !mustEscape && random.chance(80) {
          out.unicodeScalars.append(scalar)
        } else if let escape = short[scalar], random.chance(50) {
          out += escape
        } else if scalar.value > 0xFFFF {
          let value = scalar.value - 0x10000
          out += hex(0xD800 + (value >> 10), &random) + hex(0xDC00 + (value & 0x3FF), &random)
        } else {
          out += hex(scalar.value, &random)
        }
      }
      return out + "\""
    }

    /// `\u` and four hex digits, in either case (JSON allows both).
    static func hex(_ value: UInt32, _ random: inout SplitMix64) -> String {
      let digits = String(value, radix: 16, uppercase: random.chance(50))
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
  }

  /// A request the session must refuse, with the place the model knows: a member of the wrong
  /// kind (at its start), a malformed member, or the text cut before its closing bracket.
  static func expectRefused(
    _ session: inout PreviewSession, engine: FormEngine, _ random: inout SplitMix64, context: String
  ) throws {
    let ids = (0..<random.int(1...4)).map { _ in Member.string(rowID(engine, &random)) }
    let corrupt = random.int(0...ids.count - 1)
    switch random.int(0...3) {
    case 0:
      // A number where rows want an id.
      let request = RequestText(members: ids, random: &random, replacing: corrupt, with: String(random.int(-3...30)))
      expectProblem(session.rows(request.utf8), at: request.starts[corrupt], context: context + ": " + request.text)
    case 1:
      // Not a string or a whole number, for either request.
      let bad = random.pick(["1.5", "true", "null", "{}", "[]", "1e2", "-", "99999999999999999999"])
      let request = RequestText(members: ids, random: &random, replacing: corrupt, with: bad)
      // A nested array is read as an index path (contract 2's `formc_rows_at`), refused where its
      // section's number should be; a lone `-`, where its digit should be.
      let offset = request.starts[corrupt] + (bad == "[]" || bad == "-" ? 1 : 0)
      expectProblem(session.rows(request.utf8), at: offset, context: context + ": " + request.text)
      expectProblem(session.sections(request.utf8), at: offset, context: context + ": " + request.text)
    case 2:
      // A string with a control character, a bad escape or a lone surrogate: refused inside it.
      let bad = random.pick(["\"a\u{1}\"", "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"", "\"\\u12\""])
      let request = RequestText(members: ids, random: &random, replacing: corrupt, with: bad)
      let reply = session.rows(request.utf8)
      expectProblem(reply, at: nil, context: context + ": " + request.text)
      let offset = problemOffset(reply.text) ?? -1
      #expect(
        offset >= request.starts[corrupt] && offset < request.starts[corrupt] + bad.utf8.count,
        "\(context): \(request.text): \(reply.text)")
    default:
      let request = RequestText(members: ids, random: &random)
      let end = request.utf8.lastIndex(of: UInt8(ascii: "]")) ?? 0
      let cut = Array(request.utf8.prefix(random.int(0...end)))
      expectProblem(session.rows(cut), at: nil, context: context + ": " + String(decoding: cut, as: UTF8.self))
      expectProblem(session.sections(cut), at: nil, context: context + ": " + String(decoding: cut, as: UTF8.self))
    }
  }

  /// A refused request's reply: status failed, and a message ending in its byte offset (`offset`
  /// when given; inside the text in any case).
  static func expectProblem(_ reply: PreviewReply, at offset: Int?, context: String) {
    #expect(reply.status == .failed, "\(context): \(reply.text)")
    let found = problemOffset(reply.text)
    #expect(found != nil, "\(context): \(reply.text)")
    if let offset { #expect(found == offset, "\(context): \(reply.text)") }
  }

  /// The `N` of a message ending in `(byte N)`.
  static func problemOffset(_ message: String) -> Int? {
    guard message.hasSuffix(")"), let open = message.range(of: "(byte ", options: .backwards) else { return nil }
    return Int(message[open.upperBound..<message.index(before: message.endIndex)])
  }

  // MARK: - The model's names

  /// A row id: shown, one of the form's rows (shown or not, templates included), an item's row
  /// (shown or not), or one the form does not have (some with characters worth escaping).
  static func rowID(_ engine: FormEngine, _ random: inout SplitMix64) -> String {
    let shown = engine.table.sections.flatMap(\.rows)
    let form = engine.form
    switch random.weighted([45, 20, 15, 20]) {
    case 0 where !shown.isEmpty: return random.pick(shown)
    case 1 where form.rows.count > 0: return random.pick(form.rows.id)
    case 2 where !form.lists.id.isEmpty:
      let list = random.int(0...form.lists.id.count - 1)
      let items = Array(engine.state.lists[list].items)
      let key = items.isEmpty || random.chance(20) ? "nobody" : random.pick(items).key
      let templates = form.lists.firstRow[list]..<form.lists.endRow[list]
      let row = templates.isEmpty || random.chance(10) ? "nothing" : form.rows.id[random.pick(Array(templates))]
      return ItemRowName(list: form.lists.id[list], key: key, row: row).description
    default:
      return random.pick(["", "nope", "caf\u{E9} \u{1F600}", "a\"b\\c/\n\t", "[x].y", "\u{7F}", "x[1].", "\u{2028}"])
    }
  }

  /// A shown index (or one past either end), a shown section's id, or an id not shown.
  static func sectionReference(_ engine: FormEngine, _ random: inout SplitMix64) -> PreviewViews.SectionReference {
    let sections = engine.table.sections
    switch random.int(0...3) {
    case 0, 1: return .index(random.int(-1...sections.count))
    case 2 where !sections.isEmpty: return .id(random.pick(sections).id)
    default: return .id(random.pick(engine.form.sections.id + ["nope", ""]))
    }
  }

  /// An event line on what is shown now (a few the engine or the parser refuses, as a user's).
  static func eventLine(_ engine: FormEngine, _ random: inout SplitMix64) -> String {
    let form = engine.form
    let id = rowID(engine, &random)
    let slot = form.rows.id.firstIndex(of: ItemRowName(id)?.row ?? id)
    let valueSlot = slot.map { form.rows.value[$0] } ?? -1
    switch random.weighted([35, 30, 10, 6, 4, 4, 6, 5]) {
    case 0: return "tap \(id)"
    case 1 where valueSlot >= 0 && valueSlot < form.values.count:
      let slot = form.values[valueSlot]
      let values = (slot.options ?? []).map(FormValue.jsonQuoted) + ["true", "\"x\"", "3", "null", "[]"]
      return "\(random.chance(50) ? "set" : "edit") \(id) \(random.pick(values))"
    case 1, 2: return "\(random.chance(50) ? "expand" : "collapse") \(id)"
    case 3: return random.chance(30) ? "search" : "search \((form.rows.title.compactMap { $0 }.first ?? "a").prefix(2))"
    case 4: return "submit"
    case 5: return random.pick(["", "# comment", "bogus line", "tap"])
    case 6 where !form.lists.id.isEmpty:
      let list = random.pick(form.lists.id)
      return random.chance(60) ? "append \(list)" : "remove \(list)[\(random.pick(["1", "2", "home1", "nobody"]))]"
    default: return "resetValidation"
    }
  }

  // MARK: - The model's views

  /// Each row view against the form's tables and the state: null exactly for the ids the form has
  /// not; id, kind, value, options, expanded, parent and item as the tables say.
  static func expectRowViews(_ text: String, ids: [String], engine: FormEngine, context: String) throws {
    let views = try jsonObjects(text)
    try #require(views.count == ids.count, "\(context): \(text)")
    let form = engine.form
    for (id, view) in zip(ids, views) {
      let item = ItemRowName(id).flatMap { name -> (list: Int, item: ListItem, name: ItemRowName)? in
        guard !form.rows.id.contains(id), let list = form.lists.id.firstIndex(of: name.list),
          let item = engine.state.lists[list].items.first(where: { $0.key == name.key })
        else { return nil }
        return (list, item, name)
      }
      let templates = item.map { form.lists.firstRow[$0.list]..<form.lists.endRow[$0.list] }
      let slot =
        templates.map { range in range.first { form.rows.id[$0] == item?.name.row } }
        ?? form.rows.id.firstIndex(of: id)
      guard let slot else {
        #expect(view == nil, "\(context): \(id) has a view")
        continue
      }
      let view = try #require(view, "\(context): \(id) has no view")
      #expect((view["id"] as? String)?.unicodeScalars.elementsEqual(id.unicodeScalars) == true, "\(context): \(id)")
      #expect(view["kind"] as? String == form.rows.kind[slot].rawValue, "\(context): \(id)")
      let valueSlot = form.rows.value[slot]
      let value: FormValue? =
        if let item, valueSlot >= 0 {
          item.item.values[valueSlot - form.lists.firstValue[item.list]]
        } else {
          valueSlot >= 0 ? engine.state.values[valueSlot] : nil
        }
      let expectedValue = try json(value?.description ?? "null") as? NSObject
      #expect(expectedValue?.isEqual(view["value"]) == true, "\(context): \(id) value \(view["value"] ?? "none")")
      let options = (view["options"] as? [[String: String]])?.map { $0["value"] ?? "" }
      #expect(options == (valueSlot >= 0 ? form.values[valueSlot].options ?? [] : []), "\(context)")
      let expanded = item.map { $0.item.expanded[slot - form.lists.firstRow[$0.list]] } ?? engine.state.expanded[slot]
      if form.rows.isExpandable(slot) {
        #expect(view["accessory"] as? String == (expanded ? "expanded" : "collapsed"), "\(context): \(id)")
      }
      // An item's row expands from its item's row (`LIST[KEY].ROW`), a static row from the row's id.
      let parent = form.rows.parent[slot]
      let parentID =
        parent < 0
        ? nil
        : item.map { ItemRowName(list: $0.name.list, key: $0.name.key, row: form.rows.id[parent]).description }
          ?? form.rows.id[parent]
      #expect(view["parent"] as? String == parentID, "\(context): \(id)")
      let itemView = view["item"] as? [String: String]
      #expect(itemView?["list"] == item?.name.list && itemView?["key"] == item?.name.key, "\(context): \(id)")
      #expect(itemView?["row"] == item?.name.row, "\(context): \(id)")
    }
  }

  /// Each section view against the table built from scratch: null exactly for references not
  /// shown; id, index, group, header (of a section that is not a grouped list's) and a list's count
  /// as the table, the form and the state say.
  static func expectSectionViews(
    _ text: String, _ references: [PreviewViews.SectionReference], engine: FormEngine, context: String
  ) throws {
    let views = try jsonObjects(text)
    try #require(views.count == references.count, "\(context): \(text)")
    let form = engine.form
    let table = FormTable(form: form, state: engine.state, query: engine.searchQuery)
    for (reference, view) in zip(references, views) {
      let index: Int? =
        switch reference {
        case .index(let index): table.sections.indices.contains(index) ? index : nil
        case .id(let id): table.sections.firstIndex { $0.id == id }
        }
      guard let index else {
        #expect(view == nil, "\(context): \(reference) has a view")
        continue
      }
      let view = try #require(view, "\(context): \(reference) has no view")
      let shown = table.sections[index]
      #expect(view["id"] as? String == shown.id && view["index"] as? Int == index, "\(context): \(reference)")
      let group = try json(shown.group?.description ?? "null") as? NSObject
      #expect(group?.isEqual(view["group"]) == true, "\(context): \(reference)")
      let declared = try #require(form.sections.id.firstIndex(of: shown.id))
      if shown.group == nil {
        #expect(view["header"] as? String == form.sections.header[declared], "\(context): \(reference)")
      }
      let list = form.listLayout.listOfSection[declared]
      let listView = view["listItems"] as? [String: Any]
      #expect((listView == nil) == (list < 0), "\(context): \(reference)")
      if list >= 0 {
        #expect(listView?["count"] as? Int == engine.state.lists[list].items.count, "\(context): \(reference)")
        #expect(view["list"] as? String == form.lists.id[list], "\(context): \(reference)")
      }
    }
  }
}
