import FormDiagnostics
import FormRuntimeCore
import FormYAML
import NameSuggestions

/// How the decoder reads typed values out of YAML nodes, reporting a positioned error for every node of the
/// wrong shape. Scalars are read for the type the spec expects at that place, so
/// `options: [yes, no]` stays two strings whatever YAML 1.1 would make of them.
extension SpecDecoder {
  static let coreTags: Set<String> = [
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq",
  ]

  /// The entries of a mapping node by key, after reporting unknown, merge and non-scalar keys.
  ///
  /// - Parameters:
  ///   - what: how messages name the mapping ("row", "section", "the form").
  ///   - keys: the keys it may have, and those it must have (``SpecKey/requiredKeys``).
  /// - Complexity: O(e · k) for e entries and k keys, comparing lengths first and bytes only for keys of the same
  ///   length; no string is made for a key that is allowed.
  mutating func fields<Key: SpecKey>(of node: YAMLNode, what: String, as keys: Key.Type) -> MappingFields<Key>? {
    guard checkTag(node, what: what) else { return nil }
    guard let entries = node.mapping else {
      error(.expectedMapping, "expected a mapping for \(what), found \(describe(node))", at: node.location)
      return nil
    }
    var fields = MappingFields<Key>(entries: entries)
    var hasMergeKey = false
    for index in entries.indices {
      let keyNode = entries.key(at: index)
      if let slot = Key.slot(of: keyNode) {
        fields.set(slot: slot, entry: index)
        continue
      }
      guard let key = keyNode.scalar?.value else {
        error(.badKey, "keys of \(what) must be plain names, found \(describe(keyNode))", at: keyNode.location)
        continue
      }
      if key == "<<" {
        hasMergeKey = true
        error(
          .mergeKey, "merge keys ('<<') are not supported; write the keys of \(what) out in full",
          at: keyNode.location)
        continue
      }
      let suggestion = Suggestions.closest(to: key, in: Key.names)
      let list = Key.names.map { "'\($0)'" }.joined(separator: ", ")
      diagnostics.error(
        .unknownKey,
        "unknown key '\(key)' in \(what)" + (suggestion.map { "; did you mean '\($0)'?" } ?? " (allowed: \(list))"),
        at: keyNode.textLocation,
        fixIts: suggestion.map { [Self.replacing(keyNode, with: $0)] } ?? [])
    }
    // A merge key could have supplied the missing keys; it is already reported, so say no more.
    for key in Key.requiredKeys where !fields.has(key) && !hasMergeKey {
      error(.missingKey, "\(what) is missing the required key '\(Key.names[key.rawValue])'", at: node.location)
    }
    return fields
  }

  /// A fix-it replacing the text of scalar `node` with `replacement`: only the characters between the quotes of a
  /// quoted scalar, so the quotes stay.
  static func replacing(_ node: YAMLNode, with replacement: String) -> FixIt {
    ScalarPlacement(node).replacing(length: node.scalar?.value.unicodeScalars.count ?? 0, with: replacement)
  }

  /// A string scalar; plain scalars of any spelling are read as their text.
  mutating func string(_ node: YAMLNode, for key: String) -> Located<String>? {
    if let (value, location) = node.untaggedValueAndLocation { return Located(value, at: location) }
    guard checkTag(node, what: "'\(key)'"), let scalar = node.scalar, !node.isNull else {
      if !isTagged(node) {
        error(.expectedString, "expected a string for '\(key)', found \(describe(node))", at: node.location)
      }
      return nil
    }
    return Located(scalar.value, at: node.location)
  }

  /// A boolean: plain `true` or `false` (YAML 1.2 core schema spellings).
  mutating func bool(_ node: YAMLNode, for key: String) -> Located<Bool>? {
    guard checkTag(node, what: "'\(key)'") else { return nil }
    if let value = Self.boolValue(node) { return Located(value, at: node.location) }
    error(.expectedBool, "expected true or false for '\(key)', found \(describe(node))", at: node.location)
    return nil
  }

  /// An integer: a plain decimal scalar.
  mutating func int(_ node: YAMLNode, for key: String) -> Located<Int>? {
    guard checkTag(node, what: "'\(key)'") else { return nil }
    if let value = Self.intValue(node) { return Located(value, at: node.location) }
    error(.expectedInt, "expected an integer for '\(key)', found \(describe(node))", at: node.location)
    return nil
  }

  /// A number written as a plain scalar (`10`, `0.5`, `-2.25`, `1e3`), exactly: a row's bound,
  /// whole or decimal as its kind requires (which the checks judge).
  mutating func number(_ node: YAMLNode, for key: String) -> Located<FormDecimal>? {
    guard checkTag(node, what: "'\(key)'") else { return nil }
    if let scalar = node.scalar, let value = ScalarReading.number(scalar, tag: node.tag) {
      return Located(value, at: node.location)
    }
    let tooPrecise = node.scalar.map { ScalarReading.looksNumeric($0.value) } ?? false
    error(
      .expectedNumber,
      "expected a number for '\(key)', found \(describe(node))"
        + (tooPrecise
          ? " (a number has at most \(FormDecimal.maxScale) digits after the point and fits in 64 bits)" : ""),
      at: node.location)
    return nil
  }

  /// A sequence's items.
  mutating func sequence(_ node: YAMLNode, for key: String) -> YAMLNode.Items? {
    guard checkTag(node, what: "'\(key)'") else { return nil }
    guard let items = node.sequence else {
      error(.expectedSequence, "expected a list for '\(key)', found \(describe(node))", at: node.location)
      return nil
    }
    return items
  }

  static func boolValue(_ node: YAMLNode) -> Bool? {
    guard let scalar = node.scalar else { return nil }
    return ScalarReading.bool(scalar, tag: node.tag)
  }

  static func intValue(_ node: YAMLNode) -> Int? {
    guard let scalar = node.scalar else { return nil }
    return ScalarReading.int(scalar, tag: node.tag)
  }

  /// How a node reads in "found …": `a mapping`, `null`, `the string "yes"`.
  func describe(_ node: YAMLNode) -> String {
    guard let scalar = node.scalar else { return node.kindDescription }
    return ScalarReading.describe(scalar, isNull: node.isNull)
  }

  func isTagged(_ node: YAMLNode) -> Bool {
    node.tag.map { !Self.coreTags.contains($0) } ?? false
  }

  /// Reports a tag the spec does not use; returns false when there was one.
  /// - Parameter what: how the message names the place, made only when there is something to report.
  mutating func checkTag(_ node: YAMLNode, what: @autoclosure () -> String) -> Bool {
    guard let tag = node.tag, !Self.coreTags.contains(tag) else { return true }
    diagnostics.report(Self.unsupportedTag(tag, in: what(), at: node.location))
    return false
  }

  /// The error for a tag the spec does not use, written on a value of `what` (the decoder's nodes and the checks'
  /// `default:` values).
  static func unsupportedTag(_ tag: String, in what: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      kind: .unsupportedTag,
      message: "YAML tag '\(tag)' is not supported in \(what); if this is text, put it in quotes",
      at: location)
  }

  mutating func error(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation) {
    diagnostics.error(kind, message, at: location)
  }
}
