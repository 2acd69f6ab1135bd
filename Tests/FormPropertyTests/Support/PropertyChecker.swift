import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSimulation
import Foundation

/// One generated case: a spec (as a model and as YAML) and the events to send.
struct GeneratedCase: Sendable {
  var profile: GeneratorProfile
  var seed: UInt64
  var spec: GeneratedSpec
  var yaml: String
  var events: [FormEvent]

  init(profile: GeneratorProfile, seed: UInt64) {
    self.profile = profile
    self.seed = seed
    var generator = SpecGenerator(seed: seed, profile: profile)
    let prefix = profile.name.prefix(1).uppercased() + profile.name.dropFirst()
    spec = generator.generate(name: "Gen\(prefix)\(seed)")
    yaml = spec.yaml
    var random = generator.random
    let events = EventSequenceGenerator(shape: FormShape(spec: spec), spec: spec)
    self.events = events.events(count: random.int(profile.events), using: &random)
  }
}

/// A property that did not hold.
struct PropertyFailure: Error, Sendable, CustomStringConvertible {
  /// Index of the event after which it failed, or nil when it failed before the first event.
  var eventIndex: Int?
  var message: String

  var description: String {
    eventIndex.map { "after event \($0 + 1): \(message)" } ?? message
  }
}

/// Runs a spec and an event sequence through every check.
///
/// For every event:
/// - (a) the update passes ``BatchUpdateChecker`` against the engine's tables before and after;
/// - (b) the engine's table equals ``FormTable/init(form:state:)`` for its state;
/// - (c) a refused event leaves the state and the table unchanged;
/// - (d) an engine on the form reloaded from `jsonData()` gives identical updates and errors;
/// - (e) `indexPath(ofRow:)` and `rowID(at:)` are inverse on shown rows, nil for hidden ones;
/// - the event reads back from its `formc simulate` line (`EventLineParser`), so reproductions replay;
/// - and the reference model (the README's rules, applied without the engine) agrees: the same
///   refusals, the same state, the same table, and exactly the update the README specifies (on a
///   form with lists, exactly its static rows' and sections' part, ``StaticRowsUpdate``; the item
///   rows by ``ListUpdateRules`` and the fewest-moves rule).
///
/// Once per case: the compiled form matches the generated spec's structure, `jsonData()` gives
/// `JSONEncoder`'s bytes, the JSON round trip gives an equal form, and an engine restored with
/// `FormEngine(form:state:)` from the final state shows the same table.
///
/// With a generated spec the model evaluates the spec's own conditions, so the compiler's
/// parsing, type checking and lowering are checked too; without one (hand-written regression
/// cases) it takes the tables from ``FormTable``.
enum PropertyChecker {
  static func check(
    yaml: String, events: [FormEvent], spec: GeneratedSpec? = nil, expectedFinalTable: String? = nil,
    onEvent: (Int) -> Void = { _ in }
  ) -> PropertyFailure? {
    do {
      try run(yaml: yaml, events: events, spec: spec, expectedFinalTable: expectedFinalTable, onEvent: onEvent)
      return nil
    } catch {
      return error
    }
  }

