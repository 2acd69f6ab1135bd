import FormCompiler
@_spi(Testing) import FormRuntime
import SeededRandom
import TestTier
import Testing

/// Random forms with rules, `enabled` conditions and conditions reading validation flags, and
/// random edits, sets, taps, submits and resets, each event checked against the from-scratch
/// oracle: the update against the tables (`sendChecked`), every row's validity, enabled flag and
/// error and every section's error against ``ValidationTable``, and the update's contract for
/// validation — every stationary row whose error or enabled flag changed is reloaded, the edited
/// row never is, and `sectionErrorsChanged` names exactly the select sections, shown before and
/// after, whose error changed. Refused events leave the engine as it was.
@Suite struct ValidationPropertyTests {
  static let texts = ["t0", "t1", "t2", "t3"]
  static let toggles = ["g0", "g1"]
  static let choices = ["c0", "c1", "c2"]
  static let samples: [FormValue] = ["", " ", "a", "ab", "abc", "1", "12", "123456", "abcabc", "é1"].map {
    .string($0)
  }

  /// 450 forms in the full tier, the first 50 in the fast one.
  @Test(arguments: TestTier.value(fast: [1...50], full: [1...150, 151...300, 301...450]))
  func randomFormsAndEvents(seeds: ClosedRange<Int>) throws {
    var formsRun = 0
    for seed in seeds {
      var random = SplitMix64(seed: UInt64(seed))
      guard let form = try Self.randomForm(&random) else { continue }
      formsRun += 1
      var engine = try FormEngine(form: form)
      for step in 0..<40 {
        try check(Self.randomEvent(&random), on: &engine, context: "seed \(seed), event \(step)")
      }
    }
    // The loader refuses the forms whose flags depend on themselves (about half of these).
    #expect(formsRun > seeds.count / 3, "enough random forms have no cycle")
  }

  /// A form of four text rows, two toggles, a number, a button, two labels, a select section
  /// `picks` (multiple) and a section `extra`, with random rules, `enabled` and `visible`
  /// conditions (some reading validation flags); nil when its flags depend on themselves.
  static func randomForm(_ random: inout SplitMix64) throws -> CompiledForm? {
    var form = try ExampleForms.compile(
      text: """
        form: Random
        sections:
          - id: main
            rows:
              - {id: t0, kind: text}
              - {id: t1, kind: text}
              - {id: g0, kind: toggle}
              - {id: g1, kind: toggle}
              - {id: n0, kind: number}
              - {id: h0, kind: label}
              - {id: b0, kind: button}
          - id: picks
            select: multiple
            rows:
              - {id: c0, kind: label}
              - {id: c1, kind: label}
              - {id: c2, kind: label}
          - id: extra
            rows:
              - {id: t2, kind: text}
              - {id: t3, kind: text}
              - {id: h1, kind: label}
        """)
    func row(_ id: String) -> Int { form.names.rowSlot(of: id) ?? -1 }
    func value(_ name: String) -> Int { form.values.firstIndex { $0.name == name } ?? -1 }
    func add(_ source: String, _ code: [ConditionInstruction]) -> Int {
      form.conditions.append(ConditionProgram(source: source, code: code))
      return form.conditions.count - 1
    }
    let picks = form.sections.id.firstIndex(of: "picks") ?? -1
    /// A random condition; `flags` allows reading validation flags.
    func condition(flags: Bool) -> Int {
      let text = random.pick(texts), toggle = random.pick(toggles)
      switch random.int(0...(flags ? 7 : 2)) {
      case 0: return -1
      case 1: return add(toggle, [.loadValue(value(toggle))])
      case 2: return add("!\(toggle)", [.loadValue(value(toggle)), .not])
      case 3: return add("!\(text).isValid", [.loadValidation(.rowIsValid(row(text))), .not])
      case 4: return add("\(text).isValid", [.loadValidation(.rowIsValid(row(text)))])
      case 5: return add("form.isValid", [.loadValidation(.formIsValid)])
      case 6: return add("picks.isValid", [.loadValidation(.sectionIsValid(picks))])
      default: return add("\(text).isEnabled", [.loadValidation(.rowIsEnabled(row(text)))])
      }
    }
    for id in ["t1", "t3", "g1", "n0", "h0", "h1", "b0"] where random.chance(60) {
      form.rows.visible[row(id)] = condition(flags: true)
    }
    if random.chance(50) {
      form.sections.visible[form.sections.id.firstIndex(of: "extra") ?? 0] = condition(flags: true)
    }
    for id in texts + ["n0", "b0", "g1"] where random.chance(40) {
      form.rows.enabled[row(id)] = condition(flags: true)
    }
    var rules = RuleTable()
    func rule(row: Int = -1, section: Int = -1, _ kind: RuleKind, _ argument: FormValue = .null, condition: Int = -1) {
      rules.append(
        row: row, section: section, kind: kind, argument: argument, condition: condition,
        message: "\(kind.rawValue) of \(row >= 0 ? form.rows.id[row] : form.sections.id[section])")
    }
    // Rows in slot order, each row's rules in check order.
    let textSlots = texts.map(row).sorted()
    for slot in 0..<form.rows.count {
      if textSlots.contains(slot) {
        if random.chance(40) { rule(row: slot, .required) }
        if random.chance(20) { rule(row: slot, .format, .string("digits")) }
        let min = random.int(0...3)
        if random.chance(30) { rule(row: slot, .minLength, .int(min)) }
        if random.chance(30) { rule(row: slot, .maxLength, .int(min + random.int(0...3))) }
        if random.chance(30) {
          rule(row: slot, .pattern, .string(random.pick(["[a-c]*", "[a-z]*[0-9]", "(?=.*1).*"])))
        }
        if random.chance(25) {
          let other = random.pick(texts)
          rule(
            row: slot, .valid,
            condition: add("== \(other)", [.loadValue(form.rows.value[slot]), .loadValue(value(other)), .equal]))
        }
      } else if form.rows.id[slot] == "g0", random.chance(50) {
        rule(row: slot, .required)
      }
    }
    if random.chance(60) { rule(section: picks, .minCount, .int(random.int(0...2))) }
    if random.chance(40) { rule(section: picks, .maxCount, .int(random.int(1...2))) }
    form.rules = rules
    do {
      try form.validate()
    } catch {
      return nil
    }
    return form
  }

