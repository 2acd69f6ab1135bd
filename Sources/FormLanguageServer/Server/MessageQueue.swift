import Foundation

/// The frames the reader thread has cut from the input, waiting for the server's thread.
final class MessageQueue: @unchecked Sendable {
  // Guarded by `condition`.
  private let condition = NSCondition()
  private var frames: [IncomingFrame] = []
  private var ended = false

  /// Adds the frames cut from one chunk of input, all at once, so a cancellation is seen with what it cancels.
  func push(_ newFrames: [IncomingFrame]) {
    condition.withLock {
      frames += newFrames
      condition.signal()
    }
  }

  /// Marks the end of the input.
  func end() {
    condition.withLock {
      ended = true
      condition.signal()
    }
  }

  var isEmpty: Bool { condition.withLock { frames.isEmpty } }

  /// Takes every waiting frame; when `wait` is true and none is, waits for one or for the end of the input.
  /// - Returns: the frames, and whether the input has ended (and all of it has been taken).
  func takeAll(wait: Bool) -> (frames: [IncomingFrame], ended: Bool) {
    condition.withLock {
      while wait, frames.isEmpty, !ended { condition.wait() }
      let taken = frames
      frames = []
      return (taken, ended && taken.isEmpty)
    }
  }
}
