import Foundation

/// Writes files so that a reader never sees half of one: the data goes to a temporary file
/// in the same folder, which `rename(2)` then puts over the destination in one step.
enum AtomicFile {
  static func write(_ data: Data, to path: String) throws(CommandError) {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CommandError("cannot write \(path): \(error.localizedDescription)")
    }
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CommandError("cannot write \(path): \(reason)")
    }
  }
}