  // MARK: List items

  /// 360 forms in the full tier, the first 40 in the fast one.
  @Test(arguments: TestTier.value(fast: [1...40], full: [1...120, 121...240, 241...360]))
  func randomListFormsAndEvents(seeds: ClosedRange<Int>) throws {
    var formsRun = 0
    for seed in seeds {
      var random = SplitMix64(seed: UInt64(seed))
      guard let form = try Self.randomListForm(&random) else { continue }
      formsRun += 1
      var engine = try FormEngine(form: form)
      for step in 0..<40 {
        try check(Self.randomListEvent(&random, engine), on: &engine, context: "list seed \(seed), event \(step)")
      }
    }
    #expect(formsRun > seeds.count / 3, "enough random list forms have no cycle")
  }

  static let itemKeys = ["a", "b", "c", "d"]
  static let itemTexts = ["x", "z"]

  /// A form with a static text `s0` (maybe required), a toggle `g0`, a button `b0` (maybe enabled
  /// while `form.isValid`), a label `h0` (maybe shown while `!form.isValid`), and a reorderable
  /// list `items` (maybe shown while `g0`) whose template is `x` (text), `xh` (label), `y`
  /// (toggle), `z` (text), with random rules, `enabled` and `visible` conditions reading the
  /// item's fields and its own rows' flags; nil when its flags depend on themselves.
  static func randomListForm(_ random: inout SplitMix64) throws -> CompiledForm? {
    var form = try ExampleForms.compile(
      text: """
        form: RandomList
        sections:
          - id: main
            rows:
              - {id: s0, kind: text}
              - {id: g0, kind: toggle, default: true}
              - {id: b0, kind: button}
              - {id: h0, kind: label}
          - id: items
            list: {reorder: true}
            default:
              - {key: a, x: "", y: false}
              - {key: b, x: "abc", z: "1", y: true}
            rows:
              - {id: x, kind: text}
              - {id: xh, kind: label}
              - {id: y, kind: toggle}
              - {id: z, kind: text}
        """)
    func row(_ id: String) -> Int { form.names.rowSlot(of: id) ?? -1 }
    func value(_ name: String) -> Int { form.values.firstIndex { $0.name == name } ?? -1 }
    func add(_ source: String, _ code: [ConditionInstruction]) -> Int {
      form.conditions.append(ConditionProgram(source: source, code: code))
      return form.conditions.count - 1
    }
    /// A random condition of a template row: the item's toggle, or its own rows' flags.
    func itemCondition() -> Int {
      let text = random.pick(itemTexts)
      switch random.int(0...5) {
      case 0: return -1
      case 1: return add("y", [.loadValue(value("y"))])
      case 2: return add("!y", [.loadValue(value("y")), .not])
      case 3: return add("!\(text).isValid", [.loadValidation(.rowIsValid(row(text))), .not])
      case 4: return add("\(text).isValid", [.loadValidation(.rowIsValid(row(text)))])
      default: return add("\(text).isEnabled", [.loadValidation(.rowIsEnabled(row(text)))])
      }
    }
    for id in ["xh", "z", "y"] where random.chance(60) { form.rows.visible[row(id)] = itemCondition() }
    for id in ["x", "z", "y"] where random.chance(40) { form.rows.enabled[row(id)] = itemCondition() }
    if random.chance(50) { form.rows.enabled[row("b0")] = add("form.isValid", [.loadValidation(.formIsValid)]) }
    if random.chance(50) {
      form.rows.visible[row("h0")] = add("!form.isValid", [.loadValidation(.formIsValid), .not])
    }
    if random.chance(40) {
      form.sections.visible[form.sections.id.firstIndex(of: "items") ?? 0] = add("g0", [.loadValue(value("g0"))])
    }
    var rules = RuleTable()
    func rule(row: Int, _ kind: RuleKind, _ argument: FormValue = .null, condition: Int = -1) {
      rules.append(
        row: row, section: -1, kind: kind, argument: argument, condition: condition,
        message: "\(kind.rawValue) of \(form.rows.id[row])")
    }
    // Rows in slot order, each row's rules in check order.
    for slot in 0..<form.rows.count {
      switch form.rows.id[slot] {
      case "s0": if random.chance(50) { rule(row: slot, .required) }
      case "x", "z":
        if random.chance(50) { rule(row: slot, .required) }
        if random.chance(20) { rule(row: slot, .format, .string("digits")) }
        if random.chance(40) { rule(row: slot, .minLength, .int(random.int(1...3))) }
        if random.chance(30) { rule(row: slot, .pattern, .string(random.pick(["[a-c]*", "[a-z]*[0-9]"]))) }
        if random.chance(25) {
          rule(
            row: slot, .valid,
            condition: add("x != z", [.loadValue(value("x")), .loadValue(value("z")), .notEqual]))
        }
      case "y": if random.chance(40) { rule(row: slot, .required) }
      default: break
      }
    }
    form.rules = rules
    do {
      try form.validate()
    } catch {
      return nil
    }
    return form
  }

