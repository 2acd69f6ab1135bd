import FormRuntimeCore

/// The spec's keys as editors need them (`formc lsp`'s completion and hover), read from the declarations the decoder
/// reads mappings by (``SpecKey/declaration``, ``SpecKey/requiredKeys``), so that no list of keys is written twice.
///
/// A kind of mapping is named as the schema names it (`form`, `section`, `row`, `stateVariable`, `list`, `option`,
/// `listAdd`); ``rootMapping`` is the document's.
public enum SpecKeyCatalogue {
  /// How a key's value holds mappings of another kind.
  public enum Nesting: Sendable, Hashable {
    /// The value is one mapping (`list:`).
    case mapping
    /// The value is a sequence whose mapping items are of the kind (`rows:`, `options:`).
    case sequence
    /// The value maps names the author chooses to mappings of the kind (`state:`).
    case named
  }

  /// One key of a kind of mapping.
  public struct Key: Sendable, Hashable {
    /// The key as written.
    public var name: String
    /// What it means (the schema's description).
    public var summary: String
    public var isRequired: Bool
    /// Whether its value is a condition.
    public var isCondition: Bool
    /// The values it takes, when it takes one of a fixed set (`kind:`, `select:`).
    public var values: [String]?
    /// The values it takes instead when another key of the mapping has a given value (a row's `style:` by its
    /// `kind:`).
    public var dependentValues: [DependentValues] = []
    /// A row key's kinds of row, when it applies to some only (`options` to choice, picker and
    /// multichoice rows): the keys an editor offers on a row whose `kind:` is written.
    public var rowKinds: [String]?
    /// The kind of mapping its value holds, and how, when it holds mappings.
    public var nested: (mapping: String, nesting: Nesting)? {
      guard let nestedMapping, let nesting else { return nil }
      return (nestedMapping, nesting)
    }
    var nestedMapping: String?
    var nesting: Nesting?

    /// Whether the key applies to a row of kind `kind` (the value of its `kind:`); true for keys
    /// of other mappings.
    public func applies(toRowKind kind: String) -> Bool { rowKinds?.contains(kind) ?? true }

    /// The values the key takes in a mapping whose keys have the values `value(of:)` gives (nil for a key it does
    /// not have): ``dependentValues``' when one applies, else ``values``.
    public func values(in value: (String) -> String?) -> [String]? {
      dependentValues.first { value($0.key) == $0.value }?.values ?? values
    }
  }

  /// The values a key takes when the key ``key`` of its mapping is ``value``.
  public struct DependentValues: Sendable, Hashable {
    public var key: String
    public var value: String
    public var values: [String]
  }

  /// The name of the document's mapping.
  public static var rootMapping: String { FormKey.mapping.name }

  /// The summary of the kind of mapping `mapping`, nil for a name that is none.
  public static func summary(ofMapping mapping: String) -> String? {
    catalogue[mapping]?.summary
  }

  /// The keys of the kind of mapping `mapping`, in declaration order; empty for a name that is none.
  /// - Complexity: O(1).
  public static func keys(ofMapping mapping: String) -> [Key] {
    catalogue[mapping]?.keys ?? []
  }

  /// Every kind of mapping reachable from the root, built once by following the shapes of the keys.
  private static let catalogue: [String: (summary: String, keys: [Key])] = {
    var found: [String: (summary: String, keys: [Key])] = [:]
    var pending: [any SpecKey.Type] = [FormKey.self]
    while let type = pending.popLast() {
      guard found[type.mapping.name] == nil else { continue }
      let (summary, keys, nested) = describe(type)
      found[type.mapping.name] = (summary, keys)
      pending += nested
    }
    return found
  }()

  private static func describe<K: SpecKey>(_ type: K.Type) -> (String, [Key], [any SpecKey.Type]) {
    var nestedTypes: [any SpecKey.Type] = []
    let keys = K.allCases.map { key in
      let declaration = key.declaration
      var entry = Key(
        name: declaration.name, summary: declaration.summary,
        isRequired: K.requiredKeys.contains { $0.rawValue == key.rawValue },
        isCondition: false, values: nil)
      switch declaration.shape {
      case .condition: entry.isCondition = true
      case .oneOf(let values): entry.values = values
      default: break
      }
      for dependent in K.dependentShapes where dependent.key.rawValue == key.rawValue {
        guard let value = dependent.value, case .oneOf(let values) = dependent.shape else { continue }
        entry.dependentValues.append(
          DependentValues(key: dependent.when.declaration.name, value: value, values: values))
      }
      entry.rowKinds = key.rowKinds.map { kinds in RowKind.allCases.filter(kinds.contains).map(\.rawValue) }
      if let (nestedType, nesting) = nestedMapping(of: declaration.shape) {
        entry.nestedMapping = nestedType.mapping.name
        entry.nesting = nesting
        nestedTypes.append(nestedType)
      }
      return entry
    }
    return (K.mapping.summary, keys, nestedTypes)
  }

  /// The kind of mapping a value of `shape` holds, and how.
  private static func nestedMapping(of shape: SpecValueShape) -> (any SpecKey.Type, Nesting)? {
    switch shape {
    case .mapping(let type): (type, .mapping)
    case .named(let type): (type, .named)
    case .list(.mapping(let type), _), .list(.either(_, .mapping(let type)), _): (type, .sequence)
    default: nil
    }
  }
}
