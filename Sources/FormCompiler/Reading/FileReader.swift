#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file a user named, whatever it is: a regular file, a pipe (`<(cmd)`, `/dev/stdin`,
/// a FIFO made with `mkfifo`) or a device (`/dev/null`), up to a size limit.
///
/// Every file formc reads on a user's behalf (specs, `formc.yml`, events, compiled forms, templates,
/// template data) goes through here, so each cause of failure has one message wherever it happens.
/// A regular file's size is checked before reading; anything else is read as a stream, in chunks,
/// and given up as soon as it passes the limit, so a pipe that never ends cannot fill memory.
public enum FileReader {
  /// How much one `read` asks for.
  static let chunkSize = 64 * 1024

  /// The bytes of the file at `path`.
  ///
  /// Opening a FIFO waits, as `cat` does, until something opens it for writing.
  /// - Parameter limit: the most bytes accepted (`--max-file-size`).
  /// - Throws: ``FileReadError``, one case per cause.
  /// - Complexity: O(n) in the file's size.
  public static func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw FileReadError(errorNumber: errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit)
  }

  /// The bytes left to read from an open file descriptor (standard input, say), which stays open.
  /// - Parameter limit: the most bytes accepted.
  /// - Throws: ``FileReadError``, one case per cause.
  /// - Complexity: O(n) in the bytes read.
  public static func read(descriptor: Int32, limit: Int) throws(FileReadError) -> [UInt8] {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileReadError(errorNumber: errno) }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw .isFolder }
    var bytes: [UInt8] = []
    if type == S_IFREG {
      // The size is known: refuse before reading. (The file may still grow while it is read; the
      // loop below stops at the limit whatever the size said.)
      let size = Int(status.st_size)
      guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
      bytes.reserveCapacity(size)
    }
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress, buffer.count) }
      if count == 0 { return bytes }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw FileReadError(errorNumber: errno)
      }
      guard count <= limit - bytes.count else { throw .tooLarge(size: nil, limit: limit) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// The C library's `read`, which this type's own `read` hides.
  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
