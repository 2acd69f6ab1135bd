import Foundation
import Testing

/// This test target compiles the Swift blocks of README.md and docs/ from the copies that
/// Scripts/extract-doc-snippets.sh commits under Tests/DocSnippets/Snippets. A snippet edited in
/// the Markdown but not copied would leave the build compiling its old text: this test fails
/// until the copies are the Markdown's again, naming each Markdown file that changed.
@Suite struct DocSnippetsAreCurrentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func committedSnippetsAreTheMarkdowns() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.root.appendingPathComponent("Scripts/extract-doc-snippets.sh").path, "--check"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(printed.trimmingCharacters(in: .whitespacesAndNewlines))")
  }
}
