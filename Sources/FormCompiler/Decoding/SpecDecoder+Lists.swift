import FormDiagnostics
import FormYAML

/// Decoding of list sections: the `list:` mapping and the `default:` items.
extension SpecDecoder {
  /// A section's `list:` mapping; nil when it is not one (already reported).
  mutating func decodeList(_ node: YAMLNode, at location: SourceLocation) -> ListSpec? {
    guard let fields = fields(of: node, what: "'list'", as: ListKey.self) else { return nil }
    return ListSpec(
      location: location,
      min: fields.value(.min).flatMap { int($0, for: "min") },
      max: fields.value(.max).flatMap { int($0, for: "max") },
      reorder: fields.value(.reorder).flatMap { bool($0, for: "reorder") },
      add: fields[.add].flatMap { decodeListAdd($0.value, at: $0.key.location) },
      groupBy: fields.value(.groupBy).flatMap { string($0, for: "groupBy") },
      sortBy: fields.value(.sortBy).flatMap { string($0, for: "sortBy") })
  }

  /// `add: {id, title}`.
  private mutating func decodeListAdd(_ node: YAMLNode, at location: SourceLocation) -> ListAddSpec? {
    guard let fields = fields(of: node, what: "'add'", as: ListAddKey.self) else { return nil }
    guard let id = fields.value(.id).flatMap({ string($0, for: "id") }) else { return nil }
    return ListAddSpec(id: id, title: fields.value(.title).flatMap { string($0, for: "title") }, location: location)
  }

  /// A list section's `default:`: a sequence of mappings, each an item's optional `key` and its fields by template
  /// row id. The fields' names and values are checked against the template by the checks.
  mutating func decodeListDefaults(_ node: YAMLNode) -> [ListItemSpec]? {
    guard let items = sequence(node, for: "default") else { return nil }
    var decoded: [ListItemSpec] = []
    decoded.reserveCapacity(items.count)
    for item in items {
      guard checkTag(item, what: "an item of 'default'") else { continue }
      guard let entries = item.mapping else {
        error(
          .expectedMapping,
          "expected a mapping of an item's fields (and optional 'key') for an item of 'default', found "
            + describe(item),
          at: item.location)
        continue
      }
      var key: SpecValue?
      var itemFields: [(id: Located<String>, value: SpecValue)] = []
      for index in entries.indices {
        let keyNode = entries.key(at: index)
        guard let name = keyNode.scalar?.value, !keyNode.isNull else {
          error(
            .badKey, "keys of an item of 'default' must be field ids or 'key', found \(describe(keyNode))",
            at: keyNode.location)
          continue
        }
        if name == "<<" {
          error(
            .mergeKey, "merge keys ('<<') are not supported; write the fields of each item out in full",
            at: keyNode.location)
          continue
        }
        let value = SpecValue(entries.value(at: index))
        if name == ListItemSpec.keyField {
          key = value
        } else {
          itemFields.append((Located(name, at: keyNode.textLocation), value))
        }
      }
      decoded.append(ListItemSpec(key: key, fields: itemFields, location: item.location))
    }
    return decoded
  }
}
