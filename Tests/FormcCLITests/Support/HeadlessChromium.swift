import Foundation
import Testing

/// Runs headless Chromium on a page and returns the DOM it serializes once the page's virtual time
/// has run out (`--dump-dom`): the preview tests' only window into the browser.
enum HeadlessChromium {
  /// What `.ci/deps` installs, found on `PATH`; nil when missing.
  static let executable: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  /// What to say when ``executable`` is nil.
  static let missing = "chromium is not installed: run 'bash .ci/deps' (it installs Debian's chromium), then the tests"

  /// Whether Chromium is installed; when it is not, records an issue saying so (``missing``), so that a
  /// test that needs it fails saying why instead of passing without it.
  static func isInstalled() -> Bool {
    guard executable != nil else {
      Issue.record(Comment(rawValue: missing))
      return false
    }
    return true
  }

  /// The DOM of `url` after `budget` milliseconds of virtual time (timers and animations run on it).
  /// - Throws: When Chromium cannot start or does not finish within a minute.
  /// - Parameter extraArguments: more switches (a harness that frames a `file:` page needs
  ///   `--allow-file-access-from-files`).
  static func dumpDOM(_ url: String, budget: Int = 20_000, extraArguments: [String] = []) throws -> String {
    guard let executable else { throw ChromiumError(message: missing) }
    // A profile per run: runs in parallel would otherwise wait on one profile's lock.
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("formc-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
        "--virtual-time-budget=\(budget)",
      ] + extraArguments + ["--dump-dom", url]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    guard process.terminationReason == .exit else {
      throw ChromiumError(message: "chromium did not finish in a minute")
    }
    return String(decoding: data, as: UTF8.self)
  }

  struct ChromiumError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
