import FormCompiler
import FormDiagnostics
@_spi(Testing) import FormRuntime
// Shared by every fuzz entry point (Tests/Fuzz/fuzz.sh compiles it into each one).
//
// Besides "no crash, no hang, no out-of-memory", the entry points check what the README promises,
// and trap (so libFuzzer records a crash) when a promise is broken:
// - a refused event leaves the engine's state and table exactly as they were;
// - an accepted event's update, applied to the old table, gives the new one (BatchUpdateChecker),
//   and the new table equals the one computed from scratch from the state;
// - lookups agree with the table;
// - a form the compiler produces loads through the runtime's loader and round-trips through JSON;
// - `jsonData()`, written by hand, is byte for byte what `JSONEncoder` makes of the form.
// Set FORMC_FUZZ_ORACLES=0 to keep only the crash, hang and memory checks.
import Foundation

let oraclesEnabled: Bool = ProcessInfo.processInfo.environment["FORMC_FUZZ_ORACLES"] != "0"

/// Stops the run with a message libFuzzer's crash report will show.
func oracleFailure(_ message: String) -> Never {
  FileHandle.standardError.write(Data("formc-fuzz oracle failure: \(message)\n".utf8))
  fatalError(message)
}

/// Checks that the engine's lookups agree with its table.
func checkLookups(_ engine: FormEngine) {
  guard oraclesEnabled else { return }
  let table = engine.table
  guard engine.numberOfSections == table.sections.count else {
    oracleFailure("numberOfSections \(engine.numberOfSections) but the table has \(table.sections.count) sections")
  }
  var shownStaticRows = 0
  for (sectionIndex, section) in table.sections.enumerated() {
    // The sections of a grouped list share its id, so `sectionIndex(of:)` cannot name one of them: its group can.
    let foundIndex =
      section.group.map({ engine.sectionIndex(ofGroup: $0.stringValue, inList: section.id) })
      ?? engine.sectionIndex(of: section.id)
    guard engine.sectionID(at: sectionIndex) == section.id, foundIndex == sectionIndex else {
      oracleFailure("section lookups disagree with the table at section \(sectionIndex) (\(section.id))")
    }
    guard engine.numberOfRows(inSection: sectionIndex) == section.rows.count else {
      oracleFailure("numberOfRows(inSection: \(sectionIndex)) disagrees with the table")
    }
    for (rowIndex, id) in section.rows.enumerated() {
      let path = IndexPath(indexes: [sectionIndex, rowIndex])
      guard engine.rowID(at: path) == id, engine.indexPath(ofRow: id) == path, engine.isShown(id),
        let slot = engine.slot(at: path)
      else {
        oracleFailure("row lookups disagree with the table at \(path) (\(id))")
      }
      if let item = ItemRowName(id) {
        // An item's row: its slot is its template row's, which is not shown itself.
        let position = RowPosition(section: sectionIndex, row: rowIndex)
        guard engine.form.rows.id[slot] == item.row, engine.row(at: position)?.item == item,
          engine.position(ofItem: item.key, inList: item.list, row: item.row) == position
        else {
          oracleFailure("item row lookups disagree with the table at \(path) (\(id))")
        }
      } else {
        guard engine.form.rows.id[slot] == id, engine.indexPath(ofSlot: slot) == path else {
          oracleFailure("row lookups by slot disagree with the table at \(path) (\(id))")
        }
        shownStaticRows += 1
      }
    }
  }
  // Only static rows are found by slot: a template row's slot is the row of no one item.
  let foundBySlot = engine.form.rows.id.indices.filter { engine.indexPath(ofSlot: $0) != nil }.count
  guard foundBySlot == shownStaticRows else {
    oracleFailure("indexPath(ofSlot:) finds \(foundBySlot) rows, the table shows \(shownStaticRows) static rows")
  }
  _ = engine.rowID(at: IndexPath(indexes: [table.sections.count, 0]))
  _ = engine.numberOfRows(inSection: table.sections.count)
  _ = engine.numberOfRows(inSection: -1)
}

