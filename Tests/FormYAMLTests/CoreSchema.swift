import FormYAML

/// Loaded YAML as JSON, resolving plain scalars with the YAML 1.2 core schema, as the test suite's `in.json` does.
enum CoreSchema {
  /// A document that JSON cannot hold, such as a mapping with a sequence as a key.
  struct NotRepresentable: Error {
    var reason: String
  }

  private static let yamlTag = "tag:yaml.org,2002:"

  /// The JSON form of `node`. Recurses; the loader bounds the depth of its trees by `YAMLLimits.maxDepth`.
  static func json(_ node: YAMLNode) throws -> JSONValue {
    if let scalar = node.scalar { return json(scalar, tag: node.tag) }
    if let items = node.sequence { return .array(try items.map(json)) }
    var members: [String: JSONValue] = [:]
    for entry in node.mapping.map(Array.init) ?? [] {
      guard let key = entry.key.scalar else {
        throw NotRepresentable(reason: "a mapping key is \(entry.key.kindDescription)")
      }
      members[key.value] = try json(entry.value)
    }
    return .object(members)
  }

  /// The JSON value of a scalar: plain untagged scalars are resolved, `!!str`, `!!int`, `!!float`, `!!bool` and
  /// `!!null` are honoured, and everything else is a string.
  static func json(_ scalar: YAMLScalar, tag: String?) -> JSONValue {
    switch tag {
    case nil:
      return scalar.style == .plain ? resolvePlain(scalar.value) : .string(scalar.value)
    case yamlTag + "null":
      return .null
    case yamlTag + "bool":
      return boolean(scalar.value).map(JSONValue.bool) ?? .string(scalar.value)
    case yamlTag + "int":
      return integer(scalar.value).map(JSONValue.number) ?? .string(scalar.value)
    case yamlTag + "float":
      return (integer(scalar.value) ?? float(scalar.value)).map(JSONValue.number) ?? .string(scalar.value)
    default:
      return .string(scalar.value)
    }
  }

  /// The core schema's reading of a plain scalar.
  static func resolvePlain(_ value: String) -> JSONValue {
    if ["", "~", "null", "Null", "NULL"].contains(value) { return .null }
    if let bool = boolean(value) { return .bool(bool) }
    if let number = integer(value) ?? float(value) { return .number(number) }
    return .string(value)
  }

  private static func boolean(_ value: String) -> Bool? {
    switch value {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  private static func integer(_ value: String) -> Double? {
    if value.wholeMatch(of: /[-+]?[0-9]+/) != nil { return Double(value) }
    if value.wholeMatch(of: /0o[0-7]+/) != nil { return Int(value.dropFirst(2), radix: 8).map(Double.init) }
    if value.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil { return Int(value.dropFirst(2), radix: 16).map(Double.init) }
    return nil
  }

  private static func float(_ value: String) -> Double? {
    if value.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil { return Double(value) }
    if value.wholeMatch(of: /[-+]?\.(inf|Inf|INF)/) != nil { return value.hasPrefix("-") ? -.infinity : .infinity }
    if value.wholeMatch(of: /\.(nan|NaN|NAN)/) != nil { return .nan }
    return nil
  }
}
