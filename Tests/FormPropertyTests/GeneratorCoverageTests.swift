import FormRuntime
import Testing

/// The generators reach what the properties are meant to cover: every row kind, nesting three
/// levels deep, accordions, every operator of the condition language, and every kind of event,
/// accepted and refused. Runs the reference model only, so it is quick.
@Suite struct GeneratorCoverageTests {
  static let seeds: ClosedRange<UInt64> = 1...150

  @Test(arguments: GeneratorProfile.all)
  func specsUseTheWholeLanguage(_ profile: GeneratorProfile) {
    var features = Set<String>()
    var maxRows = 0
    for seed in Self.seeds {
      let generated = GeneratedCase(profile: profile, seed: seed)
      let spec = generated.spec
      let flat = spec.flatRows
      maxRows = max(maxRows, flat.count)
      for entry in flat {
        let row = entry.row
        features.insert("kind \(row.kind.rawValue)")
        if row.defaultValue != nil { features.insert("default \(row.kind.rawValue)") }
        if row.expanded == true {
          features.insert(spec.sections[entry.section].accordion == true ? "expanded in accordion" : "expanded")
        }
        var depth = 0, parent = entry.parent
        while parent >= 0 {
          depth += 1
          parent = flat[parent].parent
        }
        features.insert("depth \(depth)")
        if !row.keywords.isEmpty { features.insert("keywords") }
        if row.optionTitles != nil { features.insert("option titles") }
        if row.detailReads.count > 1 { features.insert("detail of two values") }
        if let read = row.detailReads.first {
          let isState = spec.state.contains { $0.name == read }
          let isSelection = spec.sections.contains { $0.id == read }
          features.insert(isState ? "detail of state" : isSelection ? "detail of selection" : "detail of row")
        }
      }
      for section in spec.sections {
        if section.accordion == true { features.insert("accordion") }
        if section.header != nil { features.insert("header") }
        if section.footer != nil { features.insert("footer") }
        if section.visible != nil { features.insert("section visible") }
        if let select = section.select { features.insert("select \(select.rawValue)") }
        switch section.selectionDefault {
        case .null?: features.insert("select default null")
        case .string?: features.insert("select default string")
        case .set?: features.insert("select default set")
        default: break
        }
        if section.indexTitle != nil { features.insert("indexTitle") }
      }
      for variable in spec.state {
        features.insert("state \(variable.type.rawValue)" + (variable.values == nil ? "" : " values"))
      }
      for visibility in spec.sections.compactMap(\.visible) + flat.compactMap(\.row.visible) {
        switch visibility {
        case .constant(let flag): features.insert("visible: \(flag)")
        case .condition(let condition): features.formUnion(condition.features)
        }
      }
    }
    #expect(maxRows <= 40)
    let wanted: Set<String> =
      Set(RowKind.allCases.map { "kind \($0.rawValue)" })
      .union(RowKind.allCases.filter { $0.valueType != nil }.map { "default \($0.rawValue)" })
      .union([
        "depth 1", "depth 2", "depth 3", "accordion", "expanded in accordion", "header", "footer", "section visible",
      ])
      .union(
        profile.selectPercent > 0
          ? [
            "select single", "select multiple", "select default null", "select default string", "select default set",
            "keywords",
          ] : []
      )
      .union(
        profile.detailPercent > 0
          ? ["detail of row", "detail of state", "detail of two values"]
            + (profile.selectPercent > 30 ? ["detail of selection"] : []) : []
      )
      .union(profile.titlePercent > 0 ? ["option titles"] : [])
      .union(["state bool", "state int", "state string", "state string values", "visible: true", "visible: false"])
      .union(["==", "!=", "<", "<=", ">", ">=", "in", "contains", ".isEmpty", ".count", ".expanded", "!", "not"])
      .union(["date ==", "date !=", "date <", "date <=", "date >", "date >="])
      .union(["&&", "and", "||", "or", "()", "true", "false", "null", "int", "'string'", "ref"])
    #expect(wanted.subtracting(features).isEmpty, "never generated: \(wanted.subtracting(features).sorted())")
  }

  @Test(arguments: GeneratorProfile.all)
  func eventsReachEveryOutcome(_ profile: GeneratorProfile) {
    let outcomes = Self.outcomes(profile)
    let wanted: Set<String> = [
      "tap accepted", "tap refused: rowNotShown", "tap refused: unknownName", "tap changes the table",
      "expand accepted", "collapse accepted", "expand refused: notExpandable", "collapse refused: notExpandable",
      "expand refused: unknownName", "accordion collapses another row", "accordion collapses another row on tap",
      "set bool accepted", "set int accepted", "set int refused: invalidValue", "set string accepted",
      "set string refused: invalidValue", "set option accepted", "set option refused: invalidValue", "set set accepted",
      "set set refused: invalidValue", "set date accepted", "set date refused: invalidValue",
      "set no value refused: noValue", "set no value refused: unknownName", "set int changes the table",
      "set option changes the table", "search accepted", "search changes the table", "tap selects a choice",
      "tap deselects a choice",
    ]
    #expect(wanted.subtracting(outcomes).isEmpty, "never generated: \(wanted.subtracting(outcomes).sorted())")
  }

