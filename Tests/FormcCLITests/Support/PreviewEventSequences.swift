import FormCompiler
import FormRuntime
import FormSimulation
import SeededRandom

/// Random event lines for a form, valid most of the time: each is chosen from the table the
/// engine shows after the ones before it (tap a shown row, set or edit it to a value of its kind,
/// expand, collapse, search for part of a title, submit, and list events), and a few fail, as a
/// user's would, so the error objects are compared too.
struct PreviewEventSequences {
  let form: CompiledForm

  /// `count` event lines from the form's initial state, the same for the same seed.
  func sequence(seed: UInt64, count: Int) -> [String] {
    var random = SplitMix64(seed: seed)
    guard var engine = try? FormEngine(form: form) else { return [] }
    let targets = EventTargets(form: form)
    var lines: [String] = []
    while lines.count < count {
      let line = next(engine, &random)
      lines.append(line)
      guard let event = try? EventLineParser.read(Substring(line), targets: targets).event else { continue }
      if event == .submit { _ = engine.submit() } else { _ = try? engine.send(event) }
    }
    return lines
  }

  private func next(_ engine: FormEngine, _ random: inout SplitMix64) -> String {
    let shown = engine.table.sections.flatMap { $0.rows }
    guard let id = shown.isEmpty ? nil : random.pick(shown), let row = engine.row(id) else { return "search" }
    switch random.weighted([40, 25, 10, 8, 4, 3, listIDs.isEmpty ? 0 : 10]) {
    case 0: return "tap \(id)"
    case 1 where row.kind.valueType != nil:
      return "\(random.chance(50) ? "edit" : "set") \(id) \(value(for: row, &random))"
    case 1: return "tap \(id)"
    case 2: return "\(random.chance(50) ? "expand" : "collapse") \(id)"
    case 3:
      let title = row.title ?? id
      return random.chance(25) || title.isEmpty ? "search" : "search \(title.prefix(random.int(1...3)))"
    case 4: return "submit"
    case 5: return "resetValidation"
    default: return listEvent(shown, &random)
    }
  }

  private var listIDs: [String] { form.lists.id }

  private func listEvent(_ shown: [String], _ random: inout SplitMix64) -> String {
    let list = random.pick(listIDs)
    let keys = shown.compactMap { id -> String? in
      guard id.hasPrefix(list + "["), let close = id.firstIndex(of: "]") else { return nil }
      return String(id[id.index(id.startIndex, offsetBy: list.count + 1)..<close])
    }
    let unique = keys.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    switch random.int(0...3) {
    case 0: return "append \(list)"
    case 1: return unique.isEmpty ? "append \(list)" : "remove \(list)[\(random.pick(unique))]"
    case 2:
      return "move \(list) \(random.int(0...max(0, unique.count - 1))) \(random.int(0...max(0, unique.count - 1)))"
    default:
      return "set \(list) [" + unique.shuffled(using: &random).map { "{\"key\": \"\($0)\"}" }.joined(separator: ", ")
        + "]"
    }
  }

  private func value(for row: FormRow, _ random: inout SplitMix64) -> String {
    let options = row.options ?? []
    switch row.kind {
    case .toggle: return random.chance(50) ? "true" : "false"
    case .text: return FormValue.jsonQuoted(random.pick(["", "Home", "ada@example.com", "x", "Lovelace 1815"]))
    case .number: return String(random.int(-1...6))
    case .decimal: return random.pick(["0.5", "12.25", "3"])
    case .choice, .picker:
      return options.isEmpty || random.chance(15) ? "null" : FormValue.jsonQuoted(random.pick(options))
    case .multichoice:
      return "[" + options.filter { _ in random.chance(40) }.map(FormValue.jsonQuoted).joined(separator: ", ") + "]"
    case .date: return random.pick(["\"2026-11-29\"", "\"2026-12-01T09:30:00Z\"", "null"])
    default: return "true"
    }
  }
}
