import SeededRandom
import Testing

@testable import FormRuntimeCore

/// ``ListItems`` against a plain array model: random inserts, removes, moves and row updates,
/// with every lookup (index, key, prefix rows per section, the item spanning a row) compared
/// after each step, across chunk splits and merges.
@Suite struct ListItemsTests {
  /// The model: items with their shown rows and section.
  private struct ModelEntry {
    var item: ListItem
    var bits: UInt64
    var section: Int
  }

  private static let firstSection = 3
  private static let sectionCount = 3

  private func item(_ key: String, _ random: inout SplitMix64) -> ListItem {
    ListItem(key: key, values: [.int(random.int(0...9))], expanded: [random.chance(50)])
  }

  private func randomBits(_ random: inout SplitMix64) -> UInt64 {
    random.chance(20) ? 0 : UInt64(random.int(0...15))
  }

  /// Every lookup of `store` agrees with `model`.
  private func check(_ store: ListItems, _ model: [ModelEntry], step: Int) {
    #expect(store.count == model.count, "step \(step)")
    #expect(Array(store) == model.map(\.item), "step \(step)")
    guard store.count == model.count else { return }
    var running = [Int](repeating: 0, count: Self.sectionCount)
    for (index, entry) in model.enumerated() {
      #expect(store[index] == entry.item)
      #expect(store.index(ofKey: entry.item.key) == index, "step \(step) key \(entry.item.key)")
      #expect(store.rowBits(at: index) == entry.bits && store.section(at: index) == entry.section)
      for group in 0..<Self.sectionCount {
        #expect(store.rowsBefore(index, inSection: Self.firstSection + group) == running[group], "step \(step)")
      }
      let group = entry.section - Self.firstSection
      for rank in running[group]..<(running[group] + entry.bits.nonzeroBitCount) {
        #expect(store.index(containingRow: rank, inSection: entry.section) == index, "step \(step) rank \(rank)")
      }
      running[group] += entry.bits.nonzeroBitCount
    }
    for group in 0..<Self.sectionCount {
      #expect(store.rowsBefore(model.count, inSection: Self.firstSection + group) == running[group])
    }
    #expect(store.index(ofKey: "absent") == nil)
    let keys: [String?] = model.map(\.item.key) + [nil, "absent"]
    #expect(store.indexes(ofKeys: keys) == Array(model.indices) + [-1, -1], "step \(step)")
  }

  @Test(arguments: [1, 2, 3, 4]) func agreesWithAnArrayModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var store = ListItems()
    store.configure(firstSection: Self.firstSection, sectionCount: Self.sectionCount)
    var model: [ModelEntry] = []
    var nextKey = 0
    for step in 0..<1_500 {
      // Grow to a few hundred entries (several chunks), then shrink and grow again.
      let growing = (step / 500) % 2 == 0
      switch random.weighted([growing ? 6 : 2, growing ? 2 : 6, 2, 3]) {
      case 0:
        let index = random.int(0...model.count)
        nextKey += 1
        let entry = ModelEntry(
          item: item("k\(nextKey)", &random), bits: randomBits(&random),
          section: Self.firstSection + random.int(0...(Self.sectionCount - 1)))
        store.insertEntry(entry.item, at: index, bits: entry.bits, section: entry.section)
        model.insert(entry, at: index)
      case 1 where !model.isEmpty:
        let index = random.int(0...(model.count - 1))
        let removed = store.removeEntry(at: index)
        #expect(removed.item == model.remove(at: index).item)
      case 2 where !model.isEmpty:
        // A move as the engine makes it (the key keeps its handle, across any split or merge
        // between the two steps), or as a removal and a new insert.
        let from = random.int(0...(model.count - 1)), to = random.int(0...(model.count - 1))
        let keepsHandle = random.chance(50)
        let entry = store.removeEntry(at: from, keepingHandle: keepsHandle)
        store.insertEntry(
          entry.item, at: to, bits: entry.bits, section: entry.section, keptHandle: keepsHandle ? entry.handle : nil)
        model.insert(model.remove(at: from), at: to)
      case 3 where !model.isEmpty:
        let index = random.int(0...(model.count - 1))
        let bits = randomBits(&random), section = Self.firstSection + random.int(0...(Self.sectionCount - 1))
        store.setRows(at: index, bits: bits, section: section)
        model[index].bits = bits
        model[index].section = section
        if random.chance(30) {
          var changed = model[index].item
          changed.values = [.int(random.int(10...20))]
          store[index] = changed
          model[index].item = changed
        } else if random.chance(30) {
          let value = FormValue.int(random.int(10...20)), expanded = random.chance(50)
          store.setValue(value, field: 0, at: index)
          store.setExpanded(expanded, row: 0, at: index)
          model[index].item.values[0] = value
          model[index].item.expanded[0] = expanded
        }
      default: continue
      }
      // The full check is O(n²)-ish: often enough to catch a broken step near where it happens.
      if step % 25 == 0 || model.count < 5 { check(store, model, step: step) }
    }
    check(store, model, step: -1)
  }

  /// The prefix sums the store finds chunks and rows with, against plain sums, as counts change
  /// (zeros included: empty chunks of rows in a section).
  @Test(arguments: [1, 2, 3]) func prefixSumsAgreeWithPlainSums(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var counts = (0..<random.int(0...70)).map { _ in random.chance(30) ? 0 : random.int(0...9) }
    var sums = PrefixSums(counts)
    for step in 0..<300 {
      if !counts.isEmpty && random.chance(70) {
        let index = random.int(0...(counts.count - 1))
        let delta = random.int(-counts[index]...5)
        counts[index] += delta
        sums.add(delta, at: index)
      }
      var plain = 0
      for length in 0...counts.count {
        #expect(sums.sum(ofFirst: length) == plain, "step \(step) length \(length)")
        if length < counts.count { plain += counts[length] }
      }
      let target = random.int(0...(plain + 2))
      var length = 0, sum = 0
      while length < counts.count && sum + counts[length] <= target {
        sum += counts[length]
        length += 1
      }
      let found = sums.longestPrefix(notExceeding: target)
      #expect(found.length == length && found.sum == sum, "step \(step) target \(target)")
    }
  }

  @Test func copiesDoNotShareChanges() {
    var random = SplitMix64(seed: 9)
    let items = (0..<300).map { item("k\($0)", &random) }
    let original = ListItems(items)
    var copy = original
    copy.remove(at: 10)
    copy.insert(item("new", &random), at: 200)
    #expect(Array(original) == items)
    #expect(original.index(ofKey: "k10") == 10 && copy.index(ofKey: "k10") == nil)
    #expect(copy.index(ofKey: "new") == 200 && original.index(ofKey: "new") == nil)
    #expect(copy != original)
    #expect(ListItems(items) == original && ListItems(items).hashValue == original.hashValue)
  }

  @Test func behavesAsACollection() {
    var random = SplitMix64(seed: 5)
    var items: ListItems = [item("a", &random), item("b", &random)]
    items.append(item("c", &random))
    items.replaceSubrange(0..<2, with: [item("d", &random)])
    #expect(items.map(\.key) == ["d", "c"])
    #expect(items.index(ofKey: "c") == 1 && items.index(ofKey: "a") == nil)
    items.removeAll()
    #expect(items.isEmpty && items.index(ofKey: "d") == nil)
  }
}
