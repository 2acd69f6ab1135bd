#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read: one case, and one message, per cause the user can act on.
public enum FileReadError: Error, Hashable, Sendable {
  /// Nothing is at the path (or a dangling symbolic link is).
  case noSuchFile
  /// The path is a folder.
  case isFolder
  /// The user formc runs as may not read the file.
  case permissionDenied
  /// The file is larger than the limit: `size` is its size, or nil for a stream that went past the limit.
  case tooLarge(size: Int?, limit: Int)
  /// Any other failure, with the system's description of its error number (`Input/output error`).
  case system(errorNumber: Int32, description: String)

  /// The case for the C library's error number `errorNumber`.
  public init(errorNumber: Int32) {
    switch errorNumber {
    case ENOENT: self = .noSuchFile
    case EISDIR: self = .isFolder
    case EACCES, EPERM: self = .permissionDenied
    default:
      self = .system(errorNumber: errorNumber, description: String(cString: strerror(errorNumber)))
    }
  }

  /// What is wrong, as a diagnostic placed at the file says it: `no such file`, `is a folder, not a file`,
  /// `permission denied`, `file is 9000000 bytes; the limit is 8388608 bytes`.
  public var reason: String {
    switch self {
    case .noSuchFile: "no such file"
    case .isFolder: "is a folder, not a file"
    case .permissionDenied: "permission denied"
    case .tooLarge(let size?, let limit): "file is \(size) bytes; the limit is \(limit) bytes"
    case .tooLarge(nil, let limit): "input is larger than the limit of \(limit) bytes"
    case .system(_, let description):
      "cannot read the file: " + description.prefix(1).lowercased() + description.dropFirst()
    }
  }

  /// The reason after what the file is to the command, for an error that names no position:
  /// `events file events.txt: no such file`.
  public func message(about subject: String) -> String { "\(subject): \(reason)" }
}
