import FormRuntime

/// Splits the state that can change visibility into parts that never meet: two pieces of state
/// are in one part when they are read by one condition, when one is an expanded flag of an
/// ancestor of a row whose visibility reads the other, or when they govern rows of one section.
///
/// The table in a state is then fixed part by part, so each part can be explored with the others
/// held still: the product of the parts' state counts becomes their sum.
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

  /// The parts, each a sorted list of variables; parts in order of their first variable.
  let parts: [[Variable]]

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
    func join(_ node: Int, _ rules: Range<Int>, value: Int) {
      guard !rules.isEmpty else { return }
      if value >= 0 { union(node, valueBase + value) }
      for rule in rules { for variable in readers(form.rules.condition[rule]) { union(node, variable) } }
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
      union(node, sectionBase + form.rows.section[slot])
      for variable in readers(form.rows.enabled[slot]) { union(node, variable) }
      join(node, form.ruleLayout.rules(ofRow: slot), value: form.rows.value[slot])
    }
    for section in 0..<form.sections.count {
      let node = sectionBase + section
      for variable in readers(form.sections.visible[section]) { union(node, variable) }
      join(node, form.ruleLayout.rules(ofSection: section), value: form.sections.select[section])
    }
    var groups: [Int: [Variable]] = [:]
    for value in relevantValues.sorted() { groups[find(valueBase + value), default: []].append(.value(value)) }
    for slot in 0..<rowCount where form.rows.isExpandable(slot) {
      groups[find(flagBase + slot), default: []].append(.expanded(slot))
    }
    parts = groups.values.map { $0.sorted() }.sorted { ($0.first ?? .value(0)) < ($1.first ?? .value(0)) }
  }
}
