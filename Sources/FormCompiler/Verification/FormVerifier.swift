import FormDiagnostics
@_spi(Testing) import FormRuntimeCore

/// What `formc verify` found for one form.
public struct VerificationReport: Sendable {
  /// An event whose update UIKit would reject, or whose table differs from the one the state gives.
  public struct Failure: Sendable {
    /// The shortest event sequence from the initial state that ends with the failing event.
    public var events: [FormEvent]
    public var message: String
  }

  public var statesExplored = 0
  public var transitionsChecked = 0
  /// Whether `maxStates` stopped the exploration before every reachable state was seen.
  public var wasCut = false
  /// The parts of the state explored one by one (``StateComponents``), in the order explored; one part when the
  /// form was explored whole.
  public var parts: [Part] = []
  /// Why the form was explored whole although its state splits into parts, or nil.
  public var exploredWholeBecause: String?
  public var failures: [Failure] = []
  /// Rows or sections never shown, constant conditions, unreachable children, idle accordions: only reported when
  /// the exploration was complete, since they say what no state does. And rows that a tap hides, reported with the
  /// events that reach such a state also when the exploration was cut, since one state shows it. Neither repeats
  /// what the checks report from the spec alone (``FormTraps``), which `formc verify` prints too.
  public var warnings: [Diagnostic] = []
  /// The most items each list was explored with, by list name, in list order.
  public var listBounds: [(list: String, items: Int)] = []

  /// A part of the state explored with the rest held still: what it is made of and what exploring it took.
  public struct Part: Sendable, Equatable {
    /// The pieces of state that change in it: value names (rows, state variables, selections) and `ROW.expanded`.
    public var variables: [String]
    /// The states explored and the transitions checked (against both backgrounds when there are two).
    public var states: Int
    public var transitions: Int
  }
}

/// Explores a form's reachable states breadth first and checks every transition's update.
///
/// From each state it tries every event that can change what is shown: taps on shown
/// expandable and toggle rows and on the shown choices of select sections, expand and collapse
/// of every expandable row, and `set` of every value (selections included) to the values its
/// conditions distinguish (see ``DistinguishingValues``). Searches are not explored: a search
/// filters the table the state gives, and the engine checks its own filtered updates. The
/// independent parts of the state (see ``StateComponents``; docs/verify.md gives the argument)
/// are explored one at a time, each with the rest held still, which still reaches every table
/// each part can give. A form with lists is explored whole, its lists item by item up to a bound
/// (``ListExploration``). Values no condition, rule or detail reads are set once from the initial
/// state, since they cannot change what is shown. Each tap is also watched for the row it hides
/// itself (``SelfHidingTapSearch``).
public struct FormVerifier: Sendable {
  /// The states explored per form unless told otherwise (`formc verify --max-states`).
  public static let defaultMaxStates = 200_000

  public var maxStates: Int
  /// The most items each list is explored with, or nil for each list's `min` plus 2
  /// (`formc verify --max-items`); see ``ListExploration``.
  public var maxItems: Int?
  /// Called every few hundred transitions with the states explored and the transitions checked so far, from the
  /// thread that verifies: `formc verify`'s progress line.
  public var progress: (@Sendable (_ states: Int, _ transitions: Int) -> Void)?
  /// Whether the state is explored in parts when it splits (docs/verify.md); tests turn it off to compare with the
  /// whole exploration.
  var decomposes = true
  /// How an event is applied; tests replace it with a faulty engine to see failures reported.
  var step: @Sendable (inout FormEngine, FormEvent) throws -> FormUpdate = { engine, event in try engine.send(event) }
  public init(maxStates: Int = defaultMaxStates, maxItems: Int? = nil) {
    self.maxStates = maxStates
    self.maxItems = maxItems
  }

