// Entry point `pattern`: bytes as a `pattern:` rule and a value, split at the first NUL byte (no
// NUL: the value is empty) -> ValuePattern(_:), and when it compiles, matches(_:) on the value.
// Besides crashes, hangs and memory, it checks what the pattern's documentation promises:
// - a refused pattern's error lies inside the pattern (offset and length in Unicode scalars);
// - wrapping a pattern in a group, `(?:P)`, or guarding it with a lookahead of itself anchored at
//   the end, `(?=(?:P)$)(?:P)`, matches exactly the same values (or is refused only for a limit);
// - the named formats accept or refuse the value without trapping;
// - the pattern's program, as a compiled form stores it (`code`), reads back as the same program
//   and matches the same values (`ValuePattern(source:code:)`, what the runtime loads).
import FormCompiler
import FormRuntime

/// The messages of the refusals that only a limit causes, which a wrapped pattern may reach when
/// the pattern itself did not.
func isLimitRefusal(_ error: ValuePatternError) -> Bool {
  error.message.hasPrefix("pattern longer than") || error.message.hasPrefix("groups nested more than")
    || error.message.hasPrefix("pattern too large")
}

/// Checks that `wrapped`, a rewriting of `pattern` that must match the same values, does.
func checkSameMatches(_ wrapped: String, as pattern: ValuePattern, on values: [String]) {
  let other: ValuePattern
  do {
    other = try ValuePattern(wrapped)
  } catch {
    guard isLimitRefusal(error) else {
      oracleFailure("\(wrapped.debugDescription) refused (\(error)) but \(pattern.source.debugDescription) compiles")
    }
    return
  }
  for value in values where other.matches(value) != pattern.matches(value) {
    oracleFailure(
      "\(pattern.source.debugDescription) and \(wrapped.debugDescription) disagree on \(value.debugDescription)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func patternFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let separator = bytes.firstIndex(of: 0) ?? bytes.count
  let source = String(decoding: bytes[..<separator], as: UTF8.self)
  let value = String(decoding: bytes[min(separator + 1, bytes.count)...], as: UTF8.self)
  for format in ValueFormat.allCases { _ = format.accepts(value) }
  let pattern: ValuePattern
  do {
    pattern = try ValuePattern(source)
  } catch {
    let count = source.unicodeScalars.count
    guard error.offset >= 0, error.length >= 1, error.offset + error.length <= count, !error.message.isEmpty else {
      oracleFailure("error \(error) (length \(error.length)) outside \(source.debugDescription) of \(count) scalars")
    }
    return 0
  }
  let values = separator < bytes.count ? [value, ""] : ["", source]
  let code = pattern.code
  let read: ValuePattern
  do {
    read = try ValuePattern(source: source, code: code)
  } catch {
    oracleFailure("the program of \(source.debugDescription) is refused: \(error)")
  }
  guard oraclesEnabled else {
    for value in values { _ = pattern.matches(value) }
    return 0
  }
  if read.code != code { oracleFailure("the program of \(source.debugDescription) reads back otherwise") }
  for value in values where read.matches(value) != pattern.matches(value) {
    oracleFailure("the program of \(source.debugDescription) read back disagrees on \(value.debugDescription)")
  }
  checkSameMatches("(?:" + source + ")", as: pattern, on: values)
  checkSameMatches("(?=(?:" + source + ")$)(?:" + source + ")", as: pattern, on: values)
  return 0
}
