import FormRuntime
import Foundation
import GeneratedForms
import SeededRandom
import Testing

/// The generated API for list items' rows: the template conditions translated to Swift agree with the compiled ones
/// evaluated on each item, and the typed item-row events and lookups (`tap(_:key:)`, `indexPath(of:key:)`,
/// `itemRow(at:)`, `sectionIndex(of:)` of a grouped list, …) with the untyped engine's, in every state a random walk
/// reaches.
@Suite struct GeneratedItemRowTests {
  @Test func tasksTemplateConditionsAndItemRowsAgreeWithTheEngine() throws {
    // Tasks' template conditions read the item's fields and flags, a static value and list counts.
    var typed = TasksForm()
    var random = SplitMix64(seed: 21)
    var seen = Set<String>()
    for step in 0..<300 {
      seen.formUnion(checkItemRows(typed.tasks, context: "tasks, step \(step)"))
      seen.formUnion(checkItemRows(typed.labels, context: "labels, step \(step)"))
      checkItemRowLookups(typed.engine, context: "step \(step)") { indexPath in
        switch typed.itemRow(at: indexPath) {
        case .tasks(let key, let row)?: ItemRowName(list: "tasks", key: key, row: row.rawValue)
        case .labels(let key, let row)?: ItemRowName(list: "labels", key: key, row: row.rawValue)
        case nil: nil
        }
      }
      _ = try? typed.send(Self.randomEvent(typed.engine, &random))
    }
    // The walk reaches both outcomes of every template condition.
    for row in ["urgent", "notes", "shared", "unlabelled", "color"] {
      #expect(seen.isSuperset(of: ["\(row)=true", "\(row)=false"]), "\(row): \(seen.sorted())")
    }
  }