  /// - Complexity: O(S · E · n) for S states, E events per state and n rows.
  public func verify(_ form: CompiledForm, sourceMap: FormSourceMap) -> VerificationReport {
    var report = VerificationReport()
    let ruleValues = RuleValues(form: form)
    let candidates = DistinguishingValues.candidates(for: form, rules: ruleValues)
    let validation = ValidationExploration(form: form, ruleValues: ruleValues, candidates: candidates)
    // The values of rows with rules are explored as those conditions read: they decide validity and errors.
    // So are the values details show: each reloads its row, shown or hidden as the row's part says.
    let readValues = Set(form.conditions.flatMap(\.readValues)).union(validation.ruleSlots)
      .union(form.presentationLayout.valuesWithReaders)
    guard var initial = try? FormEngine(form: form) else {
      report.failures.append(.init(events: [], message: "the compiled form does not load"))
      return report
    }
    // Verify checks every update against the from-scratch tables itself (below), as a debug build's engine would.
    initial.checksUpdatesInDebugBuilds = false
    var coverage = Coverage(form: form)
    var ruleCoverage = RuleCoverage(form: form)
    let traps = FormTraps(form: form)
    var taps = SelfHidingTapSearch(form: form, skipping: traps.selfHidingTaps.map(\.row))

    let split = StateComponents(form: form, relevantValues: readValues)
    // Lists' fields and counts, and their template rows' flags, are explored item by item.
    func isStatic(_ variable: StateComponents.Variable) -> Bool {
      switch variable {
      case .value(let slot): form.listLayout.listOfValue[slot] < 0
      case .expanded(let row): row < form.listLayout.firstTemplateRow
      }
    }
    let whole = split.parts.flatMap { $0 }.filter(isStatic)
    let lists =
      form.lists.id.isEmpty
      ? nil : ListExploration(form: form, candidates: candidates, readValues: readValues, maxItems: maxItems)
    report.listBounds = zip(form.lists.id, lists?.bounds ?? []).map { ($0, $1) }
    var product = 1.0
    for variable in whole {
      if case .value(let slot) = variable { product *= Double(max(1, candidates[slot].count)) } else { product *= 2 }
    }
    // (A form with lists is explored whole: an item's rows meet the static state its conditions read. So is a form
    // whose `visible` conditions read validation flags: there `form.isValid` meets every row with rules.)
    let splits = decomposes && split.parts.count { $0.contains(where: isStatic) } > 1
    if splits && lists != nil {
      report.exploredWholeBecause = "its lists' items meet the rest of the form"
    } else if splits && form.visibilityReadsValidationFlags {
      report.exploredWholeBecause = "a `visible` condition reads a validation flag"
    }
    let parts =
      !splits || report.exploredWholeBecause != nil ? [whole] : split.parts.map { $0.filter(isStatic) }
    report.parts = parts.map { .init(variables: $0.map { name(of: $0, in: form) }, states: 0, transitions: 0) }
    // Split, a form with rules is explored against two backgrounds (``StateComponents``): the other parts as they
    // start, and with every rule passing, so that `form.isValid` is seen both ways. Only the parts that meet rules can
    // change it: the others are explored against the first.
    var starts = [(engine: initial, events: [FormEvent](), parts: Set(parts.indices))]
    if parts.count > 1 && validation.hasRules {
      let passing = passingBackground(from: initial, ruleSlots: validation.ruleSlots, candidates, ruleValues)
      starts.append((passing.engine, passing.events, split.partsMeetingRules))
    }
    for start in starts {
      for (index, part) in parts.enumerated() where start.parts.contains(index) {
        let (states, transitions) = (report.statesExplored, report.transitionsChecked)
        explore(
          part, lists: lists, validation: validation, from: start.engine, reachedBy: start.events,
          candidates: candidates, budget: maxStates - report.statesExplored, &report, &coverage, &ruleCoverage, &taps)
        report.parts[index].states += report.statesExplored - states
        report.parts[index].transitions += report.transitionsChecked - transitions
      }
    }
    // Values no condition reads cannot change visibility: one step from the initial state each.
    let unread = form.values.indices.filter { !readValues.contains($0) }.map { StateComponents.Variable.value($0) }
      .filter(isStatic)
    let wasCut = report.wasCut
    explore(
      unread, lists: nil, validation: validation, from: initial, reachedBy: [], candidates: candidates, budget: 1,
      &report, &coverage, &ruleCoverage, &taps)
    report.wasCut = wasCut
    report.statesExplored -= 1  // the initial state, counted again by that step
    if !report.wasCut {
      report.warnings = coverage.warnings(
        sourceMap: sourceMap, skipping: Set(traps.hiddenChildren.map(\.row)), bounded: lists?.boundedConditions ?? [])
      // What a list explored below its bound did not show is no proof, so no rule is said to never go some way.
      if lists?.boundedConditions.isEmpty ?? true {
        report.warnings += ruleCoverage.warnings(
          sourceMap: sourceMap, unwitnessed: ruleValues.unwitnessedPatterns, constant: coverage.constantConditions)
      }
    }
    report.warnings += RuleCoverage.unwitnessedWarnings(
      ruleValues.unwitnessedPatterns, form: form, sourceMap: sourceMap)
    report.warnings = (report.warnings + taps.warnings(sourceMap: sourceMap)).sorted { $0.location < $1.location }
    return report
  }

