/// What each piece of state that validation derives is computed from: the graph that must have
/// no cycle for an event to settle.
///
/// The nodes are, per row, whether it is present (its `visible`, its ancestors' and its
/// section's hold), whether it is enabled and whether it is valid; per section, whether its
/// `visible` holds and (for a select section) whether it is valid; and whether the form is
/// valid. A node depends on the flags its conditions read (`ROW.isValid`, `ROW.isEnabled`,
/// `SECTION.isValid`, `form.isValid`) and on the nodes its definition names: a row's presence on
/// its parent's and its section's, its validity on its presence and its enabled state, a select
/// section's validity on its section being shown, the form's validity on every row and section
/// with rules. Values and expanded flags are set by events, never derived, so they are not nodes.
///
/// The compiler (which places the error) and the loader (which refuses a file whose engine
/// could not settle) both ask this type.
package struct ValidationDependencies {
  /// One piece of derived state.
  package enum Node: Hashable, Sendable {
    case rowPresent(Int), rowEnabled(Int), rowValid(Int), sectionShown(Int), sectionValid(Int), formValid
  }

  private let rowCount: Int
  private let sectionCount: Int
  /// Compressed adjacency: the nodes node `i` depends on are `targets[starts[i] ..< starts[i + 1]]`.
  private var starts: [Int]
  private var targets: [Int]

  /// The graph of `form`, whose tables have been checked to fit together (indexes in range).
  /// - Complexity: O(n + s + c + r) for n rows, s sections, c condition instructions and r rules.
  package init(form: CompiledForm) {
    rowCount = form.rows.count
    sectionCount = form.sections.count
    // The edges as two columns (node `edgeFrom[i]` depends on node `edgeTo[i]`): arrays of `Int`, which the engine
    // has anyway, rather than an array of tuples, whose array code would be one more copy in the WebAssembly module.
    var edgeFrom: [Int] = [], edgeTo: [Int] = []
    func edge(_ from: Node, _ to: Node) {
      edgeFrom.append(index(from))
      edgeTo.append(index(to))
    }
    let rowCount = self.rowCount, sectionCount = self.sectionCount
    func index(_ node: Node) -> Int {
      switch node {
      case .rowPresent(let row): row
      case .rowEnabled(let row): rowCount + row
      case .rowValid(let row): 2 * rowCount + row
      case .sectionShown(let section): 3 * rowCount + section
      case .sectionValid(let section): 3 * rowCount + sectionCount + section
      case .formValid: 3 * rowCount + 2 * sectionCount
      }
    }
    func node(of flag: ValidationFlag) -> Node {
      switch flag {
      case .rowIsValid(let row): .rowValid(row)
      case .rowIsEnabled(let row): .rowEnabled(row)
      case .sectionIsValid(let section): .sectionValid(section)
      case .formIsValid: .formValid
      }
    }
    func reads(_ from: Node, condition: Int) {
      guard condition >= 0, condition < form.conditions.count else { return }
      for flag in form.conditions[condition].readValidation { edge(from, node(of: flag)) }
    }
    for row in 0..<rowCount {
      reads(.rowPresent(row), condition: form.rows.visible[row])
      if form.rows.parent[row] >= 0 {
        edge(.rowPresent(row), .rowPresent(form.rows.parent[row]))
      }
      edge(.rowPresent(row), .sectionShown(form.rows.section[row]))
      reads(.rowEnabled(row), condition: form.rows.enabled[row])
    }
    for section in 0..<sectionCount { reads(.sectionShown(section), condition: form.sections.visible[section]) }
    for row in form.ruleLayout.rowsWithRules {
      edge(.rowValid(row), .rowPresent(row))
      edge(.rowValid(row), .rowEnabled(row))
      edge(.formValid, .rowValid(row))
      for rule in form.ruleLayout.rules(ofRow: row) { reads(.rowValid(row), condition: form.rules.condition[rule]) }
    }
    for section in form.ruleLayout.sectionsWithRules {
      edge(.sectionValid(section), .sectionShown(section))
      edge(.formValid, .sectionValid(section))
      for rule in form.ruleLayout.rules(ofSection: section) {
        reads(.sectionValid(section), condition: form.rules.condition[rule])
      }
    }
    let nodeCount = index(.formValid) + 1
    var starts = [Int](repeating: 0, count: nodeCount + 1)
    for from in edgeFrom { starts[from + 1] += 1 }
    for node in 0..<nodeCount { starts[node + 1] += starts[node] }
    var next = starts
    var targets = [Int](repeating: 0, count: edgeTo.count)
    for (from, to) in zip(edgeFrom, edgeTo) {
      targets[next[from]] = to
      next[from] += 1
    }
    self.starts = starts
    self.targets = targets
  }

  /// A cycle of the graph, as the nodes on it, each depending on the next and the last on the
  /// first; nil when there is none.
  /// - Complexity: O(nodes + edges), without recursion.
  package func firstCycle() -> [Node]? {
    let nodeCount = starts.count - 1
    // 0: not visited, 1: on the current path, 2: done.
    var color = [UInt8](repeating: 0, count: nodeCount)
    // The current path, and the next edge to follow from each node on it.
    var path: [Int] = [], nextEdge: [Int] = []
    for root in 0..<nodeCount where color[root] == 0 {
      color[root] = 1
      path.append(root)
      nextEdge.append(starts[root])
      while let top = path.last, let edge = nextEdge.last {
        guard edge < starts[top + 1] else {
          color[top] = 2
          path.removeLast()
          nextEdge.removeLast()
          continue
        }
        nextEdge[nextEdge.count - 1] = edge + 1
        let target = targets[edge]
        switch color[target] {
        case 0:
          color[target] = 1
          path.append(target)
          nextEdge.append(starts[target])
        case 1:
          var cycle: [Node] = []
          for index in (path.firstIndex(of: target) ?? 0)..<path.count { cycle.append(node(at: path[index])) }
          return cycle
        default:
          break
        }
      }
    }
    return nil
  }

  private func node(at index: Int) -> Node {
    switch index {
    case ..<rowCount: .rowPresent(index)
    case ..<(2 * rowCount): .rowEnabled(index - rowCount)
    case ..<(3 * rowCount): .rowValid(index - 2 * rowCount)
    case ..<(3 * rowCount + sectionCount): .sectionShown(index - 3 * rowCount)
    case ..<(3 * rowCount + 2 * sectionCount): .sectionValid(index - 3 * rowCount - sectionCount)
    default: .formValid
    }
  }
}
