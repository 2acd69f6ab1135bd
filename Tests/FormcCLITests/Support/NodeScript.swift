import Foundation

/// Runs a script with Node.js, for tests of the preview page's JavaScript that need no browser.
enum NodeScript {
  /// `$NODE`, or `node` on the `PATH`; nil when neither is there.
  static let executable: String? = {
    if let given = ProcessInfo.processInfo.environment["NODE"], !given.isEmpty { return given }
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/node") {
      return "\(folder)/node"
    }
    return nil
  }()

  /// What `script` prints when run with `stdin` as its standard input.
  static func run(_ script: String, stdin: String) throws -> CLIResult {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    return try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("script.js")
      try script.write(to: file, atomically: true, encoding: .utf8)
      return try runExecutable(URL(fileURLWithPath: executable), [file.path], stdin: stdin, in: folder)
    }
  }
}
