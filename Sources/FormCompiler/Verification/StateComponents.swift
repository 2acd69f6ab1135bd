import FormRuntime

/// Splits the state that can change visibility into parts that never meet: two pieces of state
/// are in one part when they are read by one condition, when one is an expanded flag of an
/// ancestor of a row whose visibility reads the other, or when they govern rows of one section.
///
/// The table in a state is then fixed part by part, so each part can be explored with the others
/// held still: the product of the parts' state counts becomes their sum.
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
      return program.readValues.map { valueBase + $0 } + program.readExpansions.map { flagBase + $0 }
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
    }
    for section in 0..<form.sections.count {
      for variable in readers(form.sections.visible[section]) { union(sectionBase + section, variable) }
    }
    var groups: [Int: [Variable]] = [:]
    for value in relevantValues.sorted() { groups[find(valueBase + value), default: []].append(.value(value)) }
    for slot in 0..<rowCount where form.rows.isExpandable(slot) {
      groups[find(flagBase + slot), default: []].append(.expanded(slot))
    }
    parts = groups.values.map { $0.sorted() }.sorted { ($0.first ?? .value(0)) < ($1.first ?? .value(0)) }
  }
}
