import Foundation

extension CompiledForm: Codable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion, form, title, sections, rows, values, conditions, plans
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    formatVersion = try container.decode(Int.self, forKey: .formatVersion)
    name = try container.decode(String.self, forKey: .form)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    sections = try container.decode(SectionTable.self, forKey: .sections)
    rows = try container.decode(RowTable.self, forKey: .rows)
    values = try container.decode([ValueSlot].self, forKey: .values)
    conditions = try container.decode([ConditionProgram].self, forKey: .conditions)
    plans = try container.decode(TransitionPlans.self, forKey: .plans)
    names = NameIndex(rows: rows, values: values)
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
  private struct VersionHeader: Decodable {
    var formatVersion: Int
  }

  /// Loads a compiled form from `formc compile` output, checking every table.
  ///
  /// - Parameter data: the contents of a `.formc.json` file, which may come from anywhere.
  /// - Throws: ``CompiledFormError`` when the data is not JSON, has another format version,
  ///   or has tables that do not fit together (see ``validate()``).
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public init(jsonData data: Data) throws(CompiledFormError) {
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionHeader.self, from: data).formatVersion
    } catch {
      throw CompiledFormError("not a compiled form: \(Self.describe(error))")
    }
    guard version == Self.currentFormatVersion else {
      throw CompiledFormError(
        "compiled form has format version \(version); this FormRuntime reads version \(Self.currentFormatVersion)"
          + " (recompile the form with a matching formc)")
    }
    do {
      self = try decoder.decode(CompiledForm.self, from: data)
    } catch {
      throw CompiledFormError("malformed compiled form: \(Self.describe(error))")
    }
    try validate()
    validation = .passed
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
    return Data(json.bytes)
  }

  private static func describe(_ error: Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ keys: [CodingKey]) -> String {
      keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "missing \(type) at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
    case .dataCorrupted(let context):
      let reason =
        context.underlyingError.map { " (\(($0 as NSError).userInfo[NSDebugDescriptionErrorKey] ?? $0))" } ?? ""
      let text =
        context.debugDescription.hasSuffix(".") ? String(context.debugDescription.dropLast()) : context.debugDescription
      return "\(text)\(reason) at \(path(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }
}
