import Foundation

/// The engine compiled to WebAssembly, which every preview page embeds: the one place `formc preview`
/// takes the `.wasm` bytes from.
enum PreviewEngineModule {
  /// The variable naming a `.wasm` file to embed instead of the built-in module: for working on the
  /// engine itself (build it, then preview with it) without rebuilding formc.
  static let overrideVariable = "FORMC_PREVIEW_WASM"

  /// The module built into formc, or nil while this build carries none.
  ///
  /// This is the seam to the generated file that holds the module (issue 25: the `.wasm` is built
  /// reproducibly by a script and embedded in formc as Swift source); until that file exists,
  /// formc has no module of its own and `formc preview` needs ``overrideVariable``.
  static var builtIn: [UInt8]? { nil }

  /// The module's bytes: the file ``overrideVariable`` names when it is set, else ``builtIn``.
  /// - Throws: A ``CommandError`` (an I/O error, exit 2) when the file cannot be read, or there is no module.
  static func bytes(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandError)
    -> [UInt8]
  {
    if let path = environment[overrideVariable], !path.isEmpty {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError("cannot read the engine module \(path) (named by \(overrideVariable))")
      }
      return [UInt8](data)
    }
    guard let module = builtIn else {
      throw CommandError(
        "this build of formc carries no engine module for preview pages",
        hint: "set \(overrideVariable) to the path of the engine's .wasm")
    }
    return module
  }
}
