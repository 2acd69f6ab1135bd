import FormRuntime
import FormRuntimeSwiftUI
import SeededRandom
import Testing

/// Random events on every example form: after each, the sections the model updated in place
/// equal the sections read from scratch.
@MainActor
struct IncrementalSectionsTests {
  @Test("incremental sections equal rebuilt sections after every event", arguments: ExampleFormModels.names)
  func randomEvents(name: String) throws {
    let form = try ExampleFormModels.form(name)
    for seed in 0..<8 {
      let model = try FormModel(form: form)
      var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ UInt64(name.utf8.count))
      var accepted = 0
      for step in 0..<150 {
        let event = RandomEvent.make(for: model, using: &random)
        if model.send(event) { accepted += 1 }
        let rebuilt = model.rebuiltSections()
        guard model.sections == rebuilt else {
          Issue.record("\(name), seed \(seed), step \(step): \(event): \(differences(model.sections, rebuilt))")
          return
        }
      }
      #expect(accepted > 0)
    }
  }
}

/// Where two section lists differ, shortly: the ids of differing sections and rows.
func differences(_ incremental: [FormSectionModel], _ rebuilt: [FormSectionModel]) -> String {
  guard incremental.map(\.id) == rebuilt.map(\.id) else {
    return "sections \(incremental.map(\.id.description)) != \(rebuilt.map(\.id.description))"
  }
  var notes: [String] = []
  for (mine, theirs) in zip(incremental, rebuilt) where mine != theirs {
    if mine.content != theirs.content { notes.append("section \(mine.id): \(mine.content) != \(theirs.content)") }
    if mine.rows.map(\.id) != theirs.rows.map(\.id) {
      notes.append("rows of \(mine.id): \(mine.rows.map(\.id)) != \(theirs.rows.map(\.id))")
      continue
    }
    for (row, other) in zip(mine.rows, theirs.rows) where row != other {
      notes.append(
        "\(row.id): accessory \(row.accessory)/\(other.accessory), value \(String(describing: row.value))/\(String(describing: other.value)), error \(row.error ?? "-")/\(other.error ?? "-"), summary \(row.summary ?? "-")/\(other.summary ?? "-"), enabled \(row.isEnabled)/\(other.isEnabled)"
      )
    }
  }
  return notes.joined(separator: "; ")
}

/// Events a user or app could send: taps, expands and collapses of shown rows, edits of shown
/// rows, sets of any value, searches, list events and submits; some of them refused.
enum RandomEvent {
  @MainActor
  static func make(for model: FormModel, using random: inout SplitMix64) -> FormEvent {
    let form = model.engine.form
    let shown = model.sections.flatMap(\.rows)
    let row = shown.randomElement(using: &random)
    switch random.int(0...19) {
    case 0...4:
      return .tap(row?.id ?? "")
    case 5:
      return .expand(row?.id ?? "")
    case 6:
      return .collapse(row?.id ?? "")
    case 7...10:
      guard let row else { return .submit }
      return .edit(row.id, value(for: row, using: &random))
    case 11, 12:
      guard let slot = form.values.randomElement(using: &random) else { return .submit }
      return .set(slot.name, value(for: slot, using: &random))
    case 13, 14:
      let texts = shown.map(\.title) + ["", "", "zz"]
      let text = Array((texts.randomElement(using: &random) ?? "").lowercased())
      guard !text.isEmpty else { return .search("") }
      let start = random.int(0...(text.count - 1))
      return .search(String(text[start..<min(text.count, start + random.int(1...3))]))
    case 15...17:
      return listEvent(model, using: &random) ?? .submit
    case 18:
      return .submit
    default:
      return .resetValidation
    }
  }

  @MainActor
  static func listEvent(_ model: FormModel, using random: inout SplitMix64) -> FormEvent? {
    let lists = model.engine.form.lists.id
    guard let list = lists.indices.randomElement(using: &random) else { return nil }
    let keys = model.engine.state.lists[list].items.map(\.key)
    let id = lists[list]
    switch random.int(0...2) {
    case 0: return .append(id, ListItemValues())
    case 1: return keys.randomElement(using: &random).map { .remove(id, key: $0) }
    default:
      guard !keys.isEmpty else { return nil }
      return .move(id, from: random.int(0...(keys.count - 1)), to: random.int(0...(keys.count - 1)))
    }
  }

  static func value(for row: RowContent, using random: inout SplitMix64) -> FormValue {
    let options = row.options.map(\.value)
    switch row.kind {
    case .toggle: return .bool(random.chance(50))
    case .number: return .int(FormInt(random.int(-2...12)))
    case .decimal: return FormDecimal("\(random.int(0...99)).\(random.int(0...9))").map(FormValue.decimal) ?? .null
    case .choice, .picker: return options.randomElement(using: &random).map(FormValue.string) ?? .null
    case .multichoice: return .set(Set(options.filter { _ in random.chance(50) }))
    case .date: return .string("2026-0\(random.int(1...9))-1\(random.int(0...9))")
    case .text: return .string(["", "a", "ab@example.com", "12345", "hello world"].randomElement(using: &random) ?? "")
    default: return .null
    }
  }

  static func value(for slot: ValueSlot, using random: inout SplitMix64) -> FormValue {
    let options = slot.options ?? []
    switch slot.type {
    case .bool: return .bool(random.chance(50))
    case .int: return .int(FormInt(random.int(-2...60)))
    case .decimal: return FormDecimal("\(random.int(0...99)).5").map(FormValue.decimal) ?? .null
    case .option:
      return random.chance(20) ? .null : options.randomElement(using: &random).map(FormValue.string) ?? .null
    case .set: return .set(Set(options.filter { _ in random.chance(50) }))
    case .date: return .string("2026-1\(random.int(0...2))-0\(random.int(1...9))")
    default: return .string(["", "x", "Next", "someone@example.com"].randomElement(using: &random) ?? "")
    }
  }
}
