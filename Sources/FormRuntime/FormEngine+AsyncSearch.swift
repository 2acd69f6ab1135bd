// Search as an async call, off the caller's actor; the core searches synchronously, polling a
// cancellation check.

extension FormEngine {
  #if compiler(>=6.2)
    /// ``searchResult(for:isCancelled:)`` off the caller's actor, stopping with
    /// `CancellationError` when the task is cancelled (on the next keystroke, say).
    @concurrent
    public func searchResult(for query: String) async throws(CancellationError) -> SearchResult {
      guard let result = searchResult(for: query, isCancelled: { Task.isCancelled }) else { throw CancellationError() }
      return result
    }
  #else
    /// ``searchResult(for:isCancelled:)`` off the caller's actor, stopping with
    /// `CancellationError` when the task is cancelled (on the next keystroke, say).
    public func searchResult(for query: String) async throws(CancellationError) -> SearchResult {
      guard let result = searchResult(for: query, isCancelled: { Task.isCancelled }) else { throw CancellationError() }
      return result
    }
  #endif
}
