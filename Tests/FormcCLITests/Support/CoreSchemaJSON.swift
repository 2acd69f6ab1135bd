import FormDiagnostics
import FormRuntime
import FormYAML
import Foundation

/// A spec as JSON, read as yaml-language-server reads YAML (the YAML 1.2 core schema): what a JSON Schema of the
/// spec is checked against. formc's own YAML loader builds the tree, so anchors and aliases resolve as formc
/// resolves them.
enum CoreSchemaJSON {
  /// The JSON text of the single document of `text`; nil when it does not load, or holds what JSON cannot
  /// (a tag that is not a core one, a non-scalar key, `.inf`, an integer beyond 64 bits), which no schema sees.
  static func json(ofSpec text: String, path: String = "spec.form.yaml") -> String? {
    guard case .success(let root) = YAMLLoader.loadSingleDocument(SourceText(path: path, text: text)) else {
      return nil
    }
    var output = ""
    return append(root, to: &output, depth: 0) ? output : nil
  }

  /// The tags of the core schema, which YAML editors read as the type they name.
  private static let coreTag = "tag:yaml.org,2002:"

  /// Appends `node` as JSON; false when it cannot be written.
  private static func append(_ node: YAMLNode, to output: inout String, depth: Int) -> Bool {
    // Specs nest a few levels; the fuzz corpus may nest deeper than is worth converting.
    guard depth < 200 else { return false }
    let tag = node.tag
    if let tag, !tag.hasPrefix(coreTag) { return false }
    if let entries = node.mapping {
      output += "{"
      for index in entries.indices {
        guard let key = entries.key(at: index).scalar?.value, entries.key(at: index).tag == nil else { return false }
        if index > 0 { output += "," }
        output += quoted(key) + ":"
        guard append(entries.value(at: index), to: &output, depth: depth + 1) else { return false }
      }
      output += "}"
      return true
    }
    if let items = node.sequence {
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        guard append(item, to: &output, depth: depth + 1) else { return false }
      }
      output += "]"
      return true
    }
    guard let scalar = node.scalar else { return false }
    if node.isNull {
      output += "null"
      return true
    }
    guard let value = scalarJSON(scalar, tag: tag.map { String($0.dropFirst(coreTag.count)) }) else { return false }
    output += value
    return true
  }

  /// A scalar as the core schema resolves it: a plain `true`, `42` or `1.5` is a boolean or a number, anything
  /// quoted or of another spelling a string; an explicit core tag says which.
  private static func scalarJSON(_ scalar: YAMLScalar, tag: String?) -> String? {
    let text = scalar.value
    switch tag {
    case "str": return quoted(text)
    case "bool": return bool(text)
    case "int": return int(text)
    case "float": return float(text)
    case nil: break
    default: return nil
    }
    guard scalar.style == .plain else { return quoted(text) }
    if let value = bool(text) { return value }
    if text.wholeMatch(of: /[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+/) != nil { return int(text) }
    if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)/)
      != nil
    {
      return float(text)
    }
    return quoted(text)
  }

  private static func bool(_ text: String) -> String? {
    switch text {
    case "true", "True", "TRUE": "true"
    case "false", "False", "FALSE": "false"
    default: nil
    }
  }

  private static func int(_ text: String) -> String? {
    if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(String.init) }
    if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(String.init) }
    return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text).map(String.init)
  }

  /// A finite float; `.inf` and `.nan`, which JSON has no spelling for, are nil.
  private static func float(_ text: String) -> String? {
    guard let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), value.isFinite else {
      return nil
    }
    // Written as a float, so `1.0` stays a float (what a YAML editor sees), not the integer 1.
    return value == value.rounded() && abs(value) < 1e15 ? String(format: "%.1f", value) : "\(value)"
  }

  /// A JSON string literal, as the engine writes one.
  static func quoted(_ text: String) -> String { FormValue.jsonQuoted(text) }
}
