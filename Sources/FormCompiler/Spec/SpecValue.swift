import FormDiagnostics
import FormYAML

/// A `default:` value as written, decoded from YAML before its type is known: the checks give it the type of the
/// row, selection or state variable it belongs to (``FormChecker/value(_:_:)``).
public struct SpecValue: Sendable {
  /// What was written.
  public enum Shape: Sendable {
    /// A scalar; `isNull` when YAML's core schema reads it as null.
    case scalar(YAMLScalar, isNull: Bool)
    /// A list, items as written.
    case sequence([SpecValue])
    /// A mapping, which no value of a form is.
    case mapping
  }

  public var shape: Shape
  /// The explicit tag, as ``FormYAML/YAMLNode/tag`` resolves it.
  public var tag: String?
  public var location: SourceLocation
  /// Where a scalar's text starts (after its opening quote), for diagnostics about what it says; ``location`` for
  /// a list or a mapping.
  var textLocation: SourceLocation { placement?.textLocation ?? location }
  /// Where a scalar's characters were written, for fix-its that replace it; nil for lists and mappings.
  var placement: ScalarPlacement?

  /// Decodes `node` and, for a list, its items.
  /// - Complexity: O(n) in the size of the value; lists nest as deep as the YAML limits allow, bounded.
  init(_ node: YAMLNode) {
    tag = node.tag
    location = node.location
    if let scalar = node.scalar {
      shape = .scalar(scalar, isNull: node.isNull)
      placement = ScalarPlacement(node)
    } else if let items = node.sequence {
      // Items are not lists in any valid default; an item that is one is only described, not read.
      shape = .sequence(items.map { SpecValue(item: $0) })
    } else {
      shape = .mapping
    }
  }

  /// An item of a list: its nested lists are kept as empty lists, which messages describe as lists.
  private init(item node: YAMLNode) {
    tag = node.tag
    location = node.location
    if let scalar = node.scalar {
      shape = .scalar(scalar, isNull: node.isNull)
      placement = ScalarPlacement(node)
    } else {
      shape = node.sequence != nil ? .sequence([]) : .mapping
    }
  }

  /// The scalar, when this is one (null included).
  var scalar: YAMLScalar? {
    if case .scalar(let scalar, _) = shape { return scalar }
    return nil
  }

  /// Whether this is a scalar YAML reads as null.
  var isNull: Bool {
    if case .scalar(_, let isNull) = shape { return isNull }
    return false
  }

  /// The boolean a scalar spells, as ``ScalarReading/bool(_:tag:)`` reads it.
  var boolValue: Bool? { scalar.flatMap { ScalarReading.bool($0, tag: tag) } }

  /// The integer a scalar spells, as ``ScalarReading/int(_:tag:)`` reads it.
  var intValue: Int? { scalar.flatMap { ScalarReading.int($0, tag: tag) } }

  /// The items, when this is a list.
  var sequence: [SpecValue]? {
    if case .sequence(let items) = shape { return items }
    return nil
  }

  /// A fix-it replacing the scalar's text with `replacement` (between its quotes, when it has them).
  func replacing(with replacement: String) -> FixIt {
    let length = scalar?.value.unicodeScalars.count ?? 0
    return placement?.replacing(length: length, with: replacement)
      ?? FixIt(location: location, length: length, replacement: replacement)
  }
}