  /// Lists (issue 21): every list event, accepted and refused for each of the list rules, taps
  /// on item rows and add rows, group changes, sorted moves, keyed replaces that reorder,
  /// insert and remove.
  @Test func listEventsReachEveryOutcome() {
    let outcomes = Self.outcomes(.lists)
    let wanted: Set<String> = [
      "append accepted", "append refused: listRefused", "append refused: invalidValue", "insert accepted",
      "insert refused: listRefused", "remove accepted", "remove refused: listRefused", "remove refused: unknownName",
      "move accepted",
      "move refused: listRefused", "replace accepted", "replace refused: listRefused", "set item accepted",
      "set item refused: invalidValue", "set item refused: noValue", "tap item accepted",
      "tap item refused: rowNotShown",
      "tap add accepted", "expand item accepted", "expand item refused: notExpandable", "collapse item accepted",
      "list item changes group", "list group section appears", "list group section empties", "list resorts",
      "replace reorders", "replace inserts", "replace removes", "append changes the table", "move changes the table",
      "list at max", "list at min",
    ]
    #expect(wanted.subtracting(outcomes).isEmpty, "never generated: \(wanted.subtracting(outcomes).sorted())")
  }

  /// List sections in every shape issue 21 allows, their templates, defaults and conditions.
  @Test func listSpecsUseTheWholeListLanguage() {
    var features = Set<String>()
    for seed in Self.seeds {
      let spec = GeneratedCase(profile: .lists, seed: seed).spec
      for list in spec.lists {
        let rows = list.flatRows.map(\.row)
        func kind(_ id: String?) -> String { rows.first { $0.id == id }?.kind.rawValue ?? "none" }
        if let groupBy = list.groupBy { features.insert("groupBy \(kind(groupBy))") }
        if let sortBy = list.sortBy { features.insert("sortBy \(kind(sortBy))") }
        if list.groupBy != nil && list.sortBy != nil { features.insert("grouped and sorted") }
        if kind(list.groupBy) == "text", let sortBy = list.sortBy, sortBy != list.groupBy {
          features.insert("groupBy text sorted by another")
        }
        if list.groupBy == nil && list.sortBy == nil { features.insert("unsorted") }
        if list.add != nil { features.insert(list.max == nil ? "add" : "add with max") }
        if list.min != nil { features.insert("min") }
        if list.reorder { features.insert("reorder") }
        if list.header != nil { features.insert("header") }
        if list.visible != nil { features.insert("list visible") }
        if list.defaults.contains(where: { $0.key != nil }) { features.insert("default with key") }
        if list.defaults.contains(where: { $0.key == nil }) { features.insert("default without key") }
        if list.defaults.contains(where: { !$0.fields.isEmpty }) { features.insert("default with fields") }
        if rows.contains(where: { !$0.children.isEmpty }) { features.insert("nested template") }
        if rows.contains(where: { $0.optionTitles != nil }) { features.insert("option titles in template") }
        if let groupBy = list.groupBy, rows.contains(where: { $0.id == groupBy && $0.optionTitles != nil }) {
          features.insert("groupBy with titles")
        }
        let ownIDs = Set(rows.map(\.id))
        for case .condition(let condition)? in rows.map(\.visible) {
          if condition.references.contains(where: { ownIDs.contains($0) }) {
            features.insert("template reads its item")
          }
          if condition.references.contains(where: { !ownIDs.contains($0) }) {
            features.insert("template reads outside")
          }
        }
      }
      let listIDs = Set(spec.lists.map(\.id))
      let outside = spec.sections.compactMap(\.visible) + spec.flatRows.compactMap(\.row.visible)
      for case .condition(let condition) in outside where !condition.references.filter(listIDs.contains).isEmpty {
        features.insert("static condition reads a list")
      }
    }
    let wanted: Set<String> = [
      "groupBy choice", "groupBy picker", "groupBy text", "groupBy text sorted by another", "sortBy text",
      "sortBy number", "sortBy choice", "sortBy picker",
      "grouped and sorted", "unsorted", "add", "add with max", "min", "reorder", "header", "list visible",
      "default with key", "default without key", "default with fields", "nested template", "template reads its item",
      "template reads outside", "static condition reads a list", "option titles in template", "groupBy with titles",
    ]
    #expect(wanted.subtracting(features).isEmpty, "never generated: \(wanted.subtracting(features).sorted())")
  }