  @Test func contactAndHeroesTemplateConditionsAndItemRowsAgreeWithTheEngine() throws {
    var contact = ContactForm()
    var heroes = HeroesForm()
    var random = SplitMix64(seed: 5)
    for step in 0..<200 {
      checkItemRows(contact.phones, context: "phones, step \(step)")
      checkItemRows(contact.emails, context: "emails, step \(step)")
      checkItemRows(heroes.heroes, context: "heroes, step \(step)")
      checkItemRowLookups(contact.engine, context: "contact, step \(step)") { indexPath in
        switch contact.itemRow(at: indexPath) {
        case .phones(let key, let row)?: ItemRowName(list: "phones", key: key, row: row.rawValue)
        case .emails(let key, let row)?: ItemRowName(list: "emails", key: key, row: row.rawValue)
        case nil: nil
        }
      }
      checkItemRowLookups(heroes.engine, context: "heroes, step \(step)") { indexPath in
        switch heroes.itemRow(at: indexPath) {
        case .heroes(let key, let row)?: ItemRowName(list: "heroes", key: key, row: row.rawValue)
        case nil: nil
        }
      }
      // Every group's section, typed, as the untyped lookup and the table give it.
      let table = heroes.engine.table
      let groups: [HeroesForm.TeamOption?] = [nil] + HeroesForm.TeamOption.allCases.map { $0 }
      for group in groups {
        let index = heroes.heroes.sectionIndex(of: group)
        #expect(index == heroes.engine.sectionIndex(ofGroup: group?.rawValue, inList: "heroes"))
        #expect(
          index
            == table.sections.firstIndex {
              $0.id == "heroes" && $0.group == (group.map { .string($0.rawValue) } ?? .null)
            },
          "heroes group \(String(describing: group)), step \(step)")
      }
      _ = try? contact.send(Self.randomEvent(contact.engine, &random))
      _ = try? heroes.send(Self.randomEvent(heroes.engine, &random))
    }
  }

  @Test func typedItemRowEventsMatchTheUntypedEngine() throws {
    var typed = TasksForm()
    var untyped = try FormEngine(form: TasksForm.compiledForm)
    #expect(!typed.tasks.isShown(.notes, key: "t1") && typed.tasks.conditionHolds(for: .notes, key: "t1") == false)
    // Expanding the details shows the notes (`showNotes || details.expanded`).
    #expect(try typed.tasks.tap(.details, key: "t1") == untyped.send(.tap("tasks[t1].details")))
    #expect(typed.tasks.isExpanded(.details, key: "t1") && typed.tasks.conditionHolds(for: .notes, key: "t1") == true)
    #expect(typed.tasks.isShown(.notes, key: "t1"))
    #expect(try typed.tasks.collapse(.details, key: "t1") == untyped.send(.collapse("tasks[t1].details")))
    #expect(try typed.tasks.expand(.details, key: "t1") == untyped.send(.expand("tasks[t1].details")))
    #expect(throws: FormEventError.self) { try typed.tasks.expand(.summary, key: "t1") }
    #expect(throws: FormEventError.self) { try typed.tasks.tap(.summary, key: "missing") }
    #expect(typed.tasks.conditionHolds(for: .urgent, key: "missing") == nil)
    #expect(typed.tasks.conditionHolds(for: .summary, key: "t1") == nil)
    // The typed row at an item row's index path names its list, key and row.
    let notes = try #require(typed.tasks.indexPath(of: .notes, key: "t1"))
    #expect(typed.itemRow(at: notes) == .tasks(key: "t1", row: .notes))
    #expect(typed.row(at: notes) == .notes)
    #expect(typed.itemRow(at: try #require(typed.indexPath(of: .showNotes))) == nil)
    // A drag the table view performed: the state follows, and the update is the move's.
    _ = try typed.tasks.append()
    _ = try untyped.send(.append("tasks", ListItemValues()))
    #expect(try typed.tasks.moveItem(from: 1, to: 0) == untyped.send(.move("tasks", from: 1, to: 0)))
    #expect(typed.tasks.keys == ["1", "t1"])
    #expect(typed.engine.state == untyped.state)
  }

  /// For every item of `list` and every template row: the typed condition agrees with the compiled one evaluated on
  /// the item, and the typed lookups with the untyped ones by name.
  /// - Returns: the outcomes seen, as `ROW=true` and `ROW=false`.
  @discardableResult
  private func checkItemRows<List: GeneratedList>(_ list: List, context: String) -> Set<String> {
    var seen = Set<String>()
    let engine = list.engine
    let form = engine.form
    let state = engine.state
    guard let listIndex = form.lists.id.firstIndex(of: List.name) else {
      Issue.record("no list \(List.name)")
      return seen
    }
    let items = state.lists[listIndex].items
    #expect(list.keys == items.map(\.key), "\(context)")
    for key in list.keys {
      guard let index = items.index(ofKey: key) else {
        Issue.record("no item \(key), \(context)")
        continue
      }
      for row in List.Row.allCases {
        guard let slot = form.names.rowSlot(of: row.rawValue) else {
          Issue.record("no row \(row.rawValue), \(context)")
          continue
        }
        let condition = form.rows.visible[slot]
        let expected =
          condition >= 0
          ? form.holds(condition, values: state.values, expanded: state.expanded, item: items[index], list: listIndex)
          : nil
        let name = ItemRowName(list: List.name, key: key, row: row.rawValue).description
        #expect(list.conditionHolds(for: row, key: key) == expected, "\(name), \(context)")
        if let expected { seen.insert("\(row.rawValue)=\(expected)") }
        #expect(list.isShown(row, key: key) == engine.isShown(name), "\(name), \(context)")
        #expect(list.indexPath(of: row, key: key) == engine.indexPath(ofRow: name), "\(name), \(context)")
        #expect(list.isExpanded(row, key: key) == engine.row(name)?.isExpanded, "\(name), \(context)")
      }
    }
    for row in List.Row.allCases {
      #expect(list.conditionHolds(for: row, key: "missing") == nil && !list.isShown(row, key: "missing"))
    }
    return seen
  }

  /// At every shown index path (and one past each section's end), the typed `itemRow(at:)` names the row the untyped
  /// engine shows there when it is an item row, and is nil for a static row or nothing.
  private func checkItemRowLookups(
    _ engine: FormEngine, context: String, itemRow: (IndexPath) -> ItemRowName?
  ) {
    for section in 0..<engine.numberOfSections {
      for row in 0...engine.numberOfRows(inSection: section) {
        let indexPath = IndexPath(indexes: [section, row])
        #expect(itemRow(indexPath) == engine.row(at: indexPath)?.item, "\(indexPath), \(context)")
      }
    }
  }

  /// A random list event (append, remove, move, a field set, a tap, expand or collapse of an item row) or a random
  /// static set or tap; many are refused, which changes nothing.
  static func randomEvent(_ engine: FormEngine, _ random: inout SplitMix64) -> FormEvent {
    let form = engine.form
    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
    let list = pick(form.lists.countOfLists)
    let name = form.lists.id[list]
    let keys = engine.items(of: name) ?? []
    let key = keys.isEmpty ? "none" : keys[pick(keys.count)]
    let rows = form.lists.firstRow[list]..<form.lists.endRow[list]
    let itemRow = ItemRowName(list: name, key: key, row: form.rows.id[rows.lowerBound + pick(rows.count)]).description
    switch pick(8) {
    case 0, 1: return .append(name, ListItemValues())
    case 2: return .remove(name, key: key)
    case 3: return .move(name, from: pick(keys.count), to: pick(keys.count))
    case 4: return .tap(itemRow)
    case 5: return random.next() % 2 == 0 ? .expand(itemRow) : .collapse(itemRow)
    case 6:
      let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
      let slot = form.values[fields.lowerBound + pick(fields.count)]
      return .set(ItemRowName(list: name, key: key, row: slot.name).description, randomValue(slot, &random))
    default:
      // A static row or value: everything before the first template row or list value.
      let staticRows = form.lists.firstRow.min() ?? form.rows.count
      let rowID = form.rows.id[pick(staticRows)]
      let staticValues = form.values.indices.filter { form.listLayout.listOfValue[$0] < 0 }
      guard !staticValues.isEmpty, random.next() % 2 == 0 else { return .tap(rowID) }
      let slot = form.values[staticValues[pick(staticValues.count)]]
      return .set(slot.name, randomValue(slot, &random))
    }
  }

  private static func randomValue(_ slot: ValueSlot, _ random: inout SplitMix64) -> FormValue {
    let options = slot.options ?? []
    let option = options.isEmpty ? nil : options[Int(random.next() % UInt64(options.count))]
    switch slot.type {
    case .bool: return .bool(random.next() % 2 == 0)
    case .int: return .int(Int(random.next() % 7))
    case .decimal:
      return FormDecimal(units: Int(random.next() % 700), scale: slot.precision ?? 0).map(FormValue.decimal) ?? .null
    case .string: return .string(option ?? ["", "a", "Tony", "x"][Int(random.next() % 4)])
    case .option: return random.next() % 4 == 0 ? .null : option.map(FormValue.string) ?? .null
    case .set: return .set(Set(options.filter { _ in random.next() % 2 == 0 }))
    case .date: return .string("2026-11-29")
    }
  }
}

/// What the item-row tests need from every generated list type.
protocol GeneratedList {
  associatedtype Row: RawRepresentable<String>, CaseIterable where Row.AllCases == [Row]
  static var name: String { get }
  var engine: FormEngine { get }
  var keys: [String] { get }
  func conditionHolds(for row: Row, key: String) -> Bool?
  func indexPath(of row: Row, key: String) -> IndexPath?
  func isShown(_ row: Row, key: String) -> Bool
  func isExpanded(_ row: Row, key: String) -> Bool
}

extension ContactForm.PhonesList: GeneratedList {}
extension ContactForm.EmailsList: GeneratedList {}
extension HeroesForm.HeroesList: GeneratedList {}
extension TasksForm.TasksList: GeneratedList {}
extension TasksForm.LabelsList: GeneratedList {}