  /// A random event on the list form: edits, sets and taps of item rows (of items that may not
  /// exist), list events, submits and resets.
  static func randomListEvent(_ random: inout SplitMix64, _ engine: FormEngine) -> FormEvent {
    let key = random.pick(itemKeys)
    switch random.weighted([24, 12, 10, 6, 6, 5, 6, 4, 3, 3, 4]) {
    case 0: return .edit("items[\(key)].\(random.pick(itemTexts))", random.pick(samples))
    case 1: return .set("items[\(key)].\(random.pick(itemTexts))", random.pick(samples))
    case 2: return .tap("items[\(key)].y")
    case 3:
      return .append("items", ListItemValues(key: key, fields: random.chance(50) ? ["x": random.pick(samples)] : [:]))
    case 4: return .remove("items", key: key)
    case 5: return .move("items", from: random.int(0...2), to: random.int(0...2))
    case 6:
      var keys = itemKeys.filter { _ in random.chance(60) }
      for index in keys.indices.reversed() { keys.swapAt(index, random.int(0...index)) }
      return .replace(
        "items",
        keys.map {
          ListItemValues(key: $0, fields: random.chance(40) ? [random.pick(itemTexts): random.pick(samples)] : [:])
        })
    case 7: return .submit
    case 8: return .resetValidation
    case 9: return .tap("g0")
    default: return .edit("s0", random.pick(samples))
    }
  }

  static func randomEvent(_ random: inout SplitMix64) -> FormEvent {
    switch random.weighted([30, 12, 14, 10, 4, 4, 3, 3]) {
    case 0: .edit(random.pick(texts), random.pick(samples))
    case 1: .set(random.pick(texts), random.pick(samples))
    case 2: .tap(random.pick(choices))
    case 3: .tap(random.pick(toggles + ["b0", "n0"]))
    case 4: .submit
    case 5: .resetValidation
    case 6: .edit("n0", .int(random.int(0...3)))
    default: .set(random.pick(toggles), .bool(random.chance(50)))
    }
  }

  private struct Shown: Equatable {
    var error: String?
    var enabled: Bool
  }

