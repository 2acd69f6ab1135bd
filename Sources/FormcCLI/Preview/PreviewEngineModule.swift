import Foundation

/// The engine compiled to WebAssembly, which every preview page embeds: the one place `formc preview`
/// takes the `.wasm` bytes from.
enum PreviewEngineModule {
  /// The variable naming a `.wasm` file to embed instead of the built-in module: for working on the
  /// engine itself (build it, then preview with it) without rebuilding formc.
  static let overrideVariable = "FORMC_PREVIEW_WASM"

  /// The built-in module's file among formc's resources: `Scripts/build-wasm.sh` builds it from the
  /// sources into `Sources/FormcCLI/Resources/`, and SwiftPM copies it into formc's resource bundle.
  static let resourceName = "formc-engine"

  /// The names SwiftPM gives formc's resource bundle, beside the executable: a folder on Linux, a
  /// bundle on Darwin.
  private static let bundleNames = ["formc_FormcCLI.resources", "formc_FormcCLI.bundle"]

  /// The module as the page holds it: deflated (``RawDeflate``, which the page's `inflate.js`
  /// undoes) and in base64. The file ``overrideVariable`` names when it is set, else the built-in
  /// module.
  /// - Throws: A ``CommandError`` (an I/O error, exit 2) when the file ``overrideVariable`` names, or
  ///   the built-in module, cannot be read, or zlib cannot compress it.
  static func embedded(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandError)
    -> String
  {
    let module = try bytes(environment: environment)
    guard let deflated = RawDeflate.compress(Array(module)) else {
      throw CommandError("cannot compress the engine module (\(module.count) bytes) with zlib")
    }
    return Data(deflated).base64EncodedString()
  }

  /// The module's bytes, from the file ``overrideVariable`` names or else from `resources` (formc's
  /// resource bundle; nil when it cannot be found).
  /// - Throws: A ``CommandError`` saying which file is missing and how to get one.
  static func bytes(
    environment: [String: String] = ProcessInfo.processInfo.environment, resources: @autoclosure () -> Bundle? = bundle
  ) throws(CommandError) -> Data {
    if let path = environment[overrideVariable], !path.isEmpty {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError("cannot read the engine module \(path) (named by \(overrideVariable))")
      }
      return data
    }
    guard let bundle = resources(), let url = bundle.url(forResource: resourceName, withExtension: "wasm"),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      throw CommandError(
        "formc's engine module (\(resourceName).wasm) is missing: formc looks for it in \(bundleNames[0]) beside "
          + "its executable, where `swift build` puts it; install that folder with formc, or name a module "
          + "with \(overrideVariable)")
    }
    return data
  }

  /// formc's resource bundle, or nil when it is not where SwiftPM puts it: beside the executable (or,
  /// under Darwin's test runner, beside the bundle of formc's code). Looked for here before `Bundle.module`
  /// is read, because `Bundle.module` stops the process when it finds no bundle.
  static var bundle: Bundle? {
    let folders = [Bundle.main.bundleURL, Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()]
    let found = folders.contains { folder in
      bundleNames.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }
    return found ? Bundle.module : nil
  }

  /// A class of formc's code, whose bundle `Bundle(for:)` names.
  private final class BundleMarker {}
}
