import Foundation

/// Runs a ``LanguageServer`` over a byte stream: a reader thread cuts the input into frames as it arrives, and the
/// calling thread handles them in batches, analysing documents only while no input waits.
public enum ServerLoop {
  /// Serves until `exit` or the end of the input.
  /// - Parameters:
  ///   - read: the next chunk of input, blocking until there is one; empty at the end of the input.
  ///   - write: writes bytes to the client.
  /// - Returns: the exit code the specification gives: 0 after `shutdown` and `exit`, 1 otherwise.
  public static func run(
    configuration: LanguageServerConfiguration, read: @escaping @Sendable () -> [UInt8],
    write: @escaping ([UInt8]) -> Void
  ) -> Int32 {
    let queue = MessageQueue()
    let maxMessageBytes = configuration.maxMessageBytes
    let reader = Thread {
      var framer = MessageFramer(maxMessageBytes: maxMessageBytes)
      while true {
        let chunk = read()
        if chunk.isEmpty { break }
        framer.append(chunk)
        var frames: [IncomingFrame] = []
        while let frame = framer.next() { frames.append(frame) }
        if !frames.isEmpty { queue.push(frames) }
      }
      queue.end()
    }
    reader.start()
    let server = LanguageServer(configuration: configuration, send: write)
    while true {
      let (frames, ended) = queue.takeAll(wait: !server.hasPendingAnalysis)
      server.receive(frames)
      if let code = server.exitCode { return code }
      if ended { return server.exitCodeAtEndOfInput }
      while server.hasPendingAnalysis, queue.isEmpty { server.analyseNext() }
    }
  }
}
