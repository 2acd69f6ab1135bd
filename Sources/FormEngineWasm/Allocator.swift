// The module's `malloc`, `free` and `posix_memalign` (what the Embedded runtime allocates with):
// a SizeClassHeap over the memory past the module's own, in place of wasi-libc's dlmalloc. Swift
// reserves the names `malloc` and `free`, so these are `__wrap_malloc` and so on, and the link
// sends every call of `malloc` to `__wrap_malloc` (`wasm-ld --wrap=malloc`, one for each
// `@_cdecl("__wrap_…")` here: Scripts/build-wasm.sh reads them from this file). Nothing then
// calls libc's allocator, so the linker does not take it, as with `arc4random_buf` (Entropy.swift).
//
// Only in the WebAssembly build: natively the platform's allocator stays, and SizeClassHeapTests
// run the heap over memory of their own.
#if arch(wasm32)
  /// wasi-libc's `sbrk`: grows the memory by `increment` bytes, a multiple of the 64 KiB page, and
  /// returns where the new memory starts, or -1 (all bits set) when it cannot grow.
  @_extern(c, "sbrk")
  private func sbrk(_ increment: Int) -> UnsafeMutableRawPointer?

  /// The memory the module grows into, handed out from its lowest address. Addresses are
  /// unsigned: the memory may grow past 2 GiB, where a 32-bit `Int` turns negative.
  struct GrownMemory: HeapMemory {
    private static var pageSize: UInt { 65536 }
    /// The next byte to hand out, and the end of the memory grown so far.
    private var next: UInt = 0
    private var end: UInt = 0

    mutating func take(_ count: Int) -> UnsafeMutableRawPointer? {
      guard count >= 0 else { return nil }
      let count = UInt(count)
      if end - next < count {
        let (rounded, overflow) = count.addingReportingOverflow(Self.pageSize - 1)
        guard !overflow else { return nil }
        let bytes = rounded / Self.pageSize * Self.pageSize
        guard bytes <= UInt(Int.max) else { return nil }
        let start = UInt(bitPattern: sbrk(Int(bitPattern: bytes)))
        guard start != UInt.max else { return nil }
        // The new memory follows what was grown before unless something else grew it in between.
        let (newEnd, beyond) = start.addingReportingOverflow(bytes)
        guard !beyond else { return nil }
        if start != end { next = start }
        end = newEnd
      }
      defer { next += count }
      return UnsafeMutableRawPointer(bitPattern: next)
    }
  }

  /// The one heap. Unsynchronized: the module runs on one thread, and nothing in the heap
  /// allocates, so no call reenters it.
  nonisolated(unsafe) private var heap = SizeClassHeap(memory: GrownMemory())

  /// C's `malloc`.
  @_cdecl("__wrap_malloc")
  public func allocateMemory(_ size: Int) -> UnsafeMutableRawPointer? { heap.allocate(size) }

  /// C's `free`.
  @_cdecl("__wrap_free")
  public func freeMemory(_ memory: UnsafeMutableRawPointer?) { heap.free(memory) }

  /// C's `posix_memalign`: 0, or wasi's EINVAL (28) for an alignment that is not a power of two
  /// times the size of a pointer, or ENOMEM (48).
  @_cdecl("__wrap_posix_memalign")
  public func allocateAlignedMemory(
    _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
  ) -> Int32 {
    let pointerSize = MemoryLayout<UnsafeRawPointer>.size
    guard alignment >= pointerSize, alignment & (alignment - 1) == 0 else { return 28 }
    guard let memory = heap.allocate(size, alignment: alignment) else { return 48 }
    result.pointee = memory
    return 0
  }
#endif
