import FormCompiler
import FormYAML

/// What one version of a spec's text declares and where it names it, read from its YAML tree alone, so that a spec
/// with errors (one being typed) still has one. ``SpecIndexBuilder`` makes it; ``SpecNavigator`` answers from it.
struct SpecIndex: Sendable {
  /// A name the spec declares: a section's or row's id, a list's add row, a state variable.
  struct Declaration: Sendable {
    enum Kind: Sendable {
      case row(kind: String, options: [String], isExpandable: Bool)
      /// `select` is the section's `select:` mode and `choices` its rows' ids; `isList` when it has `list:`.
      case section(select: String?, isList: Bool, choices: [String])
      case stateVariable(type: String, values: [String])
      case addRow
    }
    var name: String
    var kind: Kind
    /// The id's value (a state variable's key).
    var span: TextSpan
    /// The list section whose template holds it, for a template row.
    var list: String?
  }

  /// A place that reads a declared name: a condition's name, a `groupBy:`, a select section's `default:`, a list
  /// item's field key, a detail's `{{name}}`.
  struct NameUse: Sendable {
    var name: String
    var span: TextSpan
    /// The condition it is in (an index into ``conditions``), nil elsewhere.
    var condition: Int?
  }

  /// A condition's scalar: where its text is, and the list whose template it belongs to.
  struct ConditionSite: Sendable {
    var node: YAMLNode
    var text: String
    /// The list section id when the condition is a template row's, which reads the item's fields.
    var scope: String?
    /// Whether positions map exactly into its text (``YAMLNode/scalarOffset(line:column:)``).
    var isExact: Bool
  }

  /// A key as written, with the kind of mapping it is in.
  struct KeySite: Sendable {
    var span: TextSpan
    var mapping: String
    var key: SpecKeyCatalogue.Key?
    /// The value node, for completing a key's fixed values.
    var value: YAMLNode
    /// The values the key takes in its mapping (a row's `style:` those of its kind), when it takes a fixed set.
    var values: [String]?
  }

  /// A mapping the catalogue knows the kind of: where its keys start and which it has.
  struct MappingSite: Sendable {
    var mapping: String
    var start: TextPosition
    var end: TextPosition
    var keys: [String]
    /// A row's `kind:` when it is written, for completing only the keys of its kind.
    var rowKind: String?
  }

  /// An outline entry and the entry it is under (-1 at the top).
  struct OutlineEntry: Sendable {
    var symbol: OutlineSymbol
    var parent: Int
  }

  var declarations: [Declaration] = []
  var uses: [NameUse] = []
  var conditions: [ConditionSite] = []
  var keys: [KeySite] = []
  var mappings: [MappingSite] = []
  var outline: [OutlineEntry] = []
  /// The first declaration of each name.
  var declarationByName: [String: Int] = [:]

  /// The declaration of `name`, when the spec has one.
  func declaration(named name: String) -> Declaration? {
    declarationByName[name].map { declarations[$0] }
  }
}

extension TextSpan {
  /// Whether `position` is in the span or just past its end (where a cursor after a word stands).
  func touches(_ position: TextPosition) -> Bool {
    start <= position && position <= end
  }
}

extension YAMLNode {
  /// The span of a scalar's text: inside its quotes, without its tag or anchor.
  var textSpan: TextSpan {
    let count = scalar?.value.unicodeScalars.count ?? 0
    return TextSpan(start: TextPosition(textLocation), end: TextPosition(location(ofScalarOffset: count)))
  }

  /// The span of a whole node, from its start to libyaml's end mark.
  var nodeSpan: TextSpan {
    TextSpan(start: TextPosition(location), end: TextPosition(endLocation))
  }
}
