/// The bytes of the last call's result, where the page reads them (`formc_result_ptr`,
/// `formc_result_len`): the one place this module keeps a raw pointer.
///
/// Invariant: `bytes` points at `count` initialized bytes this type allocated, or is nil when
/// `count` is 0; they stay until the next ``replace(with:)``, which is all the page relies on.
struct ResultBuffer {
  private(set) var bytes: UnsafeMutablePointer<UInt8>?
  private(set) var count = 0

  /// Replaces the result with the UTF-8 of `text`. - Complexity: O(n) in the text's length.
  mutating func replace(with text: String) {
    bytes?.deallocate()
    bytes = nil
    count = 0
    var text = text
    text.withUTF8 { source in
      guard let start = source.baseAddress, !source.isEmpty else { return }
      let target = UnsafeMutablePointer<UInt8>.allocate(capacity: source.count)
      target.initialize(from: start, count: source.count)
      bytes = target
      count = source.count
    }
  }
}
