import Foundation
import Testing

@testable import FormcCLI

/// Runs `formc` in-process as if started in `folder` (tests cannot change the process's shared
/// current directory safely).
func formc(in folder: URL, _ arguments: String..., stdin: String = "") -> CLIResult {
  formc(in: folder, arguments, stdin: stdin)
}

func formc(in folder: URL, _ arguments: [String], stdin: String = "") -> CLIResult {
  CapturedRun.run(arguments, stdin: Data(stdin.utf8), workingDirectory: folder.path)
}

/// Parses the whole of `text` as one JSON array of objects; records an issue when it is not one.
func jsonArray(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [[String: Any]]? {
  guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
    Issue.record("not a JSON array of objects: \(text)", sourceLocation: sourceLocation)
    return nil
  }
  return array
}

/// The modification date and inode of a file, to see whether it was written.
struct FileIdentity: Equatable {
  var modified: Date?
  var inode: UInt64?

  init(_ path: String) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    modified = attributes[.modificationDate] as? Date
    inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
  }
}

/// A spec with two errors (a misspelt kind, an unknown name in a condition) and a duplicate id
/// with a note, for ordering and format tests; `name` makes each copy's form name differ.
func brokenSpec(_ name: String) -> String {
  """
  form: \(name)
  sections:
    - id: main
      rows:
        - id: flag
          kind: toggel
        - id: other
          visible: "flga"
        - id: other

  """
}
