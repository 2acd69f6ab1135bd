// Entry point `events`: bytes as event lines (`tap citrus`, `set method "card"`, `append phones
// {"number": "1"}`, `remove phones[home1]`, `set heroes [{"key": "tony"}]`, ...), read with
// EventLineParser.parse, and with EventLineParser.read and the form's EventTargets as `formc
// simulate` reads them (with its messages), and sent to an engine of one example form of Forms/
// (compiled once, from the current directory, which fuzz.sh makes the repository's root), with
// every update checked.
// A first line `# form: NAME` picks Forms/NAME.form.yaml; otherwise it is Forms/event.form.yaml.
import FormCompiler
import FormRuntime
import FormSimulation
import Foundation

/// Every example form, compiled by the package's compiler, by file name (`fruit`).
let exampleForms: [String: CompiledForm] = {
  let folder = "Forms"
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".form.yaml") }.sorted()
  var forms: [String: CompiledForm] = [:]
  for name in names {
    forms[String(name.dropLast(".form.yaml".count))] = FormCompiler.compile(fileAt: folder + "/" + name).form
  }
  if forms["event"] == nil {
    fatalError("events fuzzer: Forms/event.form.yaml did not compile; run it from the repository's root")
  }
  return forms
}()

/// What events can name in each example form, as `formc simulate` reads them.
let exampleTargets: [String: EventTargets] = exampleForms.mapValues { EventTargets(form: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func eventsFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(200)
  var formName = "event"
  if let first = lines.first, first.hasPrefix("# form: "), exampleForms[String(first.dropFirst(8))] != nil {
    formName = String(first.dropFirst(8))
  }
  let targets = exampleTargets[formName]
  var events: [FormEvent] = []
  for line in lines {
    if EventLineParser.isBlankOrComment(line) { continue }
    // As `formc simulate` reads it: a line the form's names accept is a line `parse` accepts, as the same event.
    let read: EventLine?
    do {
      read = try EventLineParser.read(line, targets: targets)
    } catch {
      _ = error.description
      read = nil
    }
    if oraclesEnabled, let read {
      // What `formc simulate` reads reads back from its description, with the same names (the
      // empty replace, `set LIST []`, only with them).
      let again = try? EventLineParser.read(Substring(read.event.description), targets: targets).event
      if again != read.event { oracleFailure("event \(read.event) does not read back with the form's names") }
    }
    do {
      let event = try EventLineParser.parse(line)
      events.append(event)
      if oraclesEnabled {
        // `description` is documented as the event the way `formc simulate` reads it.
        let again = try? EventLineParser.parse(Substring(event.description))
        if again != event { oracleFailure("event \(event) does not read back from its description") }
        if let read, read.event != event, !isEmptyReplace(read.event, readWithoutNamesAs: event),
          wholeDecimalsAsIntegers(read.event) != event
        {
          oracleFailure("read gives \(read.event), parse \(event)")
        }
      }
    } catch {
      _ = error.description
      if oraclesEnabled, let read { oracleFailure("read accepts \(read.event), which parse rejects: \(error)") }
    }
  }
  guard let form = exampleForms[formName], var engine = try? FormEngine(form: form) else {
    oracleFailure("example form \(formName) does not start")
  }
  // A twin engine gets the taps, expands and collapses of the form's rows by slot, as the typed
  // API sends them, and must end every event exactly where the engine does.
  var twin = engine
  for event in events {
    let expected = checkedSend(&engine, event)
    // The message and note `formc simulate` prints for a refused event.
    if case .failure(let error) = expected, let targets {
      _ = targets.message(for: error, in: event)
      if targets.isForeign(error, in: event) { _ = targets.foreignFormNote }
    }
    guard oraclesEnabled else { continue }
    let got = Result { () throws(FormEventError) in try sendBySlot(&twin, event) }
    if got != expected || twin.state != engine.state || twin.table != engine.table {
      oracleFailure("\(event) by slot gave \(got), by id \(expected)")
    }
  }
  return 0
}

/// Whether `read` is the empty replace of a list, `set LIST []`, which `parse`, without the
/// form's names, reads as setting the set `LIST` to `[]`: the one line whose event depends on the form.
/// `event` with every whole decimal made the integer a line writes for it (`set tip 7`): a decimal row's whole value
/// is a decimal only where the form's names are known, an integer without them.
func wholeDecimalsAsIntegers(_ event: FormEvent) -> FormEvent {
  func plain(_ value: FormValue) -> FormValue {
    if case .decimal(let number) = value, number.isWhole { return .int(number.units) }
    return value
  }
  func plain(_ item: ListItemValues) -> ListItemValues {
    ListItemValues(key: item.key, fields: item.fields.mapValues(plain))
  }
  switch event {
  case .set(let name, let value): return .set(name, plain(value))
  case .edit(let name, let value): return .edit(name, plain(value))
  case .append(let list, let item): return .append(list, plain(item))
  case .insert(let list, let index, let item): return .insert(list, at: index, plain(item))
  case .replace(let list, let items): return .replace(list, items.map(plain))
  default: return event
  }
}

func isEmptyReplace(_ read: FormEvent, readWithoutNamesAs parsed: FormEvent) -> Bool {
  guard case .replace(let list, let items) = read, items.isEmpty else { return false }
  return parsed == .set(list, .set([]))
}

/// `event` through `tap(slot:)`, `expand(slot:)` or `collapse(slot:)` when it is one of those for
/// a row of the form; through `send` otherwise.
func sendBySlot(_ engine: inout FormEngine, _ event: FormEvent) throws(FormEventError) -> FormUpdate {
  switch event {
  case .tap(let id), .expand(let id), .collapse(let id):
    guard let slot = engine.form.rows.id.firstIndex(of: id) else { return try engine.send(event) }
    if case .expand = event { return try engine.expand(slot: slot) }
    if case .collapse = event { return try engine.collapse(slot: slot) }
    return try engine.tap(slot: slot)
  default:
    return try engine.send(event)
  }
}
