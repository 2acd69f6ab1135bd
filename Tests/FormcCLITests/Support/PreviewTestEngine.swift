import Foundation

@testable import FormcCLI

/// The engine module the preview tests run with: the one formc carries, or the file the environment's
/// `FORMC_PREVIEW_WASM` names (a development build of the engine).
enum PreviewTestEngine {
  /// `FORMC_PREVIEW_WASM` as the test process started with it, read before ``ensureAModule`` may set it.
  static let givenPath: String? = ProcessInfo.processInfo.environment[PreviewEngineModule.overrideVariable]

  /// Whether pages get a real engine, which runs in a browser.
  static var isReal: Bool { PreviewEngineModule.builtIn != nil || givenPath != nil }

  /// Makes sure `formc preview` has a module to embed: when there is no real one, a file of a few bytes
  /// stands in for it (the command only embeds the bytes; the browser tests say when it is not real).
  static let ensureAModule: Void = {
    guard !isReal else { return }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("formc-tests-stand-in.wasm").path
    _ = FileManager.default.createFile(atPath: path, contents: Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]))
    setenv(PreviewEngineModule.overrideVariable, path, 1)
  }()
}
