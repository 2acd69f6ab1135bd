import SeededRandom
import Testing

@testable import FormEngineWasm

/// The WebAssembly module's allocator (Sources/FormEngineWasm/SizeClassHeap.swift), natively over
/// memory of the test's own: what it hands out is aligned, apart and kept, what is freed is
/// reused, and what cannot be met is nil. (In the module, compare-simulate and the browser tests
/// run every event through it.)
@Suite struct SizeClassHeapTests {
  /// `capacity` bytes handed out from the lowest address, as the module's grown memory is.
  struct BufferMemory: HeapMemory {
    let base: UnsafeMutableRawPointer
    let capacity: Int
    var used = 0

    mutating func take(_ count: Int) -> UnsafeMutableRawPointer? {
      guard count <= capacity - used else { return nil }
      defer { used += count }
      return base + used
    }
  }

  /// Runs `body` with a heap over `capacity` bytes of its own.
  private func withHeap(capacity: Int = 1 << 22, _ body: (inout SizeClassHeap<BufferMemory>) -> Void) {
    let base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { base.deallocate() }
    var heap = SizeClassHeap(memory: BufferMemory(base: base, capacity: capacity))
    body(&heap)
  }

  @Test func randomAllocationsAreAlignedApartAndKeepTheirBytes() {
    withHeap { heap in
      var random = SplitMix64(seed: 25)
      // Live blocks: address, size, the byte they were filled with.
      var live: [(address: Int, size: Int, fill: UInt8)] = []
      for step in 0..<10_000 {
        if !live.isEmpty, random.chance(45) {
          let index = random.int(0...live.count - 1)
          let block = live.remove(at: index)
          let bytes = UnsafeRawBufferPointer(
            start: UnsafeRawPointer(bitPattern: block.address), count: block.size)
          #expect(bytes.allSatisfy { $0 == block.fill }, "a block's bytes changed before step \(step)")
          heap.free(UnsafeMutableRawPointer(bitPattern: block.address))
          continue
        }
        let size = random.chance(90) ? random.int(0...200) : random.int(0...20_000)
        let alignment = random.chance(90) ? 16 : random.pick([8, 32, 64, 256, 4096])
        guard let memory = heap.allocate(size, alignment: alignment) else {
          Issue.record("the heap ran out at step \(step)")
          return
        }
        let address = Int(bitPattern: memory)
        #expect(address % max(alignment, 16) == 0)
        for other in live where other.size > 0 && size > 0 {
          #expect(address + size <= other.address || other.address + other.size <= address)
        }
        let fill = UInt8(truncatingIfNeeded: step)
        memory.initializeMemory(as: UInt8.self, repeating: fill, count: size)
        live.append((address, size, fill))
      }
    }
  }

  @Test func aFreedBlockIsReusedForTheSameClass() {
    withHeap { heap in
      let first = heap.allocate(100)
      let second = heap.allocate(100)
      #expect(first != nil && second != nil && first != second)
      heap.free(first)
      // 100 bytes and 110 (with the header, both within 128) share a class; 300 does not.
      #expect(heap.allocate(300) != first)
      #expect(heap.allocate(110) == first)
    }
  }

  @Test func alignedMemoryIsFreedToo() {
    withHeap { heap in
      let aligned = heap.allocate(10, alignment: 4096)
      #expect(aligned.map { Int(bitPattern: $0) % 4096 } == 0)
      heap.free(aligned)
      #expect(heap.allocate(10, alignment: 4096) == aligned)
    }
  }

  @Test func whatCannotBeMetIsNil() {
    withHeap(capacity: 4096) { heap in
      #expect(heap.allocate(10, alignment: 3) == nil)
      #expect(heap.allocate(-1) == nil)
      #expect(heap.allocate(Int.max) == nil)
      #expect(heap.allocate(8192) == nil)
      heap.free(nil)
      // What fits still does: zero bytes get a block of their own.
      let empty = heap.allocate(0)
      #expect(empty != nil && empty != heap.allocate(0))
    }
  }
}