  /// How a piece of state is named in the report: the value's name, or `ROW.expanded`.
  private func name(of variable: StateComponents.Variable, in form: CompiledForm) -> String {
    switch variable {
    case .value(let slot): form.values[slot].name
    case .expanded(let row): "\(form.rows.id[row]).expanded"
    }
  }

  /// The initial state with each value with rules (of a static row or select section) set to a candidate that
  /// passes all its rules but `valid` ones, where one does and the value does not already, and the events that
  /// reach it.
  private func passingBackground(
    from initial: FormEngine, ruleSlots: Set<Int>, _ candidates: [[FormValue]], _ ruleValues: RuleValues
  ) -> (engine: FormEngine, events: [FormEvent]) {
    var engine = initial
    var events: [FormEvent] = []
    // The highest bit of `failingRules` says the value is empty, which passes every rule but `required`.
    let passes = { (slot: Int, value: FormValue) in ruleValues.failingRules(of: value, slot: slot) & 0xFFFF == 0 }
    for slot in ruleSlots.sorted() where !passes(slot, engine.state.values[slot]) {
      guard let value = candidates[slot].first(where: { passes(slot, $0) }) else { continue }
      let event = FormEvent.set(initial.form.values[slot].name, value)
      if (try? step(&engine, event)) != nil { events.append(event) }
    }
    return (engine, events)
  }

