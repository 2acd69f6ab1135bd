// The standard library seeds its hashing (the id table's dictionaries) with `arc4random_buf`.
// wasi-libc's own `arc4random_buf` asserts on failure, and its `assert` links `fprintf` and the
// whole of stdio into the module; defining the function here, over the same `getentropy`, keeps
// them out (BENCHMARKS.md, "The engine as WebAssembly: size"). The linker takes an archive's
// member only for a symbol nothing else defines, so libc's is then not linked.
//
// Only in the WebAssembly build: natively (FormEngineWasm is also built by SwiftPM, for its
// tests) the platform's libc keeps its own.
#if arch(wasm32)
  /// wasi-libc's `getentropy`: at most 256 bytes of the host's random bytes per call; 0 on success.
  @_extern(c, "getentropy")
  private func getentropy(_ buffer: UnsafeMutableRawPointer?, _ length: Int) -> Int32

  /// Fills `count` bytes at `buffer` with random bytes, as libc's `arc4random_buf` does.
  ///
  /// The host failing to give random bytes stops the module (a trap, as libc's `assert` would),
  /// since a hash seed must not silently be predictable; no input of the page can cause it.
  @_cdecl("arc4random_buf")
  public func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
    guard let buffer else { return }
    var offset = 0
    while offset < count {
      let chunk = min(count - offset, 256)
      precondition(getentropy(buffer + offset, chunk) == 0, "getentropy failed")
      offset += chunk
    }
  }
#endif
