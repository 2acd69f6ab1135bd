import FormRuntimeCore

/// Splits the state that can change visibility into parts that never meet: two pieces of state
/// are in one part when they are read by one condition, when one is an expanded flag of an
/// ancestor of a row whose visibility reads the other, when they govern rows of one section that
/// couples them (rows that can hide in a section that would empty without them, every row of a
/// section with a condition or of a select section, an accordion's expandable rows), or when one
/// is a value a row's detail shows and the other governs that row. docs/verify.md gives the
/// argument.
///
/// The table in a state is then fixed part by part, so each part can be explored with the others
/// held still: the product of the parts' state counts becomes their sum.
///
/// A *leaf* goes further: the value of a row with rules that nothing reads but those rules (no
/// condition, no detail, no `ROW.isValid` or `SECTION.isValid` of it) changes nothing but its own
/// row's validity and error, whatever governs the row. Each leaf is explored with the rest of its
/// row's part (the *hub*), leaves of one hub one at a time: hub times leaf for each leaf, rather
/// than hub times every leaf together.
///
/// Validation is followed too: a row's value with rules is in its row's part (whether its rules
/// apply depends on the row being shown and enabled), with what its `enabled` condition and its
/// `valid` rules' conditions read; a condition reading `ROW.isValid`, `ROW.isEnabled` or
/// `SECTION.isValid` reads that row's or section's value and part. `form.isValid`, which every row
/// with rules feeds, joins nothing: the verifier explores each part against two backgrounds, the
/// other parts as they start and with every rule passing, which is when `form.isValid` can
/// change (``FormVerifier``); a form whose `visible` conditions read it is explored whole.
struct StateComponents {
  /// A piece of state: a value slot, or a row's expanded flag.
  enum Variable: Hashable, Comparable {
    case value(Int)
    case expanded(Int)
  }

  /// The parts, each a sorted list of variables; parts in order of their variables. Parts share variables only
  /// when leaves hang from one hub (see above).
  let parts: [[Variable]]
  /// The indexes of the parts that hold or govern a row or select section with rules: only exploring these can
  /// change `form.isValid`.
  let partsMeetingRules: Set<Int>