  /// Breadth-first search over the states reachable from `initial` (reached by `prefix`) by changing only
  /// `variables`.
  private func explore(
    _ variables: [StateComponents.Variable], lists: ListExploration?, validation: ValidationExploration,
    from initial: FormEngine, reachedBy prefix: [FormEvent], candidates: [[FormValue]], budget: Int,
    _ report: inout VerificationReport, _ coverage: inout Coverage, _ ruleCoverage: inout RuleCoverage,
    _ taps: inout SelfHidingTapSearch
  ) {
    let form = initial.form
    let validationCheck = ValidationUpdateCheck(form: form)
    let presentationCheck = PresentationUpdateCheck(form: form)
    var valueSlots: [Int] = []
    var flagRows: [Int] = []
    for variable in variables {
      switch variable {
      case .value(let slot): valueSlots.append(slot)
      case .expanded(let row): flagRows.append(row)
      }
    }
    let toggleRows = valueSlots.compactMap { slot in
      form.values[slot].row.flatMap { form.rows.kind[$0] == .toggle ? $0 : nil }
    }
    // A tap on a choice selects it (single) or toggles it (multiple): the same change as a `set`,
    // reached the way a user reaches it.
    let choiceRows = valueSlots.flatMap { slot -> [Int] in
      guard let section = form.values[slot].section else { return [] }
      return (form.sections.firstRow[section]..<form.sections.endRow[section]).filter { form.rows.parent[$0] < 0 }
    }
    func key(_ state: FormState) -> [FormValue] {
      valueSlots.map { validation.key(ofSlot: $0, value: state.values[$0]) }
        + flagRows.map { .bool(state.expanded[$0]) }
        + (lists?.key(of: state) ?? []) + validation.touchedKey(of: state)
    }

    var states: [FormState] = [initial.state]
    var parents: [(parent: Int, event: FormEvent?)] = [(-1, nil)]
    var index: [[FormValue]: Int] = [key(initial.state): 0]
    // Every state's tables check the same few values against the same rules: each check is done once.
    var ruleResults = RuleResultMemo()
    func scratchTables(_ state: FormState) -> ScratchTables {
      ScratchTables(
        table: FormTable(form: form, state: state),
        validation: validation.isActive ? ValidationTable(form: form, state: state, ruleResults: &ruleResults) : nil)
    }
    // With validation, the from-scratch tables of each state found (indexed as `states`): most events lead to a
    // state found before, whose tables need not be computed again. (Without, they are cheap next to the memory.)
    var foundTables: [ScratchTables] = validation.isActive ? [scratchTables(initial.state)] : []
    var next = 0
    while next < states.count {
      let current = next
      next += 1
      guard var engine = try? FormEngine(form: initial.form, state: states[current]) else { continue }
      engine.checksUpdatesInDebugBuilds = false
      let before = engine.table
      let validationBefore = validation.isActive ? foundTables[current].validation : nil
      coverage.record(engine, table: before, validation: validationBefore)
      if let validationBefore { ruleCoverage.record(engine.state, validation: validationBefore) }
      var events: [FormEvent] = []
      // The row each event taps, or -1.
      var tapped: [Int] = []
      for row in flagRows {
        let id = form.rows.id[row]
        events += [.expand(id), .collapse(id)]
        tapped += [-1, -1]
        if engine.isShown(id) {
          events.append(.tap(id))
          tapped.append(row)
        }
      }
      for row in toggleRows + choiceRows where engine.isShown(form.rows.id[row]) {
        events.append(.tap(form.rows.id[row]))
        tapped.append(row)
      }
      for slot in valueSlots { events += candidates[slot].map { .set(form.values[slot].name, $0) } }
      if let lists { events += lists.events(in: engine) }
      events += validation.events(in: engine, valueSlots: valueSlots, candidates: candidates)

      for (offset, event) in events.enumerated() {
        var successor = engine
        guard let update = try? step(&successor, event) else { continue }
        report.transitionsChecked += 1
        if report.transitionsChecked % 256 == 0, let progress {
          progress(report.statesExplored + states.count, report.transitionsChecked)
        }
        if offset < tapped.count && tapped[offset] >= 0 {
          taps.check(tapped[offset], after: successor.state) { prefix + path(to: current, parents) + [event] }
        }
        let after = successor.table
        let successorKey = key(successor.state)
        let found = index[successorKey].flatMap { states[$0] == successor.state ? $0 : nil }
        let scratch = found.flatMap { $0 < foundTables.count ? foundTables[$0] : nil } ?? scratchTables(successor.state)
        var problem: String?
        do {
          try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: after)
          if after != scratch.table {
            problem = "the table after the event differs from the table its state gives"
          } else if let validationBefore, let validationAfter = scratch.validation {
            problem = validationCheck.problem(
              after: event, update: update, before: before, validationBefore: validationBefore, engine: successor,
              after: after, validationAfter: validationAfter)
          }
          if problem == nil, let presentationCheck {
            problem = presentationCheck.problem(
              update: update, before: before, stateBefore: engine.state, engine: successor, after: after)
          }
        } catch {
          problem = error.description
        }
        if let problem, report.failures.count < 10 {
          report.failures.append(.init(events: prefix + path(to: current, parents) + [event], message: problem))
        }
        // Beyond a list's bound, only the way down is explored.
        if let lists, !lists.explores(successor.state, from: engine.state) { continue }
        if !validation.explores(successor.state) { continue }
        guard index[successorKey] == nil else { continue }
        guard states.count < budget else {
          report.wasCut = true
          continue
        }
        index[successorKey] = states.count
        states.append(successor.state)
        parents.append((current, event))
        if validation.isActive { foundTables.append(scratch) }
      }
    }
    report.statesExplored += states.count
  }

  /// A state's tables computed from scratch: what the engine's are checked against.
  private struct ScratchTables {
    var table: FormTable
    var validation: ValidationTable?
  }

  private func path(to state: Int, _ parents: [(parent: Int, event: FormEvent?)]) -> [FormEvent] {
    var events: [FormEvent] = []
    var current = state
    while current > 0, let event = parents[current].event {
      events.append(event)
      current = parents[current].parent
    }
    return events.reversed()
  }
}
