import Foundation

extension CompiledForm: Codable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion, form, title, sections, rows, values, conditions, plans
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      formatVersion: try container.decode(Int.self, forKey: .formatVersion),
      name: try container.decode(String.self, forKey: .form),
      title: try container.decodeIfPresent(String.self, forKey: .title),
      sections: try container.decode(SectionTable.self, forKey: .sections),
      rows: try container.decode(RowTable.self, forKey: .rows),
      values: try container.decode([ValueSlot].self, forKey: .values),
      conditions: try container.decode([ConditionProgram].self, forKey: .conditions),
      plans: try container.decode(TransitionPlans.self, forKey: .plans))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(formatVersion, forKey: .formatVersion)
    try container.encode(name, forKey: .form)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encode(sections, forKey: .sections)
    try container.encode(rows, forKey: .rows)
    try container.encode(values, forKey: .values)
    try container.encode(conditions, forKey: .conditions)
    try container.encode(plans, forKey: .plans)
  }
}

extension CompiledForm {
  /// Loads a compiled form from `formc compile` output, checking every table.
  ///
  /// The JSON is read by hand (`JSONReader`, `CompiledForm+JSONReading.swift`) into the tables
  /// the `Decodable` conformance would give `JSONDecoder`, and rejected where `JSONDecoder`
  /// would reject it, with the same precedence: text that is not JSON (or has no
  /// `formatVersion`) first, then another format version, then tables of the wrong shape.
  ///
  /// - Parameter data: the contents of a `.formc.json` file, which may come from anywhere.
  /// - Throws: ``CompiledFormError`` when the data is not JSON, has another format version,
  ///   or has tables that do not fit together (see ``validate()``).
  /// - Complexity: O(b + n + c) for b bytes, n rows and c condition instructions.
  public init(jsonData data: Data) throws(CompiledFormError) {
    guard let text = Self.utf8Text(data) else {
      throw CompiledFormError("not a compiled form: the data is not valid UTF-8, UTF-16 or UTF-32")
    }
    do {
      self = try Self.read(from: text)
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
    try Self.checkVersion(formatVersion)
    try validate()
    validation = .passed
  }

  private static func checkVersion(_ version: Int) throws(CompiledFormError) {
    guard version == currentFormatVersion else {
      throw CompiledFormError(
        "compiled form has format version \(version); this FormRuntime reads version \(currentFormatVersion)"
          + " (recompile the form with a matching formc)")
    }
  }

  /// The compiled form as JSON: keys sorted and no insignificant white space, so the same
  /// form always gives byte-identical output. Ends with a newline.
  ///
  /// The bytes are those `JSONEncoder` gives for the `Encodable` conformance with
  /// `.sortedKeys` and `.withoutEscapingSlashes`, written by hand (`JSONWriter`) some 15
  /// times faster; the tests compare the two.
  /// - Complexity: O(b) for b bytes of output, besides sorting set values and the keys of
  ///   ``TransitionPlans/expansions``.
  public func jsonData() -> Data {
    // About 125 bytes a row for the compiler's forms; more is reserved when it runs out.
    var json = JSONWriter(capacity: 1024 + 128 * rows.count)
    write(to: &json)
    json.endLine()
    return json.withBytes { Data(buffer: $0) }
  }
}
