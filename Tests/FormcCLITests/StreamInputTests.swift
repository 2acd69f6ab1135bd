import FormcCLI
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pipes, FIFOs and device files given where a file is expected, through the built `formc` (its standard input is
/// a real pipe), and the message for each cause a file cannot be read (issue 20, item 3).
@Suite struct StreamInputTests {
  @Test func eventsFromDevStdinOnAPipe() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    try withTemporaryFolder { folder in
      let events = "tap citrus\ntap melon\n"
      let fromDevice = try runExecutable(
        executable, ["simulate", fruitSpec, "--events", "/dev/stdin"], stdin: events, in: folder)
      #expect(fromDevice.code == 0)
      #expect(fromDevice.err == "")
      #expect(fromDevice.outLines.count == 2)
      #expect(fromDevice == formc("simulate", fruitSpec, "--events", "-", stdin: events))
    }
  }

  @Test func eventsFromDevNullAreNoEvents() throws {
    let result = formc("simulate", fruitSpec, "--events", "/dev/null")
    #expect(result == CLIResult(code: 0, out: "", err: ""))
  }

  @Test func eventsFromAFIFO() throws {
    try withTemporaryFolder { folder in
      let fifo = folder.appendingPathComponent("events").path
      #expect(mkfifo(fifo, 0o600) == 0)
      writeInBackground("tap citrus\n", to: fifo)
      let result = formc("simulate", fruitSpec, "--events", fifo)
      #expect(result.code == 0)
      #expect(result.outLines.count == 1)
      #expect(result.outLines.first?.contains("\"event\": \"tap citrus\"") == true)
    }
  }

  /// `formc check <(cat spec)` names a /dev/fd path, a pipe: the same as /dev/stdin on a pipe.
  @Test func aSpecFromAPipe() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    try withTemporaryFolder { folder in
      let spec = try fruitText()
      let check = try runExecutable(executable, ["check", "/dev/stdin"], stdin: spec, in: folder)
      #expect(check == CLIResult(code: 0, out: "", err: "checked 1 file: 0 errors, 0 warnings\n"))

      let broken = spec.replacingOccurrences(of: "kind: picker", with: "kind: pickr")
      let failing = try runExecutable(executable, ["check", "/dev/stdin"], stdin: broken, in: folder)
      #expect(failing.code == 1)
      #expect(failing.err.contains("/dev/stdin:"))
      #expect(failing.err.contains("error: unknown row kind 'pickr'; did you mean 'picker'? [unknown-kind]"))

      let output = folder.appendingPathComponent("out").path
      let compile = try runExecutable(executable, ["compile", "/dev/stdin", "-o", output], stdin: spec, in: folder)
      #expect(compile.code == 0)
      #expect(contents(of: output) == ["Fruit.formc.json"])

      let tooLarge = try runExecutable(
        executable, ["check", "/dev/stdin", "--max-file-size", "100"], stdin: spec, in: folder)
      #expect(tooLarge.code == 1)
      #expect(
        tooLarge.err.hasPrefix(
          "/dev/stdin:1:1: error: input is larger than the limit of 100 bytes [file-too-large]\n"))
    }
  }

  @Test func aSpecFromAFIFO() throws {
    try withTemporaryFolder { folder in
      let fifo = folder.appendingPathComponent("spec.form.yaml").path
      #expect(mkfifo(fifo, 0o600) == 0)
      writeInBackground(try fruitText(), to: fifo)
      #expect(formc("check", fifo) == CLIResult(code: 0, out: "", err: "checked 1 file: 0 errors, 0 warnings\n"))
    }
  }

  /// A folder named like a spec inside a folder argument is read, and said to be a folder.
  @Test func aFolderWhereASpecShouldBe() throws {
    try withTemporaryFolder { folder in
      try write("a folder, not a spec\n", to: "Forms/x.form.yaml/README", in: folder)
      let forms = folder.appendingPathComponent("Forms").path
      let result = formc("check", forms)
      #expect(result.code == 1)
      #expect(
        result.err.hasPrefix("\(forms)/x.form.yaml:1:1: error: is a folder, not a file [unreadable]\n"))
      #expect(!result.err.contains("cannot read the file\n"))
    }
  }

  /// Root reads any file whatever its mode, so this runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "running as root, which may read a file with mode 000"))
  func anUnreadableSpecAndEventsFile() throws {
    try withTemporaryFolder { folder in
      let spec = try write(try fruitText(), to: "secret.form.yaml", in: folder)
      let events = try write("tap citrus\n", to: "events.txt", in: folder)
      #expect(chmod(spec, 0) == 0 && chmod(events, 0) == 0)
      defer { _ = chmod(spec, 0o600) + chmod(events, 0o600) }
      let check = formc("check", spec)
      #expect(check.code == 1)
      #expect(check.err.hasPrefix("\(spec):1:1: error: permission denied [unreadable]\n"))
      #expect(
        formc("simulate", fruitSpec, "--events", events)
          == CLIResult(code: 2, out: "", err: "error: events file \(events): permission denied\n"))
    }
  }

  /// Any other system error keeps the system's words (here EIO, from reading unmapped memory).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux's /proc/self/mem"))
  func anotherSystemErrorIsNamed() {
    let result = formc("simulate", fruitSpec, "--events", "/proc/self/mem")
    #expect(
      result
        == CLIResult(
          code: 2, out: "", err: "error: events file /proc/self/mem: cannot read the file: input/output error\n"))
  }

  /// Opens `path` (a FIFO) for writing on another thread, which waits for the reader, and writes `text`.
  private func writeInBackground(_ text: String, to path: String) {
    Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.write(Data(text.utf8))
      try? handle.close()
    }.start()
  }
}
