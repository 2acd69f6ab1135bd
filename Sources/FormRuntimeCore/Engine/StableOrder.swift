/// The one stable sort of the engine and the tools built on it.
///
/// The standard library's `sort(by:)` is copied for each element type and, by the optimizer's
/// closure specialization, for each call site's closure: in the WebAssembly module (issue 25)
/// fifteen copies made about 70 KB. Here the sorting code is not generic: it orders `Int`s, and
/// other elements by ordering their indexes, so the module, which is built without closure specialization
/// (Scripts/build-wasm.sh), holds it once. The cost there is an indirect call per comparison; the
/// lists sorted this way are small or sorted once per event (BENCHMARKS.md, "The engine as
/// WebAssembly: size").
package enum StableOrder {
  /// The indexes `0..<count` in the order `areInIncreasingOrder` gives their elements, equal
  /// elements (neither in increasing order with the other) keeping their order.
  /// `areInIncreasingOrder` must be a strict weak ordering of `0..<count`.
  /// - Complexity: O(n log n) comparisons and O(n) extra space for n = `count`.
  @inline(never)
  package static func indexes(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var indexes = Array(0..<max(count, 0))
    sort(&indexes, by: areInIncreasingOrder)
    return indexes
  }

  /// Sorts `integers` by `areInIncreasingOrder`, equal ones (neither in increasing order with
  /// the other) keeping their order: the engine's lists of slots, sections and positions
  /// (`by: <`), and, through ``indexes(count:by:)``, everything else.
  /// `areInIncreasingOrder` must be a strict weak ordering.
  /// - Complexity: O(n log n) comparisons and O(n) extra space.
  ///
  /// A bottom-up merge sort: runs sorted by insertion, then merged pairwise between two buffers.
  /// Taking from the right run only when its element is strictly before the left one's keeps equal
  /// elements in order. Never inlined, so that each build holds it once (or once per call site's
  /// closure, where closure specialization is on, as in native builds: there `<` is compared
  /// directly).
  @inline(never)
  package static func sort(_ integers: inout [Int], by areInIncreasingOrder: (Int, Int) -> Bool) {
    let count = integers.count
    var start = 0
    while start < count {
      let end = min(start + insertionRun, count)
      var next = start + 1
      while next < end {
        let value = integers[next]
        var hole = next
        while hole > start && areInIncreasingOrder(value, integers[hole - 1]) {
          integers[hole] = integers[hole - 1]
          hole -= 1
        }
        integers[hole] = value
        next += 1
      }
      start = end
    }
    guard count > insertionRun else { return }
    var merged = [Int](repeating: 0, count: count)
    var width = insertionRun
    while width < count {
      var low = 0
      while low < count {
        let middle = min(low + width, count), high = min(middle + width, count)
        var left = low, right = middle, out = low
        while left < middle && right < high {
          if areInIncreasingOrder(integers[right], integers[left]) {
            merged[out] = integers[right]
            right += 1
          } else {
            merged[out] = integers[left]
            left += 1
          }
          out += 1
        }
        while left < middle {
          merged[out] = integers[left]
          left += 1
          out += 1
        }
        while right < high {
          merged[out] = integers[right]
          right += 1
          out += 1
        }
        low = high
      }
      swap(&integers, &merged)
      width *= 2
    }
  }

  /// Sorts `elements` stably by `areInIncreasingOrder`, a strict weak ordering.
  /// - Complexity: O(n log n) comparisons and O(n) extra space.
  package static func sort<Element>(
    _ elements: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    guard elements.count > 1 else { return }
    let unsorted = elements
    let order = indexes(count: unsorted.count) { areInIncreasingOrder(unsorted[$0], unsorted[$1]) }
    for (position, index) in order.enumerated() { elements[position] = unsorted[index] }
  }

  /// Sorts `elements` stably as ``sort(_:by:)`` does, but a list of at most ``insertionRun``
  /// elements in place by insertion, allocating nothing: for the few positions and moves a list
  /// event sorts. Each caller gets its own copy of the insertion sort, so only those use it.
  /// - Complexity: O(n log n) comparisons; O(n²) and no extra space for n ≤ ``insertionRun``.
  package static func sortShortInPlace<Element>(
    _ elements: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    guard elements.count > insertionRun else {
      for next in elements.indices.dropFirst() {
        var hole = next
        while hole > 0 && areInIncreasingOrder(elements[hole], elements[hole - 1]) {
          elements.swapAt(hole, hole - 1)
          hole -= 1
        }
      }
      return
    }
    sort(&elements, by: areInIncreasingOrder)
  }

  /// `elements` in ascending order.
  /// - Complexity: O(n log n) comparisons and O(n) extra space.
  package static func sorted<Element: Comparable>(_ elements: some Sequence<Element>) -> [Element] {
    // Appended one by one rather than by `Array(elements)`, whose copying is one more copy per sequence type in the
    // WebAssembly module.
    var result: [Element] = []
    for element in elements { result.append(element) }
    sort(&result, by: <)
    return result
  }

  /// Runs of this many indexes are sorted by insertion before they are merged, and lists of at
  /// most this many elements are sorted by insertion alone.
  static let insertionRun = 16
}
