import FormDiagnostics
import FormRuntime

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
  public var failures: [Failure] = []
  /// Rows or sections never shown, constant conditions, unreachable children, idle accordions.
  /// Meaningful only when the exploration was complete.
  public var warnings: [Diagnostic] = []
}

/// Explores a form's reachable states breadth first and checks every transition's update.
///
/// From each state it tries every event that can change what is shown: taps on shown
/// expandable and toggle rows, expand and collapse of every expandable row, and `set` of every
/// value to the values its conditions distinguish (see ``DistinguishingValues``). Values no
/// condition reads are tried (their updates are checked) but not told apart in the state key,
/// since they cannot change visibility.
public struct FormVerifier: Sendable {
  public var maxStates: Int

  public init(maxStates: Int = 200_000) {
    self.maxStates = maxStates
  }

  /// - Complexity: O(S · E · n) for S states, E events per state and n rows.
  public func verify(_ form: CompiledForm, sourceMap: FormSourceMap) -> VerificationReport {
    var report = VerificationReport()
    let candidates = DistinguishingValues.candidates(for: form)
    let readSlots = Set(form.conditions.flatMap(\.readValues))
    func key(_ state: FormState) -> FormState {
      var key = state
      for slot in key.values.indices where !readSlots.contains(slot) { key.values[slot] = .null }
      return key
    }
    guard let initial = try? FormEngine(form: form) else {
      report.failures.append(.init(events: [], message: "the compiled form does not load"))
      return report
    }

    var coverage = Coverage(form: form)
    var states: [FormState] = [initial.state]
    var parents: [(parent: Int, event: FormEvent?)] = [(-1, nil)]
    var index: [FormState: Int] = [key(initial.state): 0]
    var next = 0
    while next < states.count {
      let current = next
      next += 1
      guard let engine = try? FormEngine(form: form, state: states[current]) else { continue }
      let before = engine.table
      coverage.record(engine, table: before)
      for event in events(engine, form: form, candidates: candidates) {
        var successor = engine
        guard let update = try? successor.send(event) else { continue }
        report.transitionsChecked += 1
        let after = successor.table
        var problem: String?
        do {
          try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: after)
          if after != FormTable(form: form, state: successor.state) {
            problem = "the table after the event differs from the table its state gives"
          }
        } catch {
          problem = error.description
        }
        if let problem, report.failures.count < 10 {
          report.failures.append(.init(events: path(to: current, parents) + [event], message: problem))
        }
        let successorKey = key(successor.state)
        guard index[successorKey] == nil else { continue }
        guard states.count < maxStates else {
          report.wasCut = true
          continue
        }
        index[successorKey] = states.count
        states.append(successor.state)
        parents.append((current, event))
      }
    }
    report.statesExplored = states.count
    if !report.wasCut { report.warnings = coverage.warnings(sourceMap: sourceMap) }
    return report
  }

  private func events(_ engine: FormEngine, form: CompiledForm, candidates: [[FormValue]]) -> [FormEvent] {
    var events: [FormEvent] = []
    for slot in 0..<form.rows.count {
      let id = form.rows.id[slot]
      if form.rows.isExpandable(slot) {
        events += [.expand(id), .collapse(id)]
        if engine.isShown(id) { events.append(.tap(id)) }
      } else if form.rows.kind[slot] == .toggle, engine.isShown(id) {
        events.append(.tap(id))
      }
    }
    for (slot, values) in zip(form.values, candidates) {
      events += values.map { .set(slot.name, $0) }
    }
    return events
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
