import FormCompiler
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileReader`: every kind of file a user can name, read whole within a limit, and one error per cause.
@Suite struct FileReaderTests {
  @Test func aRegularFileIsReadWhole() throws {
    try withReaderFolder { (folder: String) throws in
      let path = folder + "/spec.form.yaml"
      try Data("form: Demo\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(try FileReader.read(path, limit: 100) == Array("form: Demo\n".utf8))
      #expect(throws: FileReadError.tooLarge(size: 11, limit: 10)) { try FileReader.read(path, limit: 10) }
    }
  }

  @Test func aDeviceIsReadAsAStream() throws {
    #expect(try FileReader.read("/dev/null", limit: 10) == [])
    // /dev/zero never ends: the read stops at the limit instead of filling memory.
    #expect(throws: FileReadError.tooLarge(size: nil, limit: 100_000)) {
      try FileReader.read("/dev/zero", limit: 100_000)
    }
  }

  @Test func aFIFOIsReadUntilTheWriterClosesIt() throws {
    try withReaderFolder { (folder: String) throws in
      let path = folder + "/events"
      #expect(mkfifo(path, 0o600) == 0)
      let text = String(repeating: "tap citrus\n", count: 10_000)  // more than one chunk and one pipe buffer
      let writer = Thread {
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        handle.write(Data(text.utf8))
        try? handle.close()
      }
      writer.start()
      #expect(try FileReader.read(path, limit: 1 << 20) == Array(text.utf8))
    }
  }

  @Test func eachCauseHasItsOwnError() throws {
    try withReaderFolder { (folder: String) throws in
      #expect(throws: FileReadError.noSuchFile) { try FileReader.read(folder + "/missing", limit: 10) }
      #expect(throws: FileReadError.isFolder) { try FileReader.read(folder, limit: 10) }
    }
    #expect(FileReadError(errorNumber: EACCES) == .permissionDenied)
    #expect(FileReadError(errorNumber: EPERM) == .permissionDenied)
    #expect(FileReadError(errorNumber: ENOENT) == .noSuchFile)
    #expect(FileReadError(errorNumber: EIO).reason == "cannot read the file: input/output error")
    #expect(FileReadError.isFolder.message(about: "events file e") == "events file e: is a folder, not a file")
  }

  /// Root reads any file whatever its mode, so this runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "running as root, which may read a file with mode 000"))
  func anUnreadableFileIsPermissionDenied() throws {
    try withReaderFolder { (folder: String) throws in
      let path = folder + "/secret.form.yaml"
      try Data("form: Demo\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(chmod(path, 0) == 0)
      defer { chmod(path, 0o600) }
      #expect(throws: FileReadError.permissionDenied) { try FileReader.read(path, limit: 100) }
    }
  }

  /// A system error other than the usual ones keeps the system's words.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux's /proc/self/mem"))
  func anotherErrorSaysWhatTheSystemSaid() {
    // Reading /proc/self/mem at offset 0, which is not mapped, fails with EIO.
    #expect(throws: FileReadError(errorNumber: EIO)) { try FileReader.read("/proc/self/mem", limit: 100) }
  }

  private func withReaderFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder.path)
  }
}
