import FormCompiler

/// A file the user named on the command line or in formc.yml (events, formc.yml itself, a template, template
/// data), read through ``FileReader`` so pipes and device files work and each failure says its cause.
enum UserFile {
  /// The limit for files that are not specs, which have `--max-file-size` (8 MiB by default).
  static let defaultLimit = CompilerOptions().yamlLimits.maxInputBytes

  /// The bytes of `path`; a failure is an I/O error (exit 2) naming `subject`: `events file e.txt: no such file`.
  /// - Parameters:
  ///   - path: where the file is on disk.
  ///   - subject: what the file is to the command, and its path as the user wrote it (`events file e.txt`).
  static func read(_ path: String, as subject: String, limit: Int = defaultLimit) throws(CommandError) -> [UInt8] {
    do {
      return try FileReader.read(path, limit: limit)
    } catch {
      throw CommandError(error.message(about: subject))
    }
  }

  /// The text of `path`, which must be UTF-8; failures as ``read(_:as:limit:)``.
  static func readText(_ path: String, as subject: String, limit: Int = defaultLimit) throws(CommandError) -> String {
    let bytes = try read(path, as: subject, limit: limit)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CommandError("\(subject): not valid UTF-8")
    }
    return text
  }
}
