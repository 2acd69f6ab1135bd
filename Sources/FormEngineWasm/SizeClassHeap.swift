/// Where a ``SizeClassHeap`` takes new memory from.
protocol HeapMemory {
  /// `count` more bytes (a multiple of 16), 16-byte aligned, never handed out before; nil when
  /// there are no more.
  mutating func take(_ count: Int) -> UnsafeMutableRawPointer?
}

/// The module's memory allocator: blocks of 32 bytes to 1 GiB, powers of two, each size kept on its
/// own free list for reuse. It replaces wasi-libc's dlmalloc (10.5 KB of the module's code, which
/// splits and coalesces blocks; BENCHMARKS.md, "The engine as WebAssembly: size"), as issue 25
/// allows. It allocates nothing itself: it is what Swift allocates with.
///
/// A block starts with a 16-byte header, and the caller's memory follows it (16-byte aligned, as
/// `malloc`'s must be): the header holds the block's size class and how far the caller's memory is
/// from the block's start (16, or more for a larger alignment). A free block's first word links it
/// into its class's list. Blocks are never split, merged or given back: a page's session keeps
/// the memory it once needed. Each operation is O(1), plus O(log n) to find the class of n bytes.
///
/// Invariant: every block on class k's list is `32 << k` bytes, 16-byte aligned, and not in use.
struct SizeClassHeap<Memory: HeapMemory> {
  private var memory: Memory
  /// The first free block of each class, in memory taken at the first allocation (nil before).
  private var freeLists: UnsafeMutablePointer<UnsafeMutableRawPointer?>?

  static var headerSize: Int { 16 }
  static var smallestBlock: Int { 32 }
  /// 32 bytes to 1 GiB.
  static var classCount: Int { 26 }

  init(memory: Memory) {
    self.memory = memory
  }

  /// `size` bytes aligned to `alignment` (a power of two), or nil when memory is exhausted or the
  /// request cannot be met.
  mutating func allocate(_ size: Int, alignment: Int = headerSize) -> UnsafeMutableRawPointer? {
    guard size >= 0, alignment > 0, alignment & (alignment - 1) == 0 else { return nil }
    // Room for the header and for moving the caller's memory up to its alignment: the block is
    // 16-byte aligned, so the caller's memory starts at most `alignment` bytes into it.
    let needed = max(alignment, Self.headerSize)
    guard size <= (Self.smallestBlock << (Self.classCount - 1)) - needed else { return nil }
    var sizeClass = 0
    while Self.smallestBlock << sizeClass < size + needed { sizeClass += 1 }
    guard let block = takeBlock(of: sizeClass) else { return nil }
    // Within the block: `needed` left room for the header and the move up to the alignment.
    let user = (block + Self.headerSize).alignedUp(toMultipleOf: alignment)
    let header = user - Self.headerSize
    header.storeBytes(of: UInt32(sizeClass), as: UInt32.self)
    header.storeBytes(of: UInt32(user - block), toByteOffset: 4, as: UInt32.self)
    return user
  }

  /// Gives back memory from ``allocate(_:alignment:)``; nil is ignored, as `free` does.
  mutating func free(_ user: UnsafeMutableRawPointer?) {
    guard let user, let freeLists else { return }
    let header = user - Self.headerSize
    let sizeClass = Int(header.load(as: UInt32.self))
    let block = user - Int(header.load(fromByteOffset: 4, as: UInt32.self))
    block.storeBytes(of: freeLists[sizeClass], as: UnsafeMutableRawPointer?.self)
    freeLists[sizeClass] = block
  }

  /// A block of class `sizeClass`: the last one freed, or new memory.
  private mutating func takeBlock(of sizeClass: Int) -> UnsafeMutableRawPointer? {
    if freeLists == nil {
      let bytes = (Self.classCount * MemoryLayout<UnsafeMutableRawPointer?>.stride + 15) & -16
      guard let lists = memory.take(bytes) else { return nil }
      let heads = lists.bindMemory(to: UnsafeMutableRawPointer?.self, capacity: Self.classCount)
      heads.initialize(repeating: nil, count: Self.classCount)
      freeLists = heads
    }
    guard let freeLists else { return nil }
    if let block = freeLists[sizeClass] {
      freeLists[sizeClass] = block.load(as: UnsafeMutableRawPointer?.self)
      return block
    }
    return memory.take(Self.smallestBlock << sizeClass)
  }
}