  /// Every outcome the events of `profile`'s first seeds reach, by the reference model.
  static func outcomes(_ profile: GeneratorProfile) -> Set<String> {
    var outcomes = Set<String>()
    var eventCounts: [Int] = []
    for seed in Self.seeds {
      let generated = GeneratedCase(profile: profile, seed: seed)
      eventCounts.append(generated.events.count)
      let shape = FormShape(spec: generated.spec)
      var state = shape.initialState
      for event in generated.events {
        let verb: String
        switch event {
        case .tap: verb = "tap"
        case .expand: verb = "expand"
        case .collapse: verb = "collapse"
        case .search: verb = "search"
        case .append: verb = "append"
        case .insert: verb = "insert"
        case .remove: verb = "remove"
        case .move: verb = "move"
        case .replace: verb = "replace"
        case .edit: verb = "edit"
        case .submit: verb = "submit"
        case .resetValidation: verb = "resetValidation"
        case .set(let name, _) where ItemRowName(name) != nil: verb = "set item"
        case .set(let name, _):
          verb = "set " + (shape.slotIndex[name].map { shape.slots[$0].type.rawValue } ?? "no value")
        }
        let verbOnItem: String
        switch event {
        case .tap(let id) where ItemRowName(id) != nil: verbOnItem = "tap item"
        case .tap(let id) where shape.lists.contains(where: { $0.add?.id == id }): verbOnItem = "tap add"
        case .expand(let id) where ItemRowName(id) != nil, .collapse(let id) where ItemRowName(id) != nil:
          verbOnItem = verb + " item"
        default: verbOnItem = verb
        }
        outcomes.insert("seen " + verbOnItem)
        switch shape.apply(event, to: state) {
        case .failure(let refusal):
          outcomes.insert("\(verb) refused: \(refusal.refusal.rawValue)")
          outcomes.insert("\(verbOnItem) refused: \(refusal.refusal.rawValue)")
        case .success(let next):
          outcomes.insert("\(verb) accepted")
          outcomes.insert("\(verbOnItem) accepted")
          outcomes.formUnion(Self.listOutcomes(shape, state, next.state, verb: verb))
          let collapsed = shape.rows.filter { state.expanded[$0.id] == true && next.state.expanded[$0.id] == false }
          if case .expand = event, !collapsed.isEmpty { outcomes.insert("accordion collapses another row") }
          if case .tap(let id) = event, collapsed.contains(where: { $0.id != id }) {
            outcomes.insert("accordion collapses another row on tap")
          }
          if shape.table(next.state) != shape.table(state) { outcomes.insert("\(verb) changes the table") }
          if case .tap(let id) = event, let name = next.changedValue, shape.sections.contains(where: { $0.id == name })
          {
            let selected = next.state.selectedIDs(of: name).contains(id)
            outcomes.insert(selected ? "tap selects a choice" : "tap deselects a choice")
          }
          state = next.state
        }
      }
    }
    #expect(eventCounts.allSatisfy { profile.events.contains($0) })
    return outcomes
  }

  /// What a list event did: items changing group or place, sections of groups appearing and
  /// emptying, replaces that reorder, insert or remove, lists reaching their limits.
  static func listOutcomes(_ shape: FormShape, _ before: ModelState, _ after: ModelState, verb: String) -> Set<String> {
    var outcomes = Set<String>()
    for list in shape.lists {
      let old = before.lists[list.id]?.items ?? [], new = after.lists[list.id]?.items ?? []
      let oldKeys = old.map(\.key), newKeys = new.map(\.key)
      let kept = newKeys.filter(oldKeys.contains)
      if kept != oldKeys.filter(newKeys.contains) {
        outcomes.insert(list.isSorted ? "list resorts" : "list reorders")
        outcomes.insert("\(verb) reorders")
      }
      if kept.count < oldKeys.count { outcomes.insert("\(verb) removes") }
      if kept.count < newKeys.count { outcomes.insert("\(verb) inserts") }
      if let max = list.max, new.count == max, old.count < max { outcomes.insert("list at max") }
      if new.count == list.min, old.count > list.min { outcomes.insert("list at min") }
      if list.groupBy != nil {
        for item in new {
          if let previous = old.first(where: { $0.key == item.key }), list.group(of: previous) != list.group(of: item) {
            outcomes.insert("list item changes group")
          }
        }
        let oldGroups = Set(old.map(list.group)), newGroups = Set(new.map(list.group))
        if !newGroups.subtracting(oldGroups).isEmpty { outcomes.insert("list group section appears") }
        if !oldGroups.subtracting(newGroups).isEmpty { outcomes.insert("list group section empties") }
      }
    }
    return outcomes
  }
}
