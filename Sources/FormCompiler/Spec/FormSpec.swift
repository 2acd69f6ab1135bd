import FormDiagnostics
import FormRuntime
import FormYAML

/// A form as the author wrote it, decoded from YAML but not yet checked.
public struct FormSpec: Sendable {
  public var name: Located<String>
  public var title: Located<String>?
  public var state: [StateVariableSpec]
  public var sections: [SectionSpec]
}

/// A variable the app sets at run time (`state:` in the spec).
public struct StateVariableSpec: Sendable {
  public var name: Located<String>
  /// `bool`, `int` or `string`.
  public var type: Located<ValueType>
  /// The `default:` node, type-checked once the type is known.
  public var defaultValue: YAMLNode?
  /// The allowed values of a string variable.
  public var values: [Located<String>]?
  public var location: SourceLocation
}

public struct SectionSpec: Sendable {
  public var id: Located<String>
  public var header: Located<String>?
  public var footer: Located<String>?
  public var visible: ConditionSpec?
  public var accordion: Located<Bool>?
  /// `select: single` or `select: multiple`: the top-level rows are choices, and the section id
  /// names the selection. Nil when absent or misspelt (already reported).
  public var select: Located<SelectMode>?
  /// Where `select:` was written, also when its value was wrong.
  public var selectLocation: SourceLocation?
  /// The `default:` node (the initial selection), checked once the rows are known.
  public var defaultValue: YAMLNode?
  /// The title in the table's section index, when the spec gives one.
  public var indexTitle: Located<String>?
  public var rows: [RowSpec]
  public var location: SourceLocation
}

/// How many rows of a select section can be selected at once.
public enum SelectMode: String, Sendable, CaseIterable {
  /// One row or none: the selection is an optional row id.
  case single
  /// Any number of rows: the selection is a set of row ids.
  case multiple

  /// The type of the section's value slot.
  public var valueType: ValueType { self == .single ? .option : .set }
}

public struct RowSpec: Sendable {
  public var id: Located<String>
  /// The row's kind; `label` when the spec does not say.
  public var kind: Located<RowKind>
  /// False when the spec names a kind that does not exist (already reported); checks that
  /// depend on the kind skip the row so one typo gives one error.
  public var kindIsValid: Bool
  public var title: Located<String>?
  public var visible: ConditionSpec?
  public var defaultValue: YAMLNode?
  /// The child rows this row reveals when expanded; empty for rows that do not expand.
  public var children: [RowSpec]
  /// Where `expands:` was written.
  public var expandsLocation: SourceLocation?
  public var expanded: Located<Bool>?
  public var options: [Located<String>]?
  public var optionsLocation: SourceLocation?
  public var min: Located<Int>?
  public var max: Located<Int>?
  /// Words that find the row in a search, besides its title.
  public var keywords: [Located<String>]?
  public var location: SourceLocation

  public var isExpandable: Bool { !children.isEmpty }
}

/// A `visible:` condition: a YAML boolean, or an expression parsed from a string.
public enum ConditionSpec: Sendable {
  case constant(Located<Bool>)
  /// A parsed expression; `source` is the text as written, `node` the YAML scalar it came from
  /// (used to place diagnostics on the right column inside the string).
  case expression(source: String, ConditionExpression, node: YAMLNode)

  public var location: SourceLocation {
    switch self {
    case .constant(let value): value.location
    case .expression(_, _, let node): node.location
    }
  }
}