  init(form: CompiledForm, relevantValues: Set<Int>) {
    let rowCount = form.rows.count
    let valueBase = 0, flagBase = form.values.count, rowBase = flagBase + rowCount
    let sectionBase = rowBase + rowCount
    var parent = Array(0..<(sectionBase + form.sections.count))
    func find(_ node: Int) -> Int {
      var node = node
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    func union(_ a: Int, _ b: Int) {
      let rootA = find(a), rootB = find(b)
      if rootA != rootB { parent[rootA] = rootB }
    }
    func readers(_ condition: Int) -> [Int] {
      guard condition >= 0 else { return [] }
      let program = form.conditions[condition]
      var nodes = program.readValues.map { valueBase + $0 } + program.readExpansions.map { flagBase + $0 }
      for flag in program.readValidation {
        switch flag {
        case .rowIsValid(let slot), .rowIsEnabled(let slot): nodes.append(rowBase + slot)
        case .sectionIsValid(let section): nodes.append(sectionBase + section)
        case .formIsValid: break
        }
      }
      return nodes
    }
    var validityReadSections = Set<Int>()
    var validityReadRows = Set<Int>()
    for condition in form.conditions {
      for flag in condition.readValidation {
        switch flag {
        case .sectionIsValid(let section): validityReadSections.insert(section)
        case .rowIsValid(let slot): validityReadRows.insert(slot)
        case .rowIsEnabled, .formIsValid: break
        }
      }
    }
    let readValues = Set(form.conditions.flatMap(\.readValues)).union(form.presentationLayout.valuesWithReaders)
    // The row each leaf value belongs to (see `leaves`).
    var leafRow: [Int: Int] = [:]
    func join(_ node: Int, _ rules: Range<Int>, value: Int, row: Int? = nil) {
      guard !rules.isEmpty else { return }
      if let row, value >= 0, !readValues.contains(value), !validityReadRows.contains(row),
        !validityReadSections.contains(form.rows.section[row])
      {
        leafRow[value] = node
      } else if value >= 0 {
        union(node, valueBase + value)
      }
      for rule in rules { for variable in readers(form.rules.condition[rule]) { union(node, variable) } }
    }
    // A section with a row that has no condition and no parent always has a row to show.
    var sectionCanEmpty = [Bool](repeating: true, count: form.sections.count)
    for slot in 0..<rowCount where form.rows.visible[slot] < 0 && form.rows.parent[slot] < 0 {
      sectionCanEmpty[form.rows.section[slot]] = false
    }
    for slot in 0..<rowCount {
      let node = rowBase + slot
      for variable in readers(form.rows.visible[slot]) { union(node, variable) }
      let parentSlot = form.rows.parent[slot]
      if parentSlot >= 0 {
        union(node, rowBase + parentSlot)
        union(node, flagBase + parentSlot)
      }
      if form.rows.isExpandable(slot) { union(node, flagBase + slot) }
      let section = form.rows.section[slot]
      // Rows meet through their section only where it couples them (docs/verify.md, rule 3): where
      // they can hide and the section would empty without them, where the section has a condition,
      // a selection or a validity someone reads, and an accordion's expandable rows (expanding one
      // collapses the others). Elsewhere the section's other rows only move a row, as other
      // sections' rows do.
      let canHide = form.rows.visible[slot] >= 0 || parentSlot >= 0
      if (canHide && sectionCanEmpty[section]) || form.sections.visible[section] >= 0
        || form.sections.select[section] >= 0 || validityReadSections.contains(section)
        || (form.sections.accordion[section] && parentSlot < 0 && form.rows.isExpandable(slot))
      {
        union(node, sectionBase + section)
      }
      for variable in readers(form.rows.enabled[slot]) { union(node, variable) }
      join(node, form.ruleLayout.rules(ofRow: slot), value: form.rows.value[slot], row: slot)
    }
    // A detail showing a value reloads its row when the value changes, shown or not as its part says.
    for (value, rows) in zip(form.presentationLayout.valuesWithReaders, form.presentationLayout.readersOfValues) {
      for row in rows { union(rowBase + row, valueBase + value) }
    }
    for section in 0..<form.sections.count {
      let node = sectionBase + section
      for variable in readers(form.sections.visible[section]) { union(node, variable) }
      join(node, form.ruleLayout.rules(ofSection: section), value: form.sections.select[section])
    }
    var groups: [Int: [Variable]] = [:]
    var leaves: [Int: [Variable]] = [:]
    for value in relevantValues.sorted() {
      if let row = leafRow[value] {
        leaves[find(row), default: []].append(.value(value))
      } else {
        groups[find(valueBase + value), default: []].append(.value(value))
      }
    }
    for slot in 0..<rowCount where form.rows.isExpandable(slot) {
      groups[find(flagBase + slot), default: []].append(.expanded(slot))
    }
    // The roots of rows and sections with rules: a part holding one can change `form.isValid`.
    var ruleRoots = Set<Int>()
    for slot in 0..<rowCount where !form.ruleLayout.rules(ofRow: slot).isEmpty {
      ruleRoots.insert(find(rowBase + slot))
    }
    for section in 0..<form.sections.count where !form.ruleLayout.rules(ofSection: section).isEmpty {
      ruleRoots.insert(find(sectionBase + section))
    }
    var parts: [(variables: [Variable], meetsRules: Bool)] = []
    for root in Set(groups.keys).union(leaves.keys) {
      let hub = groups[root] ?? []
      guard let attached = leaves[root] else {
        parts.append((hub, ruleRoots.contains(root)))
        continue
      }
      parts += attached.map { ((hub + [$0]).sorted(), true) }
    }
    parts.sort { $0.variables.lexicographicallyPrecedes($1.variables) }
    self.parts = parts.map(\.variables)
    partsMeetingRules = Set(parts.indices.filter { parts[$0].meetsRules })
  }
}
