import Foundation
import TestTier
import Testing

/// `formc lsp` in a real editor: Tests/Editors/neovim-lsp.lua runs inside headless Neovim, whose own
/// LSP client starts the built `formc lsp` on a spec with a misspelt name in a condition (on a line
/// with an accented letter and an emoji before it), and reports what the client saw: the published
/// diagnostics, a completion inside the condition after fixing it, where go-to-definition lands, and
/// the buffer after a rename Neovim applied. Each is checked here against the spec's text.
@Suite
struct NeovimLanguageServerTests {
  static let spec = """
    form: Trip
    sections:
      - id: main
        rows:
          - id: allDay
            kind: toggle
            title: All day
          - {id: note, kind: text, title: "Café 🎉", visible: "!allDya"}

    """

  @Test(.requires(.neovim)) func neovimsClientShowsDiagnosticsCompletesJumpsAndRenames() throws {
    guard let neovim = Self.executable else {
      Issue.record("neovim is not installed: run 'bash .ci/deps' (it installs Debian's neovim), then the tests")
      return
    }
    let formcBinary = try #require(builtExecutable(), "no formc next to the test bundle")
    let result = try withTemporaryFolder { folder in
      let specPath = try write(Self.spec, to: "trip.form.yaml", in: folder)
      let resultPath = folder.appendingPathComponent("result.json").path
      try Self.run(
        neovim, script: packageRoot.appendingPathComponent("Tests/Editors/neovim-lsp.lua").path,
        environment: [
          "FORMC": formcBinary.path, "FORMC_SPEC": specPath, "FORMC_RESULT": resultPath, "FORMC_NEW_NAME": "wholeDay",
        ], in: folder)
      let data = try #require(FileManager.default.contents(atPath: resultPath), "Neovim wrote no result")
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    try #require(result["error"] == nil, "the Neovim script failed: \(result["error"] ?? "")")

    // The diagnostic where `formc check` puts it: line 8, at 'allDya', Neovim's column in bytes.
    let lines = Self.spec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let brokenLine = lines[7]
    let nameStart = try #require(brokenLine.range(of: "allDya")).lowerBound
    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic["message"] as? String == "unknown name 'allDya' in condition; did you mean 'allDay'?")
    #expect(diagnostic["code"] as? String == "unknown-name")
    #expect(diagnostic["source"] as? String == "formc")
    #expect(diagnostic["lnum"] as? Int == 7)
    #expect(diagnostic["col"] as? Int == brokenLine.utf8.distance(from: brokenLine.startIndex, to: nameStart))

    #expect((result["completionLabels"] as? [String] ?? []).contains("allDay"))

    // Go to definition lands on the declaration's id: line 5's 'allDay'.
    let declarationLine = lines[4]
    let declarationStart = try #require(declarationLine.range(of: "allDay")).lowerBound
    let definition = try #require(result["definition"] as? [String: Any])
    #expect(definition["line"] as? Int == 4)
    #expect(
      definition["col"] as? Int == declarationLine.utf8.distance(from: declarationLine.startIndex, to: declarationStart)
    )

    // The rename changed the declaration and the condition, and nothing else.
    let renamed = try #require(result["renamedLines"] as? [String])
    let expected = lines.map { $0.replacingOccurrences(of: "allDya", with: "allDay") }
      .map { $0.replacingOccurrences(of: "allDay", with: "wholeDay") }
    #expect(renamed == Array(expected.dropLast()))
    #expect(result["diagnosticsAfterRename"] as? Int == 0)
    #expect(result["exitCode"] as? Int == 0)
  }

  /// Neovim, as `.ci/deps` installs it (NVIM names another binary); nil when missing.
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["NVIM"], FileManager.default.isExecutableFile(atPath: named) { return named }
    for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":")
    where FileManager.default.isExecutableFile(atPath: "\(folder)/nvim") {
      return "\(folder)/nvim"
    }
    return nil
  }()

  /// Runs `script` in headless Neovim without any user configuration, stopping it after two minutes.
  static func run(_ neovim: String, script: String, environment: [String: String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: neovim)
    process.arguments = ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(script)"]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(["XDG_STATE_HOME": folder.path, "XDG_DATA_HOME": folder.path, "XDG_CACHE_HOME": folder.path]) { $1 }
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    try #require(process.terminationReason == .exit, "Neovim did not finish in two minutes")
  }
}
