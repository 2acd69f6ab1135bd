import BenchMemory

/// Heap bytes in use, from the C library's allocator statistics (glibc's `mallinfo2`).
enum MemoryUsage {
  static func allocatedBytes() -> Int { Int(bench_allocated_bytes()) }

  /// The heap bytes still held once `make` has returned, by what it made (its temporaries freed),
  /// and the value itself, which the caller keeps alive until it has the number.
  static func retained<T>(by make: () -> T) -> (value: T, bytes: Int) {
    let before = allocatedBytes()
    let value = make()
    return (value, allocatedBytes() - before)
  }
}
