import Foundation

/// The engine compiled to WebAssembly, which every preview page embeds: the one place `formc preview`
/// takes the `.wasm` bytes from.
enum PreviewEngineModule {
  /// The variable naming a `.wasm` file to embed instead of the built-in module: for working on the
  /// engine itself (build it, then preview with it) without rebuilding formc.
  static let overrideVariable = "FORMC_PREVIEW_WASM"

  /// The module built into formc, gzip-compressed and base64 (the page inflates it): `Scripts/build-wasm.sh`
  /// builds it from the sources and writes it into `EngineWasm.swift`, which CI holds to the sources
  /// (`build-wasm.sh --check`).
  static var builtIn: String { EngineWasm.base64 }

  /// The module as base64, as the page holds it: the file ``overrideVariable`` names when it is set
  /// (as it is, uncompressed), else ``builtIn``.
  /// - Throws: A ``CommandError`` (an I/O error, exit 2) when the file ``overrideVariable`` names cannot be read.
  static func base64(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandError)
    -> String
  {
    if let path = environment[overrideVariable], !path.isEmpty {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError("cannot read the engine module \(path) (named by \(overrideVariable))")
      }
      return data.base64EncodedString()
    }
    return builtIn
  }
}
