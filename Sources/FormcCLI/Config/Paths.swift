import Foundation

/// Paths as the user wrote them, and where they are on disk.
///
/// Relative paths are shown as written (so diagnostics, GitHub annotations and messages stay
/// short and relative to the project) and read relative to the console's working folder.
struct PathResolver: Sendable {
  /// The folder relative paths are read from.
  var workingDirectory: String
  /// Whether that folder is the process's current one, so relative paths can be used as they are.
  private var isProcessDirectory: Bool

  init(workingDirectory: String) {
    self.workingDirectory = workingDirectory
    let current = FileManager.default.currentDirectoryPath
    isProcessDirectory =
      URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
      == URL(fileURLWithPath: current).standardizedFileURL.path
  }

  /// Where the file the user calls `path` is on disk.
  func fileSystemPath(_ path: String) -> String {
    Paths.isAbsolute(path) || isProcessDirectory ? path : Paths.join(workingDirectory, path)
  }

  func input(_ path: String) -> SpecInput {
    SpecInput(displayPath: path, fileSystemPath: fileSystemPath(path))
  }
}

/// Small path helpers that keep paths as written (no symlink resolution, no `..` folding).
enum Paths {
  static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

  /// `path` inside `folder`; `path` itself when it is absolute or `folder` is empty or `.`.
  static func join(_ folder: String, _ path: String) -> String {
    if isAbsolute(path) || folder.isEmpty || folder == "." { return path }
    if path.isEmpty || path == "." { return folder }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }

  /// The folder holding `path`: `""` for a bare file name, `/` for a file at the root.
  static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// What is at `path`: nil when nothing is.
  static func kind(_ path: String) -> FileKind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    return isDirectory.boolValue ? .folder : .file
  }

  enum FileKind { case file, folder }
}
