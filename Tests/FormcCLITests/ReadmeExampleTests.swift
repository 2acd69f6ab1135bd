import Foundation
import Testing

/// One `formc simulate` session the README shows in a `console` block: its arguments, the
/// event lines it is given, and the output lines it shows.
struct ReadmeSimulation: CustomStringConvertible {
  var arguments: [String]
  var events: String
  var output: [String]
  /// The README line of the command, for the failure message.
  var line: Int

  var description: String { "README.md:\(line): formc \(arguments.joined(separator: " "))" }

  /// Every `formc simulate` session in the `console` blocks of `readme`, written either as
  /// `$ printf 'EVENTS' | swift run formc simulate ARGS` (EVENTS with `\n` escapes) or as
  /// `$ swift run formc simulate ARGS <<'EOF'`, the event lines, then `EOF`; the output is the
  /// lines after it, up to the next `$` line or the end of the block.
  static func all(in readme: String) -> [ReadmeSimulation] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var sessions: [ReadmeSimulation] = []
    var inConsole = false
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      if line.hasPrefix("```") {
        inConsole = !inConsole && line == "```console"
        continue
      }
      guard inConsole, line.hasPrefix("$ "), let command = line.range(of: "swift run formc simulate ") else {
        continue
      }
      var session = ReadmeSimulation(arguments: [], events: "", output: [], line: index)
      var rest = String(line[command.upperBound...])
      if let heredoc = rest.range(of: " <<'EOF'") {
        rest.removeSubrange(heredoc)
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "EOF" {
          session.events += lines[index].trimmingCharacters(in: .whitespaces) + "\n"
          index += 1
        }
        index += 1
      } else if line.hasPrefix("$ printf '"), let end = line.range(of: "' | ") {
        let format = line[line.index(line.startIndex, offsetBy: 10)..<end.lowerBound]
        session.events = format.replacingOccurrences(of: "\\n", with: "\n")
      }
      session.arguments = ["simulate"] + rest.split(separator: " ").map(String.init)
      while index < lines.count {
        let output = lines[index].trimmingCharacters(in: .whitespaces)
        if output.hasPrefix("$ ") || output.hasPrefix("```") { break }
        session.output.append(output)
        index += 1
      }
      sessions.append(session)
    }
    return sessions
  }
}

/// The README's `formc simulate` examples print what they show.
@Suite struct ReadmeExampleTests {
  static let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test func theReadmeShowsSimulations() {
    let files = ReadmeSimulation.all(in: Self.readme).compactMap { $0.arguments.dropFirst().first }
    // The heroes regroup and the sign-up walkthrough, at least.
    #expect(files.contains("Forms/heroes.form.yaml") && files.contains("Forms/signup.form.yaml"), "\(files)")
  }

  @Test(arguments: ReadmeSimulation.all(in: readme))
  func theSimulationPrintsWhatTheReadmeShows(_ session: ReadmeSimulation) {
    // Paths in the README are relative to the package's root.
    let arguments = session.arguments.map { $0.hasSuffix(".yaml") ? packageRoot.appendingPathComponent($0).path : $0 }
    let result = formc(arguments, stdin: session.events)
    #expect(result.err == "", "\(session)")
    #expect(result.outLines == session.output, "\(session)")
  }

  @Test func aHeredocSessionIsReadWithItsEventsAndOutput() {
    let readme = """
      ```console
      $ swift run formc simulate Forms/a.form.yaml --layout <<'EOF'
      tap a
      submit
      EOF
      {"event": null}
      {"event": "tap a"}
      ```
      ```console
      $ printf 'tap a\\nsubmit\\n' | swift run formc simulate Forms/b.form.yaml
      {"event": "tap a"}
      ```
      """
    let sessions = ReadmeSimulation.all(in: readme)
    #expect(
      sessions.map(\.arguments) == [["simulate", "Forms/a.form.yaml", "--layout"], ["simulate", "Forms/b.form.yaml"]])
    #expect(sessions.map(\.events) == ["tap a\nsubmit\n", "tap a\nsubmit\n"])
    #expect(sessions.map(\.output) == [[#"{"event": null}"#, #"{"event": "tap a"}"#], [#"{"event": "tap a"}"#]])
  }
}