  private func check(_ event: FormEvent, on engine: inout FormEngine, context: String) throws {
    let before = engine
    let tableBefore = engine.table
    let update: FormUpdate
    do {
      update = try engine.sendChecked(event)
    } catch let error as FormEventError {
      #expect(engine.state == before.state, "\(context): a refused \(event) changed the state")
      switch (event, error) {
      case (.edit(let id, _), .rowNotShown), (.tap(let id), .rowNotShown): #expect(!before.isShown(id), "\(context)")
      case (.edit(let id, _), .rowDisabled), (.tap(let id), .rowDisabled):
        #expect(before.isShown(id) && before.isEnabled(id) == false, "\(context)")
      case (.edit(let id, _), .unknownName), (.tap(let id), .unknownName), (.set(let id, _), .unknownName):
        #expect(before.row(id) == nil, "\(context)")
      case (.append, .listRefused), (.remove, .unknownName), (.move, .listRefused), (.replace, .listRefused): break
      default: Issue.record("\(context): \(event) refused: \(error)")
      }
      return
    }
    if case .edit(let id, _) = event {
      #expect(before.isShown(id) && before.isEnabled(id) == true, "\(context): \(event) accepted")
    }
    if case .tap(let id) = event {
      #expect(before.isEnabled(id) == true, "\(context): \(event) accepted")
    }
    // The oracle.
    let scratch = ValidationTable(form: engine.form, state: engine.state)
    #expect(engine.isValid == scratch.isFormValid, "\(context): \(event)")
    #expect(engine.errors == scratch.errors, "\(context): \(event)")
    for (slot, id) in engine.form.rows.id.enumerated() {
      #expect(engine.isEnabled(id) == scratch.enabled[slot], "\(context): \(id) after \(event)")
      #expect(engine.row(id)?.isValid == (scratch.failingRule[slot] == nil), "\(context): \(id) after \(event)")
    }
    for id in engine.form.sections.id {
      #expect(engine.error(ofSection: id) == scratch.sectionErrors[id], "\(context): \(id) after \(event)")
    }
    for list in 0..<engine.form.lists.countOfLists {
      for (index, item) in engine.state.lists[list].items.enumerated() {
        for slot in engine.form.lists.firstRow[list]..<engine.form.lists.endRow[list] {
          let name = "\(engine.form.lists.id[list])[\(item.key)].\(engine.form.rows.id[slot])"
          let template = slot - engine.form.lists.firstRow[list]
          let rows = scratch.items[list][index]
          #expect(engine.isEnabled(name) == rows.enabled[template], "\(context): \(name) after \(event)")
          #expect(
            engine.row(name)?.isValid == (rows.failingRule[template] == nil), "\(context): \(name) after \(event)")
        }
      }
    }
    // Reloads: stationary rows whose error or enabled flag changed; never the edited row.
    let tableAfter = engine.table
    let edited: String? = if case .edit(let id, _) = event { id } else { nil }
    var reloaded = Set<String>()
    for position in update.reloadedRowPositions {
      reloaded.insert(tableBefore.sections[position.section].rows[position.row])
    }
    // Rows deleted or moved (list items) are not stationary: their new cells show the new state.
    var leaving = Set<String>()
    for position in update.deletedRowPositions {
      leaving.insert(tableBefore.sections[position.section].rows[position.row])
    }
    for move in update.movedRows { leaving.insert(tableBefore.sections[move.from.section].rows[move.from.row]) }
    if let edited { #expect(!reloaded.contains(edited), "\(context): \(event) reloaded the edited row") }
    for section in tableBefore.sections {
      guard let after = tableAfter.sections.first(where: { $0.id == section.id }) else { continue }
      for id in section.rows where after.rows.contains(id) && id != edited && !leaving.contains(id) {
        let old = Shown(error: before.row(id)?.error, enabled: before.isEnabled(id) ?? true)
        let new = Shown(error: engine.row(id)?.error, enabled: engine.isEnabled(id) ?? true)
        if old != new { #expect(reloaded.contains(id), "\(context): \(event) did not reload \(id)") }
      }
    }
    // Section errors: exactly the select sections shown before and after whose error changed.
    var expected: [Int] = []
    for (index, section) in tableAfter.sections.enumerated()
    where tableBefore.sections.contains(where: { $0.id == section.id })
      && before.error(ofSection: section.id) != engine.error(ofSection: section.id)
    {
      expected.append(index)
    }
    #expect(update.sectionErrorsChanged == expected, "\(context): \(event)")
  }
}