/// Sends `event` and checks the update and the state against the from-scratch table; returns
/// what `send` did.
@discardableResult
func checkedSend(_ engine: inout FormEngine, _ event: FormEvent) -> Result<FormUpdate, FormEventError> {
  guard oraclesEnabled else {
    let result = Result { () throws(FormEventError) in try engine.send(event) }
    if case .success(let update) = result { _ = (update.deleteRows, update.insertRows, update.reloadRows) }
    return result
  }
  let before = engine.table
  let stateBefore = engine.state
  let detailsBefore = shownDetails(engine, before)
  let update: FormUpdate
  do {
    update = try engine.send(event)
  } catch {
    _ = error.description
    if engine.state != stateBefore || engine.table != before {
      oracleFailure("refused event \(event) (\(error)) changed the engine")
    }
    return .failure(error)
  }
  _ = (
    update.deleteSections, update.insertSections, update.deleteRows, update.insertRows, update.reloadRows,
    update.moveRows.count
  )
  let after = engine.table
  do {
    try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: after)
  } catch {
    oracleFailure("inconsistent update for \(event): \(error)")
  }
  let scratch = FormTable(form: engine.form, state: engine.state, query: engine.searchQuery)
  if after != scratch {
    oracleFailure("after \(event) the engine's table\n\(after)\ndiffers from the state's table\n\(scratch)")
  }
  checkLookups(engine)
  checkValidation(engine, after: event)
  // A shown label whose detail changed is reloaded (README "Presentation").
  let detailsAfter = shownDetails(engine, after)
  let reloaded = Set(update.reloadedRowPositions)
  for (id, old) in detailsBefore where old.detail != detailsAfter[id]?.detail && detailsAfter[id] != nil {
    if !update.deletedSectionIndexes.contains(old.position.section) && !reloaded.contains(old.position) {
      oracleFailure("after \(event) the detail of '\(id)' changed from '\(old.detail)' but it is not reloaded")
    }
  }
  return .success(update)
}

/// The detail of each shown row that has one, with its position; empty for a form without details.
func shownDetails(_ engine: FormEngine, _ table: FormTable) -> [String: (position: RowPosition, detail: String)] {
  guard engine.form.presentation.detail.contains(where: { $0 != nil }) else { return [:] }
  var details: [String: (position: RowPosition, detail: String)] = [:]
  for (section, rows) in table.sections.enumerated() {
    for (row, id) in rows.rows.enumerated() {
      if let detail = engine.row(id)?.detail { details[id] = (RowPosition(section: section, row: row), detail) }
    }
  }
  return details
}

/// The engine's validation against the from-scratch ``ValidationTable``: the form's validity, each
/// row's error and each select section's, as the README defines them. Skipped for a form without
/// rules or `enabled` conditions (nothing to compare, and the table costs O(n)).
func checkValidation(_ engine: FormEngine, after event: FormEvent) {
  let form = engine.form
  guard !form.rules.row.isEmpty || form.rows.enabled.contains(where: { $0 >= 0 }) else { return }
  let scratch = ValidationTable(form: form, state: engine.state)
  if engine.isValid != scratch.isFormValid {
    oracleFailure("after \(event) the engine's isValid is \(engine.isValid), from scratch \(scratch.isFormValid)")
  }
  if engine.errors != scratch.errors {
    oracleFailure("after \(event) the engine's errors \(engine.errors) differ from scratch \(scratch.errors)")
  }
  for (section, id) in form.sections.id.enumerated() where form.sections.select[section] >= 0 {
    if engine.error(ofSection: id) != scratch.sectionErrors[id] {
      oracleFailure("after \(event) section \(id)'s error differs from scratch")
    }
  }
}

/// The events worth trying on any form: every kind of event on every row, and values of every
/// type (valid and invalid) for every value slot.
func probeEvents(for form: CompiledForm, limit: Int = 400) -> [FormEvent] {
  var events: [FormEvent] = []
  for id in form.rows.id {
    events += [.tap(id), .expand(id), .collapse(id), .tap(id)]
  }
  for slot in form.values {
    var values: [FormValue] = [
      .null, .bool(true), .bool(false), .int(0), .int(-1), .int(Int.max), .string(""), .set([]),
    ]
    if let min = slot.min { values += [.int(min), .int(min &- 1)] }
    if let max = slot.max { values += [.int(max), .int(max &+ 1)] }
    if let options = slot.options, !options.isEmpty {
      values += [.string(options[0]), .string(options[options.count - 1]), .set(Set(options)), .set([options[0]])]
    }
    values.append(slot.initial)
    events += values.map { .set(slot.name, $0) }
  }
  // Searches (a new query, one that extends it, one that does not), then taps under the last
  // one and clearing it, early enough that the limit never cuts them off.
  var searches: [FormEvent] = []
  for slot in 0..<min(form.rows.count, 4) {
    let text = form.rows.title[slot] ?? form.rows.id[slot]
    searches += [.search(String(text.prefix(1))), .search(String(text.prefix(3))), .search(String(text.suffix(2)))]
  }
  searches += form.rows.id.prefix(4).map { .tap($0) } + [.search("")]
  events.insert(contentsOf: searches, at: min(events.count, 24))
  events += [.tap(""), .set("noSuchName", .null)]
  // The user's validation events, early enough that the limit never cuts them off: a submit, an
  // edit of every row with a value to an empty and a non-empty text and its initial value (shown,
  // hidden, disabled or of another type), then a reset and a submit again.
  var validation: [FormEvent] = [.submit]
  for slot in form.rows.id.indices where form.rows.value[slot] >= 0 && form.rows.value[slot] < form.values.count {
    let id = form.rows.id[slot]
    validation += [
      .edit(id, .string("")), .edit(id, .string("ada@example.com")),
      .edit(id, form.values[form.rows.value[slot]].initial),
    ]
  }
  validation += [.resetValidation, .edit("noSuchName", .null), .submit]
  events.insert(contentsOf: validation.prefix(60), at: min(events.count, 36))
  events.insert(contentsOf: listProbeEvents(for: form), at: min(events.count, 48))
  return Array(events.prefix(limit))
}

