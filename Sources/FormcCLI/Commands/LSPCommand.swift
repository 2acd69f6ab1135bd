import FormDiagnostics
import FormLanguageServer
import Foundation

/// `formc lsp`
enum LSPCommand {
  static let command = Formc.Command(
    name: "lsp",
    summary: "Run the language server for editors (LSP over standard input and output)",
    overview: """
      Serve the Language Server Protocol on standard input and output, for *.form.yaml specs
      and formc.yml.
      """,
    arguments: nil,
    options: [],
    discussion: """
      Editors start 'formc lsp' and talk to it in JSON-RPC 2.0 with Content-Length framing. It
      publishes the diagnostics 'formc check' reports (the same ids) as a document is typed, and
      offers a quick fix for every fix-it. Standard output carries protocol messages only.
      See docs/lsp.md.
      """,
    exitCodes: ExitCodeHelp(
      success: "the client sent 'shutdown' and then 'exit'",
      failure: "the client sent 'exit' without 'shutdown', or closed the input without 'exit'",
      usageOrIO: "usage errors"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    var configuration = LanguageServerConfiguration(version: Formc.version)
    configuration.navigation = SpecNavigator.make
    configuration.projectConfigDiagnostics = { path, text in
      var decoder = ProjectConfigDecoder(source: SourceText(path: path, text: text))
      _ = decoder.decode()
      return decoder.diagnostics.sorted
    }
    return ServerLoop.run(
      configuration: configuration, read: readStandardInput,
      write: { console.out(String(decoding: $0, as: UTF8.self)) })
  }

  /// The next chunk of standard input, as soon as any arrives; empty at its end (or on a read error).
  @Sendable private static func readStandardInput() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(buffer.prefix(count)) }
      if errno != EINTR {
        FileHandle.standardError.write(Data("formc lsp: cannot read standard input (errno \(errno))\n".utf8))
        return []
      }
    }
  }
}
