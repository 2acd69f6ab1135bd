extension CompiledForm {
  /// Loads a compiled form from `formc compile` output, checking every table.
  ///
  /// The JSON is read by hand (`JSONReader`, `CompiledForm+JSONReading.swift`) into the tables
  /// the `Decodable` conformance would give `JSONDecoder`, and rejected where `JSONDecoder`
  /// would reject it, with the same precedence: text that is not JSON (or has no
  /// `formatVersion`) first, then another format version, then tables of the wrong shape.
  ///
  /// FormRuntime's `init(jsonData:)` takes `Data` in any encoding `JSONDecoder` reads, and calls this.
  ///
  /// - Parameter text: the contents of a `.formc.json` file in UTF-8 (without a byte order mark),
  ///   which may come from anywhere.
  /// - Throws: ``CompiledFormError`` when the text is not JSON, has another format version,
  ///   or has tables that do not fit together (see ``validate()``).
  /// - Complexity: O(b + n + c) for b bytes, n rows and c condition instructions.
  public init(jsonUTF8 text: some Collection<UInt8>) throws(CompiledFormError) {
    self = try Self.loaded(from: text)
  }

  /// The form `text` holds, checked. A function of its own rather than the initializer's body: in the
  /// WebAssembly build, an initializer that throws once `self` is made releases each of the form's
  /// arrays, written out, at each place it throws (2 KB of code; BENCHMARKS.md).
  @inline(never)
  private static func loaded(from text: some Collection<UInt8>) throws(CompiledFormError) -> CompiledForm {
    var form: CompiledForm
    do {
      form = try Self.read(from: text)
    } catch {
      // Reading the tables failed; what the rest of the text says decides which error to report.
      let version: Int
      do {
        version = try Self.formatVersion(of: text)
      } catch {
        throw CompiledFormError("not a compiled form: \(error.description)")
      }
      try Self.checkVersion(version)
      throw CompiledFormError("malformed compiled form: \(error.description)")
    }
    try Self.checkVersion(form.formatVersion)
    try form.validate()
    form.validation = .passed
    return form
  }

  private static func checkVersion(_ version: Int) throws(CompiledFormError) {
    guard version == currentFormatVersion else {
      let remedy =
        version < currentFormatVersion
        ? "recompile its spec with the formc of this FormRuntime (`formc compile`)"
        : "recompile its spec with a formc that writes version \(currentFormatVersion), or update FormRuntime"
      throw CompiledFormError(
        """
        compiled form has format version \(version); this FormRuntime reads version \(currentFormatVersion): \
        \(remedy)
        """)
    }
  }

  /// The compiled form as JSON: keys sorted and no insignificant white space, so the same
  /// form always gives byte-identical output. Ends with a newline.
  ///
  /// The bytes are those `JSONEncoder` gives for the `Encodable` conformance with
  /// `.sortedKeys` and `.withoutEscapingSlashes`, written by hand (`JSONWriter`) some 15
  /// times faster; the tests compare the two. (FormRuntime's `jsonData()` gives them as `Data`.)
  /// - Complexity: O(b) for b bytes of output, besides sorting set values.
  public func jsonUTF8() -> [UInt8] {
    withJSONUTF8 { Array($0) }
  }

  /// Calls `body` with the form's JSON (as ``jsonUTF8()`` gives it), valid only during the call:
  /// how a caller that copies the bytes elsewhere copies them once.
  package func withJSONUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    // About 125 bytes a row for the compiler's forms; more is reserved when it runs out.
    var json = JSONWriter(capacity: 1024 + 128 * rows.count)
    write(to: &json)
    json.endLine()
    return json.withBytes(body)
  }
}