/// The list events worth trying on each list of a form: adding items (at the end, at an index, with
/// a key and each field's default), moving, removing (a default item's key, the sequence's first
/// key, and one no item has), setting and tapping one item's rows, and keyed replaces that
/// reorder, keep one item and empty the list.
func listProbeEvents(for form: CompiledForm) -> [FormEvent] {
  let lists = form.lists
  var events: [FormEvent] = []
  for list in lists.id.indices {
    guard list < lists.firstValue.count, list < lists.endValue.count, list < lists.defaults.count,
      lists.firstValue[list] >= 0, lists.firstValue[list] <= lists.endValue[list],
      lists.endValue[list] <= form.values.count
    else { continue }
    let name = lists.id[list]
    let fields = lists.firstValue[list]..<lists.endValue[list]
    let defaults = lists.defaults[list].compactMap(\.key)
    let keys = Array((defaults + ["1", "2"]).prefix(3))
    var item = ListItemValues(key: "p1")
    for slot in fields { item.fields[form.values[slot].name] = form.values[slot].initial }
    events += [
      .append(name, ListItemValues()), .append(name, item), .insert(name, at: 0, ListItemValues()),
      .insert(name, at: 1, ListItemValues(key: "p2")), .move(name, from: 0, to: 1), .move(name, from: 2, to: 0),
    ]
    for key in keys {
      for slot in fields {
        let slotName = form.values[slot].name
        let row = ItemRowName(list: name, key: key, row: slotName).description
        events += [.set(row, form.values[slot].options.map { .string($0.last ?? "") } ?? form.values[slot].initial)]
        events += [.tap(row), .expand(row), .collapse(row)]
      }
    }
    events += [
      .replace(name, keys.reversed().map { ListItemValues(key: $0) }), .remove(name, key: keys.first ?? "1"),
      .remove(name, key: "nobody"), .replace(name, [ListItemValues(key: "p1"), ListItemValues()]),
      .replace(name, []), .append(name, ListItemValues()),
    ]
  }
  return events
}

/// Runs the probe events on a form that loaded, with every check.
func exercise(_ form: CompiledForm, limit: Int = 400) {
  guard let engineStart = try? FormEngine(form: form) else { return }
  var engine = engineStart
  checkLookups(engine)
  if oraclesEnabled && engine.table != FormTable(form: form, state: engine.state) {
    oracleFailure("the initial table differs from the state's table")
  }
  for id in form.rows.id.prefix(64) {
    _ = engine.row(id)
    _ = engine.value(of: id)
    _ = engine.position(ofRow: id)
  }
  for event in probeEvents(for: form, limit: limit) {
    checkedSend(&engine, event)
  }
}

/// Checks that `data`, the form's `jsonData()`, is what `JSONEncoder` makes of the form's
/// `Encodable` conformance with the options `jsonData()` documents.
func checkJSONMatchesEncoder(_ form: CompiledForm, _ data: Data) {
  guard oraclesEnabled else { return }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  guard var reference = try? encoder.encode(form) else { oracleFailure("JSONEncoder cannot encode a form") }
  reference.append(UInt8(ascii: "\n"))
  guard data == reference else { oracleFailure("jsonData() differs from JSONEncoder's encoding of the form") }
}

/// Checks that a form the compiler produced loads through the runtime's loader and round-trips.
func checkCompilerOutput(_ form: CompiledForm) {
  let data = form.jsonData()
  checkJSONMatchesEncoder(form, data)
  let loaded: CompiledForm
  do {
    loaded = try CompiledForm(jsonData: data)
  } catch {
    guard oraclesEnabled else { return }
    oracleFailure("the compiler produced a form the runtime refuses: \(error)")
  }
  if oraclesEnabled && loaded != form {
    oracleFailure("the compiled form changed through a JSON round trip")
  }
  do {
    _ = try FormEngine(form: form)
  } catch {
    guard oraclesEnabled else { return }
    oracleFailure("FormEngine refuses a compiled form: \(error)")
  }
}

/// Formats every diagnostic, as `formc check` does, so the formatter sees hostile positions too.
func formatDiagnostics(_ result: CompilationResult) {
  var sources: [String: SourceText] = [:]
  if let source = result.source { sources[source.path] = source }
  let formatter = DiagnosticFormatter()
  for diagnostic in result.diagnostics.prefix(64) {
    _ = formatter.format(diagnostic, sources: sources)
  }
}