  private static func run(
    yaml: String, events: [FormEvent], spec: GeneratedSpec?, expectedFinalTable: String?, onEvent: (Int) -> Void
  ) throws(PropertyFailure) {
    func fail(_ message: String, at index: Int? = nil) -> PropertyFailure {
      PropertyFailure(eventIndex: index, message: message)
    }
    let source = SourceText(path: "generated.form.yaml", text: yaml)
    let result = FormCompiler.compile(source)
    guard let form = result.form else {
      let formatter = DiagnosticFormatter()
      let diagnostics = result.diagnostics.map { formatter.format($0, sources: [source.path: source]) }
      throw fail("the spec does not compile:\n" + diagnostics.joined(separator: "\n"))
    }
    let shape = spec.map { FormShape(spec: $0) } ?? FormShape(compiled: form)
    if let spec { try checkStructure(form, against: spec) }

    // (d) The compiled JSON is what `JSONEncoder` makes of the form's `Encodable` conformance
    // (`jsonData()` writes it by hand), and loads back into the same form.
    let data = form.jsonData()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var reference = try? encoder.encode(form) else { throw fail("JSONEncoder cannot encode the compiled form") }
    reference.append(UInt8(ascii: "\n"))
    guard data == reference else { throw fail("jsonData() differs from JSONEncoder's encoding of the form") }
    let loaded: CompiledForm
    do {
      loaded = try CompiledForm(jsonData: data)
    } catch {
      throw fail("the compiled form does not load back from its JSON: \(error)")
    }
    guard loaded == form else { throw fail("the form loaded from jsonData() differs from the compiled form") }

    var engine: FormEngine, replay: FormEngine
    do {
      engine = try FormEngine(form: form)
      replay = try FormEngine(form: loaded)
    } catch {
      throw fail("the engine refuses the compiled form: \(error)")
    }
    var model = shape.initialState
    var modelTable = shape.table(model)
    var engineTable = engine.table
    try checkAgreement(engine, engineTable, form: form, shape: shape, model: model, modelTable: modelTable, at: nil)
    if let problem = lookupProblem(engine, engineTable, form: form) {
      throw fail("in the initial state: \(problem)")
    }

    for (index, event) in events.enumerated() {
      onEvent(index)
      func fail(_ message: String) -> PropertyFailure {
        PropertyFailure(eventIndex: index, message: "\(event): \(message)")
      }
      // The event reads back from the line `formc simulate` takes, so reproductions replay.
      let line = event.description
      switch Result(catching: { () throws(EventLineError) in try EventLineParser.parse(Substring(line)) }) {
      case .success(let parsed) where parsed == event: break
      case _ where !ListEventLines.readBack && ListEventLines.isListEvent(event): break
      case _ where !ListEventLines.isWritable(event): break
      case .success(let parsed): throw fail("the event line '\(line)' reads back as '\(parsed)'")
      case .failure(let error): throw fail("the event line '\(line)' does not read back: \(error)")
      }
      let tableBefore = engineTable
      let stateBefore = engine.state
      let engineBefore = engine
      let outcome = Result { () throws(FormEventError) in try engine.send(event) }
      let replayed = Result { () throws(FormEventError) in try replay.send(event) }
      guard outcome == replayed else {
        throw fail("the reloaded form answers \(describe(replayed)), the compiled one \(describe(outcome))")
      }
      let expected = shape.apply(event, to: model, table: modelTable)
      switch (outcome, expected) {
      case (.failure(let error), .failure(let refusal)):
        // (c) A refused event changes nothing.
        guard engine.state == stateBefore else { throw fail("refused (\(error)) but changed the state") }
        guard engine.table == tableBefore else { throw fail("refused (\(error)) but changed the table") }
        guard ModelRefusal(error) == refusal.refusal else {
          throw fail(
            "refused as \(ModelRefusal(error).rawValue) (\(error)); "
              + "the README's rules refuse it as \(refusal.refusal.rawValue)"
          )
        }
      case (.failure(let error), .success):
        throw fail("refused (\(error)), but the README's rules accept it")
      case (.success(let update), .failure(let refusal)):
        throw fail("accepted with \(describe(update)), but the README's rules refuse it (\(refusal.refusal.rawValue))")
      case (.success(let update), .success(let next)):
        let tableAfter = engine.table
        // (a) UIKit's batch-update contract.
        do {
          try BatchUpdateChecker.validate(before: tableBefore, update: BatchUpdate(update), after: tableAfter)
        } catch {
          throw fail(
            "\(error)\n  update: \(describe(update))"
              + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))"
          )
        }
        // UIKit cannot tell, but users see: no row relocated that could have stayed.
        do {
          try BatchUpdateChecker.validateFewestMoves(
            before: tableBefore, update: BatchUpdate(update), after: tableAfter)
        } catch {
          throw fail(
            "\(error)\n  update: \(describe(update))"
              + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))"
          )
        }
        // The display model: what changed on screen is named, and the snapshots agree.
        if let problem = ContentChangeRules.problem(
          before: engineBefore, after: engine, event: event, update: update, tableBefore: tableBefore,
          tableAfter: tableAfter)
        {
          throw fail(
            "\(problem)\n  update: \(describe(update))"
              + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))")
        }
        // (b) The maintained table is the one the state gives.
        let scratch = FormTable(form: form, state: engine.state, query: engine.searchQuery)
        guard tableAfter == scratch else {
          throw fail(
            "the engine's table\n\(indent(tableAfter))\ndiffers from FormTable(form:state:)\n\(indent(scratch))")
        }
        // The model: the same state and table, and exactly the update the README specifies.
        let nextTable = shape.table(next.state)
        let expectedUpdate = shape.expectedUpdate(
          from: modelTable, to: nextTable, changedValue: next.changedValue, before: model, after: next.state)
        if !shape.lists.isEmpty,
          let problem = ListUpdateRules.problem(
            shape: shape, before: model, after: next.state, tableBefore: modelTable, tableAfter: nextTable,
            update: update)
        {
          throw fail(
            "\(problem)\n  update: \(describe(update))"
              + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))")
        }
        // With lists, the static rows' part of the update has one right answer: the model's.
        if !shape.lists.isEmpty {
          let engineStatic = StaticRowsUpdate(update, before: tableBefore, after: tableAfter)
          let modelStatic = StaticRowsUpdate(expectedUpdate, before: modelTable, after: nextTable)
          guard engineStatic == modelStatic else {
            throw fail(
              "for static rows and sections, the update is \(engineStatic); the README specifies \(modelStatic)"
                + "\n  update: \(describe(update))"
                + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))")
          }
        }
        (model, modelTable, engineTable) = (next.state, nextTable, tableAfter)
        try checkAgreement(
          engine, engineTable, form: form, shape: shape, model: model, modelTable: modelTable, at: index)
        // With lists, which item rows move is the fewest-moves rule's (checked above), and not
        // unique, so the whole update is compared only for forms without lists (with lists, its
        // static part above).
        guard update == expectedUpdate || !shape.lists.isEmpty else {
          throw fail(
            "the update is \(describe(update)); the README specifies \(describe(expectedUpdate))"
              + "\n  before:\n\(indent(tableBefore))\n  after:\n\(indent(tableAfter))")
        }
      }
      guard replay.state == engine.state else { throw fail("the engine on the reloaded form is in another state") }
      // (e) Lookups.
      if let problem = lookupProblem(engine, engineTable, form: form) { throw fail(problem) }
    }
    // An engine started from the final state (an app restoring a saved form) shows the same table.
    let last = events.isEmpty ? nil : events.count - 1
    var restored: FormEngine
    do {
      restored = try FormEngine(form: loaded, state: engine.state)
      // A saved state holds no search; the app searches again.
      _ = try restored.send(.search(engine.searchQuery))
    } catch {
      throw PropertyFailure(
        eventIndex: last, message: "FormEngine(form:state:) refuses the engine's own state: \(error)")
    }
    guard restored.table == engineTable else {
      throw PropertyFailure(
        eventIndex: last,
        message: "FormEngine(form:state:) on the final state shows\n\(indent(restored.table))\n"
          + "but the engine shows\n\(indent(engineTable))")
    }
    if let problem = lookupProblem(restored, engineTable, form: form) {
      throw PropertyFailure(eventIndex: last, message: "after FormEngine(form:state:): \(problem)")
    }
    if let expectedFinalTable, engineTable.description != expectedFinalTable {
      throw PropertyFailure(
        eventIndex: events.isEmpty ? nil : events.count - 1,
        message:
          "the table after the last event is\n\(indent(engineTable))\nnot the expected\n\(indent(expectedFinalTable))")
    }
  }

  /// The engine's values, flags and table agree with the model's.
  private static func checkAgreement(
    _ engine: FormEngine, _ table: FormTable, form: CompiledForm, shape: FormShape, model: ModelState,
    modelTable: FormTable, at index: Int?
  ) throws(PropertyFailure) {
    if engine.state != FormState(form: form, model: model) {
      for slot in shape.slots where engine.value(of: slot.name) != model.values[slot.name] {
        throw PropertyFailure(
          eventIndex: index,
          message: "'\(slot.name)' is \(engine.value(of: slot.name).map(\.description) ?? "missing") in the engine, "
            + "\(model.values[slot.name].map(\.description) ?? "missing") by the README's rules")
      }
      for row in shape.rows where engine.row(row.id)?.isExpanded != model.expanded[row.id] {
        throw PropertyFailure(
          eventIndex: index,
          message: "'\(row.id)' is \(engine.row(row.id)?.isExpanded == true ? "expanded" : "collapsed") in the engine, "
            + "\(model.expanded[row.id] == true ? "expanded" : "collapsed") by the README's rules")
      }
      let expected = FormState(form: form, model: model)
      for list in 0..<form.lists.countOfLists where engine.state.lists[list] != expected.lists[list] {
        let engineList = engine.state.lists[list], modelList = expected.lists[list]
        throw PropertyFailure(
          eventIndex: index,
          message:
            "list '\(form.lists.id[list])' holds \(engineList.items.map(\.key)) (next key \(engineList.nextKey), "
            + "reserved \(engineList.reservedKeys.sorted())) in the engine, \(modelList.items.map(\.key)) (next key "
            + "\(modelList.nextKey), reserved \(modelList.reservedKeys.sorted())) by issue 21's rules"
            + (engineList.items.map(\.key) == modelList.items.map(\.key)
              ? "; items differ: \(engineList.items) vs \(modelList.items)" : ""))
      }
      throw PropertyFailure(eventIndex: index, message: "the engine's state differs from the README's rules")
    }
    guard table == modelTable else {
      throw PropertyFailure(
        eventIndex: index,
        message: "the engine shows\n\(indent(table))\nbut the README's visibility rules give\n\(indent(modelTable))")
    }
    guard engine.searchQuery == model.query else {
      throw PropertyFailure(
        eventIndex: index, message: "the engine's query is '\(engine.searchQuery)', not '\(model.query)'")
    }
    for section in shape.sections where section.select != nil {
      let choices = shape.rows.filter { $0.parent < 0 && shape.sections[$0.section].id == section.id }.map(\.id)
      let selectedIDs = model.selectedIDs(of: section.id)
      let expected = choices.filter(selectedIDs.contains)
      guard engine.selectedRows(inSection: section.id) == expected,
        choices.allSatisfy({ engine.isSelected($0) == expected.contains($0) })
      else {
        throw PropertyFailure(
          eventIndex: index,
          message: "the engine selects \(engine.selectedRows(inSection: section.id) ?? []) in '\(section.id)', "
            + "the README's rules \(expected)")
      }
    }
  }

  /// The compiled form has the generated spec's rows, sections, kinds and values; its lists, the
  /// spec's lists (templates, limits, grouping, sorting, add rows), laid out by the contract.
  static func checkStructure(_ form: CompiledForm, against spec: GeneratedSpec) throws(PropertyFailure) {
    func fail(_ message: String) -> PropertyFailure { PropertyFailure(eventIndex: nil, message: message) }
    let flat = spec.flatRows
    guard form.name == spec.name, form.title == spec.title else { throw fail("the form's name or title differs") }
    let staticSections = (0..<form.sections.count).filter { form.listLayout.listOfSection[$0] < 0 }
    guard staticSections.map({ form.sections.id[$0] }) == spec.sections.map(\.id),
      staticSections.map({ form.sections.header[$0] }) == spec.sections.map(\.header),
      staticSections.map({ form.sections.footer[$0] }) == spec.sections.map(\.footer),
      staticSections.map({ form.sections.accordion[$0] }) == spec.sections.map({ $0.accordion == true })
    else { throw fail("the compiled sections differ from the spec's") }
    // Static rows, add rows aside (each is its list section's only static row).
    let addRows = Set(form.lists.addRow.filter { $0 >= 0 })
    let staticRows = (0..<form.listLayout.firstTemplateRow).filter { !addRows.contains($0) }
    guard staticRows.map({ form.rows.id[$0] }) == flat.map(\.row.id) else {
      throw fail("the compiled rows \(form.rows.id) are not the spec's full layout \(flat.map(\.row.id))")
    }
    func parentID(_ slot: Int) -> String? { form.rows.parent[slot] < 0 ? nil : form.rows.id[form.rows.parent[slot]] }
    guard staticRows.map({ form.rows.kind[$0] }) == flat.map(\.row.kind),
      staticRows.map({ form.rows.title[$0] }) == flat.map(\.row.title),
      staticRows.map(parentID) == flat.map({ $0.parent < 0 ? nil : flat[$0.parent].row.id }),
      staticRows.map({ form.sections.id[form.rows.section[$0]] }) == flat.map({ spec.sections[$0.section].id })
    else { throw fail("the compiled rows' kinds, titles, parents or sections differ from the spec's") }
    for (slot, entry) in zip(staticRows, flat) where form.rows.isExpandable(slot) != entry.row.isExpandable {
      throw fail("'\(entry.row.id)' is \(entry.row.isExpandable ? "" : "not ")expandable in the spec")
    }
    // Lists in declaration order (by position; the generator's order among lists at one position).
    let lists = spec.lists.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
      .map(\.element)
    guard form.lists.id == lists.map(\.id) else {
      throw fail("the compiled lists \(form.lists.id) are not the spec's \(lists.map(\.id))")
    }
    for (index, list) in lists.enumerated() {
      let template = form.lists.firstRow[index]..<form.lists.endRow[index]
      let shape = ListShape(list)
      let groups =
        list.groupBy == nil ? 1 : shape.groupsByInitialLetter ? ListShape.letters.count : shape.groupOptions.count + 1
      func fieldName(_ slot: Int) -> String? { slot < 0 ? nil : form.values[slot].name }
      guard template.map({ form.rows.id[$0] }) == list.flatRows.map(\.row.id),
        form.lists.endSection[index] - form.lists.firstSection[index] == groups,
        form.lists.min[index] == list.min ?? 0, form.lists.max[index] == list.max,
        form.lists.reorder[index] == list.reorder,
        (form.lists.addRow[index] < 0 ? nil : form.rows.id[form.lists.addRow[index]]) == list.add?.id,
        fieldName(form.lists.groupBy[index]) == list.groupBy, fieldName(form.lists.sortBy[index]) == shape.sortBy,
        form.lists.defaults[index].count == list.defaults.count
      else { throw fail("the compiled list '\(list.id)' differs from the spec's") }
    }
  }

  /// `rowID(at:)` and `indexPath(ofRow:)` agree with the table; hidden rows have no index path.
  static func lookupProblem(_ engine: FormEngine, _ table: FormTable, form: CompiledForm) -> String? {
    guard engine.numberOfSections == table.sections.count else {
      return "numberOfSections is \(engine.numberOfSections), the table has \(table.sections.count)"
    }
    var shown = Set<String>()
    for (sectionIndex, section) in table.sections.enumerated() {
      guard engine.numberOfRows(inSection: sectionIndex) == section.rows.count else {
        return
          "numberOfRows(inSection: \(sectionIndex)) is \(engine.numberOfRows(inSection: sectionIndex)), "
          + "the table has \(section.rows.count)"
      }
      guard engine.sectionID(at: sectionIndex) == section.id else {
        return
          "sectionID(at: \(sectionIndex)) is \(engine.sectionID(at: sectionIndex) ?? "nil"), "
          + "the table shows '\(section.id)'"
      }
      for (rowIndex, id) in section.rows.enumerated() {
        let path = IndexPath(indexes: [sectionIndex, rowIndex])
        guard engine.rowID(at: path) == id else {
          return
            "rowID(at: [\(sectionIndex), \(rowIndex)]) is \(engine.rowID(at: path) ?? "nil"), the table shows '\(id)'"
        }
        guard engine.indexPath(ofRow: id) == path else {
          return
            "indexPath(ofRow: \"\(id)\") is \(engine.indexPath(ofRow: id).map { "\(Array($0))" } ?? "nil"), "
            + "the table shows it at [\(sectionIndex), \(rowIndex)]"
        }
        shown.insert(id)
      }
      guard engine.rowID(at: IndexPath(indexes: [sectionIndex, section.rows.count])) == nil else {
        return "rowID(at:) answers past the end of section \(sectionIndex)"
      }
    }
    guard engine.rowID(at: IndexPath(indexes: [table.sections.count, 0])) == nil,
      engine.numberOfRows(inSection: table.sections.count) == 0
    else { return "lookups answer past the last shown section" }
    for id in form.rows.id where !shown.contains(id) {
      if let path = engine.indexPath(ofRow: id) { return "hidden row '\(id)' has index path \(Array(path))" }
    }
    return nil
  }

  static func describe(_ update: FormUpdate) -> String {
    func rows(_ positions: RowPositions) -> String {
      "[" + positions.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ") + "]"
    }
    return "{deleteSections: \(update.deletedSectionIndexes), insertSections: \(update.insertedSectionIndexes), "
      + "deleteRows: \(rows(update.deletedRowPositions)), insertRows: \(rows(update.insertedRowPositions)), "
      + "reloadRows: \(rows(update.reloadedRowPositions))"
      + (update.movedRows.isEmpty
        ? ""
        : ", moveRows: ["
          + update.movedRows.map { "[[\($0.from.section), \($0.from.row)], [\($0.to.section), \($0.to.row)]]" }
          .joined(separator: ", ") + "]") + "}"
  }

  static func describe(_ result: Result<FormUpdate, FormEventError>) -> String {
    switch result {
    case .success(let update): describe(update)
    case .failure(let error): "error \"\(error)\""
    }
  }

  static func indent(_ table: FormTable) -> String { indent(table.description) }

  static func indent(_ text: String) -> String {
    text.isEmpty
      ? "    (no sections)"
      : text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }
}

