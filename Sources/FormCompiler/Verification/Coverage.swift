import FormDiagnostics
@_spi(Testing) import FormRuntimeCore

/// What the exploration saw: which rows and sections were ever shown, which conditions were
/// ever true or false, which accordion sections ever showed two expandable rows side by side.
struct Coverage {
  let form: CompiledForm
  var rowShown: [Bool]
  var sectionShown: [Bool]
  var conditionSeenTrue: [Bool]
  var conditionSeenFalse: [Bool]
  var accordionContested: [Bool]
  /// Slot of each row id and index of each section id, built once rather than per state.
  let slots: [String: Int]
  let sections: [String: Int]
  /// The conditions of lists' template rows, which hold or not per item.
  let templateConditions: Set<Int>

  init(form: CompiledForm) {
    self.form = form
    rowShown = Array(repeating: false, count: form.rows.count)
    sectionShown = Array(repeating: false, count: form.sections.count)
    conditionSeenTrue = Array(repeating: false, count: form.conditions.count)
    conditionSeenFalse = Array(repeating: false, count: form.conditions.count)
    accordionContested = Array(repeating: false, count: form.sections.count)
    slots = Dictionary(form.rows.id.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    sections = Dictionary(form.sections.id.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    templateConditions = Set(form.rows.visible[form.listLayout.firstTemplateRow...].filter { $0 >= 0 })
  }

  /// - Parameter validation: the state's from-scratch validation, which conditions reading its flags read; nil for
  ///   a form whose conditions read none.
  mutating func record(_ engine: FormEngine, table: FormTable, validation: ValidationTable? = nil) {
    for section in table.sections {
      guard var sectionIndex = sections[section.id] else { continue }
      // A grouped list's section: the first of the list's, plus its group's place.
      if let group = section.group {
        let list = form.listLayout.listOfSection[sectionIndex]
        sectionIndex = form.lists.firstSection[list] + (form.offset(ofGroup: group.stringValue, inList: list) ?? 0)
        // Which letters show depends on the texts the app gives, which no exploration enumerates: a
        // list grouped by initial letter counts as shown, every letter of it, once one letter is.
        if form.groupsByInitialLetter(list) {
          for letter in form.lists.firstSection[list]..<form.lists.endSection[list] { sectionShown[letter] = true }
        }
      }
      sectionShown[sectionIndex] = true
      var shownExpandable: [Int] = []
      for id in section.rows {
        // An item's row counts for its template row.
        guard let slot = slots[id] ?? ItemRowName(id).flatMap({ slots[$0.row] }) else { continue }
        rowShown[slot] = true
        if form.rows.isExpandable(slot) { shownExpandable.append(slot) }
      }
      if form.sections.accordion[sectionIndex] {
        // Two shown expandable rows, neither inside the other: the accordion rule can matter.
        for (offset, first) in shownExpandable.enumerated() {
          if shownExpandable.dropFirst(offset + 1).contains(where: { $0 >= form.rows.subtreeEnd[first] }) {
            accordionContested[sectionIndex] = true
          }
        }
      }
    }
    for (index, condition) in form.conditions.enumerated() where !templateConditions.contains(index) {
      let holds =
        if let validation {
          condition.evaluate(values: engine.state.values, expanded: engine.state.expanded, validation: validation.flag)
        } else {
          condition.evaluate(values: engine.state.values, expanded: engine.state.expanded)
        }
      if holds {
        conditionSeenTrue[index] = true
      } else {
        conditionSeenFalse[index] = true
      }
    }
    // A template row's condition holds or not item by item.
    for list in form.lists.id.indices {
      let firstRow = form.lists.firstRow[list], firstValue = form.lists.firstValue[list]
      for item in engine.state.lists[list].items {
        for slot in firstRow..<form.lists.endRow[list] where form.rows.visible[slot] >= 0 {
          let index = form.rows.visible[slot]
          if form.conditions[index].evaluate(
            values: engine.state.values, expanded: engine.state.expanded, item: item, firstValue: firstValue,
            firstRow: firstRow)
          {
            conditionSeenTrue[index] = true
          } else {
            conditionSeenFalse[index] = true
          }
        }
      }
    }
  }

  /// The conditions seen only true or only false (that ``warnings(sourceMap:skipping:bounded:)`` reports, unless a
  /// literal).
  var constantConditions: Set<Int> {
    Set(form.conditions.indices.filter { conditionSeenTrue[$0] != conditionSeenFalse[$0] })
  }

  /// The warnings, placed in the spec.
  /// - Parameters:
  ///   - decided: expandable rows whose hidden children the checks already report (``FormTraps``).
  ///   - bounded: conditions that read the count of a list explored with fewer items than it can
  ///     hold: what they did not show is no proof, so no warning says it.
  func warnings(sourceMap: FormSourceMap, skipping decided: Set<Int> = [], bounded: Set<Int> = []) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    func warn(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation?) {
      guard let location else { return }
      warnings.append(Diagnostic(kind: kind, severity: .warning, message: message, at: location))
    }
    for (section, shown) in sectionShown.enumerated() where !shown && !bounded.contains(form.sections.visible[section])
    {
      warn(
        .sectionNeverShown, "section '\(form.sections.id[section])' can never be shown",
        at: sourceMap.sections[section])
    }
    for slot in 0..<form.rows.count
    where !rowShown[slot] && sectionShown[form.rows.section[slot]] && !bounded.contains(form.rows.visible[slot]) {
      let parent = form.rows.parent[slot]
      // Report the topmost row of an unreachable subtree only.
      if parent >= 0 && !rowShown[parent] { continue }
      warn(.rowNeverShown, "row '\(form.rows.id[slot])' can never be shown", at: sourceMap.rows[slot])
    }
    for slot in 0..<form.rows.count where form.rows.isExpandable(slot) && rowShown[slot] && !decided.contains(slot) {
      let children = (slot + 1..<form.rows.subtreeEnd[slot]).filter { form.rows.parent[$0] == slot }
      if !children.contains(where: { rowShown[$0] }) {
        warn(
          .childrenNeverShown,
          "row '\(form.rows.id[slot])' expands, but none of its children can ever be shown",
          at: sourceMap.rowExpands[slot] ?? sourceMap.rows[slot])
      }
    }
    for index in form.conditions.indices
    where conditionSeenTrue[index] != conditionSeenFalse[index] && !bounded.contains(index) {
      // `visible: false` written as a literal is meant to be constant.
      if form.conditions[index].code.count == 1 { continue }
      let value = conditionSeenTrue[index] ? "true" : "false"
      for location in sourceMap.conditions[index] {
        warn(
          .constantCondition, "condition \"\(form.conditions[index].source)\" is always \(value)", at: location)
      }
    }
    for section in form.sections.id.indices where form.sections.accordion[section] && sectionShown[section] {
      if !accordionContested[section] {
        warn(
          .idleAccordion,
          "'accordion: true' has no effect: no two rows of section '\(form.sections.id[section])' that expand can be shown at the same time",
          at: sourceMap.sectionAccordions[section])
      }
    }
    return warnings.sorted { $0.location < $1.location }
  }
}
