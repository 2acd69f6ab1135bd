import Foundation

/// The engine compiled to WebAssembly, which every preview page embeds: the one place `formc preview`
/// takes the `.wasm` bytes from.
enum PreviewEngineModule {
  /// The variable naming a `.wasm` file to embed instead of the built-in module: for working on the
  /// engine itself (build it, then preview with it) without rebuilding formc.
  static let overrideVariable = "FORMC_PREVIEW_WASM"

  /// The module built into formc, base64, or nil while this build carries none.
  ///
  /// This is the seam to the generated file that holds the module (`Scripts/embed-engine-wasm.sh`
  /// writes `EngineWasm.swift`, whose `EngineWasm.base64` goes here); until that file exists, formc
  /// has no module of its own and `formc preview` needs ``overrideVariable``.
  static var builtIn: String? { nil }

  /// The module as base64, as the page holds it: the file ``overrideVariable`` names when it is set,
  /// else ``builtIn``.
  /// - Throws: A ``CommandError`` (an I/O error, exit 2) when the file cannot be read, or there is no module.
  static func base64(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandError)
    -> String
  {
    if let path = environment[overrideVariable], !path.isEmpty {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError("cannot read the engine module \(path) (named by \(overrideVariable))")
      }
      return data.base64EncodedString()
    }
    guard let module = builtIn else {
      throw CommandError(
        "this build of formc carries no engine module for preview pages",
        hint: "set \(overrideVariable) to the path of the engine's .wasm")
    }
    return module
  }
}