/// Whether `formc simulate`'s line parser reads list events yet (issue 21's simulate part is
/// written in parallel): until it does, the read-back check skips list events and item rows,
/// and it turns itself on when the parser reads these samples back.
enum ListEventLines {
  static let readBack: Bool = {
    let samples: [FormEvent] = [
      .tap("phones[w2].number"), .set("phones[w2].label", .string("work")), .append("phones", ListItemValues()),
      .append("phones", ListItemValues(key: "w2", fields: ["label": .string("work")])),
      .insert("phones", at: 0, ListItemValues()), .remove("phones", key: "w2"), .move("phones", from: 2, to: 0),
      .replace("phones", [ListItemValues(key: "a"), ListItemValues(fields: ["n": .int(1)])]),
    ]
    return samples.allSatisfy { event in
      (try? EventLineParser.parse(Substring(event.description))) == event
    }
  }()

  /// Whether the line syntax can say the event: a line's keys must be valid (the parser refuses
  /// the others before the engine sees them), and `set LIST []` reads as a set value unless the
  /// line is read with the form's names, so an empty keyed replace has no line of its own.
  static func isWritable(_ event: FormEvent) -> Bool {
    switch event {
    case .append(_, let item), .insert(_, _, let item): item.key.map(ListItem.isValidKey) ?? true
    case .remove(_, let key): ListItem.isValidKey(key)
    case .replace(_, let items): !items.isEmpty && items.allSatisfy { $0.key.map(ListItem.isValidKey) ?? true }
    default: true
    }
  }

  /// A list event, or an event naming an item's row.
  static func isListEvent(_ event: FormEvent) -> Bool {
    switch event {
    case .append, .insert, .remove, .move, .replace: true
    case .tap(let name), .expand(let name), .collapse(let name), .set(let name, _), .edit(let name, _):
      ItemRowName(name) != nil
    case .search, .submit, .resetValidation: false
    }
  }
}
