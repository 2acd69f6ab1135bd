/// A list the engine fills during an event and empties after it, keeping its storage.
///
/// `Array.append` checks that its storage is uniquely referenced on every call, through a call
/// into the runtime that the optimizer does not hoist out of a loop, which an event that flips
/// tens of thousands of rows pays for every row (BENCHMARKS.md, "The runtime's design
/// choices"). A `ScratchList` checks uniqueness once per event instead: the engine calls
/// ``makeUnique()`` before it appends (an engine that was copied shares its lists with the
/// copy until then), and ``append(_:)`` checks only the capacity.
///
/// Its elements are plain values, never deinitialized. Reading is bounds-checked, as an
/// array's is. A new list allocates nothing until its first append.
struct ScratchList<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
  // @unchecked: the storage is a class, but it is written only after `makeUnique()` has made
  // it this list's own (the rule `Array` follows), and the elements are plain values.

  private var storage = ScratchStorage.empty
  private(set) var count = 0
  /// Elements the storage has room for (kept here, not divided out of its byte count).
  private var capacity = 0

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  private var elements: UnsafeMutablePointer<Element> {
    storage.bytes.assumingMemoryBound(to: Element.self)
  }

  /// - Complexity: O(1).
  @inline(__always) subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "ScratchList index out of range")
    return elements[index]
  }

  /// Gives the list storage of its own, copying the elements if it shares its storage with a
  /// copy of itself. Call before appending to a list that may have been copied.
  /// - Complexity: O(1) when the storage is already the list's own, O(n) otherwise.
  mutating func makeUnique() {
    guard capacity > 0, !isKnownUniquelyReferenced(&storage) else { return }
    moveToStorage(capacity: capacity)
  }

  /// Appends `element`. The list must have storage of its own (see ``makeUnique()``), which
  /// debug builds check. - Complexity: amortized O(1).
  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { moveToStorage(capacity: Swift.max(16, 2 * capacity)) }
    assert(isKnownUniquelyReferenced(&storage), "ScratchList.append on shared storage: call makeUnique() first")
    (elements + count).initialize(to: element)
    count += 1
  }

  /// Empties the list, keeping its storage. - Complexity: O(1).
  mutating func removeAll() { count = 0 }

  @inline(never) private mutating func moveToStorage(capacity: Int) {
    let new = ScratchStorage(byteCount: capacity * MemoryLayout<Element>.stride)
    let newElements = new.bytes.bindMemory(to: Element.self, capacity: capacity)
    newElements.initialize(from: elements, count: count)
    storage = new
    self.capacity = capacity
  }
}

/// The memory of a ``ScratchList``: raw, so that one empty instance serves every list.
private final class ScratchStorage: @unchecked Sendable {
  // @unchecked: the shared empty instance has no bytes to write; any other instance is written
  // only by the one list that holds it uniquely.
  static let empty = ScratchStorage(byteCount: 0)

  let bytes: UnsafeMutableRawPointer

  init(byteCount: Int) {
    // 16: enough for every element type a ScratchList holds.
    bytes = .allocate(byteCount: byteCount, alignment: 16)
  }

  deinit { bytes.deallocate() }
}
