import FormRuntime

/// An engine stepping through a cycle of events.
private protocol EngineStepping: AnyObject {
  func step() throws(FormEventError) -> FormUpdate
}

/// Runs a cycle of scripted events on the engine and on baselines, checks that every baseline's
/// update equals the engine's for each step of a whole cycle, and then times them side by side.
/// The cycle returns the form to the state it started in, so timing can go round it forever.
struct EventComparison {
  let form: SyntheticForm
  let steps: [ScriptedStep]
  let baselines: [UpdateBaseline]

  /// The engine, stepping through the cycle.
  private final class EngineRunner: EngineStepping {
    var engine: FormEngine
    let events: [FormEvent]
    var next = 0

    init(engine: FormEngine, events: [FormEvent]) {
      self.engine = engine
      self.events = events
    }

    func step() throws(FormEventError) -> FormUpdate {
      let update = try engine.send(events[next])
      next = next + 1 == events.count ? 0 : next + 1
      return update
    }
  }

  /// The engine, tapping the rows of the cycle by slot (`tap(slot:)`).
  private final class SlotTapRunner: EngineStepping {
    var engine: FormEngine
    let slots: [Int]
    var next = 0

    init(engine: FormEngine, slots: [Int]) {
      self.engine = engine
      self.slots = slots
    }

    func step() throws(FormEventError) -> FormUpdate {
      let update = try engine.tap(slot: slots[next])
      next = next + 1 == slots.count ? 0 : next + 1
      return update
    }
  }

  /// A baseline, stepping through the cycle.
  private final class BaselineRunner {
    let baseline: UpdateBaseline
    let changes: [BaselineChange]
    var next = 0

    init(baseline: UpdateBaseline, changes: [BaselineChange]) {
      self.baseline = baseline
      self.changes = changes
    }

    func step() -> BaselineUpdate {
      let update = baseline.apply(changes[next])
      next = next + 1 == changes.count ? 0 : next + 1
      return update
    }
  }

  /// Checks and times. The result's `metrics` start with `k`, the mean positions per update.
  func run(name: String, context: CaseContext) throws(BenchmarkError) -> CaseResult {
    let engine: FormEngine
    do {
      engine = try FormEngine(form: form.compiled)
    } catch {
      throw BenchmarkError("\(name): the engine rejects the synthetic form: \(error)")
    }
    let engineRunner = EngineRunner(engine: engine, events: steps.map(\.event))
    let runners = baselines.map { BaselineRunner(baseline: $0, changes: steps.map(\.change)) }
    let tappedSlots = steps.compactMap(\.tappedSlot)
    let slotRunner = tappedSlots.count == steps.count ? SlotTapRunner(engine: engine, slots: tappedSlots) : nil

    // The check: one whole cycle in lockstep.
    var positions = 0
    for (index, step) in steps.enumerated() {
      let update: FormUpdate
      do {
        update = try engineRunner.step()
      } catch {
        throw BenchmarkError("\(name), n = \(form.rows): the engine refuses '\(step.event)': \(error)")
      }
      let expected = BaselineUpdate(update)
      positions += expected.count
      if expected.count == 0 {
        throw BenchmarkError("\(name), n = \(form.rows): step \(index) ('\(step.event)') changes nothing")
      }
      if let slotRunner {
        let bySlot: FormUpdate
        do {
          bySlot = try slotRunner.step()
        } catch {
          throw BenchmarkError(
            "\(name), n = \(form.rows): the engine refuses the tap by slot at step \(index): \(error)")
        }
        if bySlot != update {
          throw BenchmarkError(
            "\(name), n = \(form.rows): the tap by slot at step \(index) gives \(bySlot), the event \(update)")
        }
      }
      for runner in runners {
        let got = runner.step()
        if let difference = got.difference(from: expected) {
          throw BenchmarkError(
            "\(name), n = \(form.rows): baseline \(runner.baseline.name) disagrees with the engine at step \(index) "
              + "('\(step.event)'): \(difference)")
        }
      }
    }

    let cycle = steps.count <= 4 ? steps.count : 1
    var contenders = [
      Self.engineContender(name: "engine", engineRunner, cycle: cycle, refused: "an event")
    ]
    for runner in runners {
      contenders.append(
        Contender(
          name: runner.baseline.name,
          run: { count in
            var checksum = 0
            for _ in 0..<count { checksum &+= runner.step().count }
            return checksum
          }, cycle: cycle))
    }
    if let slotRunner {
      contenders.append(
        Self.engineContender(name: "engine tap(slot:)", slotRunner, cycle: cycle, refused: "a tap by slot"))
    }
    let summaries = Sampler.measure(contenders, settings: context.settings)
    var result = CaseResult(
      name: name, n: form.rows, subject: "`FormEngine.send`", engine: summaries[0],
      baselines: zip(runners, summaries.dropFirst()).map { ($0.baseline.name, $1) },
      metrics: [("k", Double(positions) / Double(steps.count))])
    if slotRunner != nil, let bySlot = summaries.last, let rowMap = result.baseline("rowmap") {
      result.metrics.append(("tap_by_slot_ns", bySlot.median))
      result.notes.append(
        "`tap(slot:)`, as the typed API taps (no id hashed): \(Format.duration(bySlot.median)) "
          + "(\(Format.ratio(rowMap.median, bySlot.median)) the row map)")
    }
    return result
  }

  /// Times `runner`'s steps, which the check accepted. (Generic, so each runner's `step` is
  /// called directly, as a baseline's is.)
  private static func engineContender<Runner: EngineStepping>(
    name: String, _ runner: Runner, cycle: Int, refused what: String
  ) -> Contender {
    Contender(
      name: name,
      run: { count in
        var checksum = 0
        for _ in 0..<count {
          do {
            let update = try runner.step()
            checksum &+= update.deletedRowPositions.count &+ update.insertedRowPositions.count
            checksum &+= update.deletedSectionIndexes.count &+ update.insertedSectionIndexes.count
          } catch {
            fatalError("the engine refused \(what) it accepted during the check: \(error)")
          }
        }
        return checksum
      }, cycle: cycle)
  }
}
