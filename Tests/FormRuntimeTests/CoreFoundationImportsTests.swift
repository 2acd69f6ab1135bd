import Foundation
import Testing

/// FormRuntimeCore needs only the standard library, so that it builds as Embedded Swift (issue 25): no core file
/// imports Foundation, as docs/architecture.md says. (Search's folding and the name table's composition, the last two
/// uses, are `UnicodeFolding` and `CanonicalComposition` now; UnicodeFoldingTests holds them to Foundation's.)
@Suite struct CoreFoundationImportsTests {
  /// The core files allowed to import Foundation: none. Should one ever need to, list it here and in
  /// docs/architecture.md, which the second test reads.
  static let allowed: Set<String> = []

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file of the core, relative to the package root.
  static func coreFiles() throws -> [String] {
    let core = root.appendingPathComponent("Sources/FormRuntimeCore")
    let enumerator = try #require(FileManager.default.enumerator(atPath: core.path))
    return enumerator.compactMap {
      ($0 as? String).flatMap { $0.hasSuffix(".swift") ? "Sources/FormRuntimeCore/\($0)" : nil }
    }
    .sorted()
  }

  /// Whether a line imports Foundation or one of its parts (`import Foundation`,
  /// `import FoundationEssentials`, `@preconcurrency import Foundation`, `import struct Foundation.Data`).
  static func importsFoundation(_ line: Substring) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
    guard words.first == "import" else { return false }
    return words.dropFirst().contains { $0.hasPrefix("Foundation") || $0.hasPrefix("CoreFoundation") }
  }

  @Test func onlyTheListedCoreFilesImportFoundation() throws {
    let files = try Self.coreFiles()
    #expect(files.count > 20, "found \(files.count) core files")
    var importing: Set<String> = []
    for file in files {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      if text.split(separator: "\n").contains(where: Self.importsFoundation) { importing.insert(file) }
    }
    #expect(
      importing.subtracting(Self.allowed).isEmpty,
      "core files that import Foundation: \(importing.subtracting(Self.allowed).sorted())")
    #expect(
      importing == Self.allowed,
      "listed but no longer importing Foundation: \(Self.allowed.subtracting(importing).sorted())")
  }

  @Test func theArchitecturePageListsTheAllowedFiles() throws {
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    for file in Self.allowed {
      #expect(page.contains("`\(file)`"), "\(file)")
    }
  }

  @Test func importLinesAreRecognised() {
    for line in [
      "import Foundation", "@preconcurrency import Foundation", "import struct Foundation.Data",
      "import FoundationEssentials", "  import Foundation",
    ] {
      #expect(Self.importsFoundation(Substring(line)), "\(line)")
    }
    for line in ["import Testing", "// import Foundation", "let importFoundation = 1"] {
      #expect(!Self.importsFoundation(Substring(line)), "\(line)")
    }
  }
}
