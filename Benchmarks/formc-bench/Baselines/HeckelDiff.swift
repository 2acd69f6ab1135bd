/// Paul Heckel's diff ("A technique for isolating differences between files", 1978), the
/// algorithm DifferenceKit and IGListKit use: a symbol table counts each element in the old and
/// the new list, elements that occur once in each are matched, and matches are extended to
/// equal neighbours forwards and backwards. Six linear passes, O(n) with hashing.
struct HeckelDiff {
  /// For each old element, the index of its match in the new list, or -1 (deleted).
  private(set) var oldMatch: [Int]
  /// For each new element, the index of its match in the old list, or -1 (inserted).
  private(set) var newMatch: [Int]

  /// Old indexes without a match, ascending.
  var deleted: [Int] { oldMatch.indices.filter { oldMatch[$0] < 0 } }
  /// New indexes without a match, ascending.
  var inserted: [Int] { newMatch.indices.filter { newMatch[$0] < 0 } }

  init(old: [String], new: [String]) {
    // Pass 1 and 2: the symbol table. Each entry counts occurrences (0, 1, or 2 for "many").
    var symbols: [String: Int] = [:]
    symbols.reserveCapacity(max(old.count, new.count))
    var oldCount: [UInt8] = []
    var newCount: [UInt8] = []
    var oldIndex: [Int] = []
    func entry(_ element: String) -> Int {
      if let found = symbols[element] { return found }
      let created = oldCount.count
      symbols[element] = created
      oldCount.append(0)
      newCount.append(0)
      oldIndex.append(-1)
      return created
    }
    var newSymbol = [Int](repeating: 0, count: new.count)
    for (index, element) in new.enumerated() {
      let symbol = entry(element)
      newCount[symbol] = min(newCount[symbol] + 1, 2)
      newSymbol[index] = symbol
    }
    var oldSymbol = [Int](repeating: 0, count: old.count)
    for (index, element) in old.enumerated() {
      let symbol = entry(element)
      oldCount[symbol] = min(oldCount[symbol] + 1, 2)
      oldIndex[symbol] = index
      oldSymbol[index] = symbol
    }
    // Pass 3: elements occurring once in each list match.
    var oldMatch = [Int](repeating: -1, count: old.count)
    var newMatch = [Int](repeating: -1, count: new.count)
    for index in new.indices {
      let symbol = newSymbol[index]
      if oldCount[symbol] == 1, newCount[symbol] == 1 {
        newMatch[index] = oldIndex[symbol]
        oldMatch[oldIndex[symbol]] = index
      }
    }
    // Pass 4: a match's unmatched successors match when their elements are equal.
    if new.count > 1 {
      for index in 0..<(new.count - 1) {
        let other = newMatch[index]
        guard other >= 0, other + 1 < old.count, newMatch[index + 1] < 0, oldMatch[other + 1] < 0,
          newSymbol[index + 1] == oldSymbol[other + 1]
        else { continue }
        newMatch[index + 1] = other + 1
        oldMatch[other + 1] = index + 1
      }
      // Pass 5: the same for predecessors, backwards.
      for index in stride(from: new.count - 1, to: 0, by: -1) {
        let other = newMatch[index]
        guard other > 0, newMatch[index - 1] < 0, oldMatch[other - 1] < 0,
          newSymbol[index - 1] == oldSymbol[other - 1]
        else { continue }
        newMatch[index - 1] = other - 1
        oldMatch[other - 1] = index - 1
      }
    }
    // Pass 6, reading off deletions, insertions (and moves, which no scripted event makes), is
    // left to the caller.
    self.oldMatch = oldMatch
    self.newMatch = newMatch
  }
}
