import FormDiagnostics
import FormRuntimeCore
import FormYAML

/// A form as the author wrote it, decoded from YAML but not yet checked: what the decoding stage hands to the checks.
/// Every value is decoded (conditions parsed, `default:` values read into ``SpecValue``); no YAML node survives.
public struct FormSpec: Sendable {
  public var name: Located<String>
  public var title: Located<String>?
  /// `index: true`: every section with a header gets an index title from it; nil or false for index titles only
  /// where `indexTitle:` gives one.
  public var index: Located<Bool>? = nil
  /// `key:`: what replaces the form's name in the localization keys of its texts (`Shop.title`); nil for the name.
  public var key: Located<String>? = nil
  public var state: [StateVariableSpec]
  public var sections: [SectionSpec]
  /// Every distinct condition text of the form, parsed once, in order of first use; ``ConditionSpec/expression``
  /// uses are indexes into it.
  public var conditions: [ParsedCondition]
  /// State variables whose declaration was rejected (already reported, e.g. an unknown type): conditions may read
  /// them without a second error.
  public var rejectedStateNames: Set<String>
}

/// A condition text and its parse.
public struct ParsedCondition: Sendable {
  /// The text as written.
  public var source: String
  public var expression: ConditionExpression
}

/// A variable the app sets at run time (`state:` in the spec).
public struct StateVariableSpec: Sendable {
  public var name: Located<String>
  /// `bool`, `int` or `string`.
  public var type: Located<ValueType>
  /// The `default:` value, type-checked once the type is known.
  public var defaultValue: SpecValue?
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
  /// The `default:` value (the initial selection), checked once the rows are known.
  public var defaultValue: SpecValue?
  /// The title in the table's section index, when the spec gives one.
  public var indexTitle: Located<String>?
  /// `list:`: the section is a list section and `rows` is the template of one item. Nil for a static section.
  public var list: ListSpec?
  /// A list section's `default:`: the items it starts with (for a list section, ``defaultValue`` is nil).
  public var listDefaults: [ListItemSpec]?
  /// The rules of the section's selection (`required`, `minCount`, `maxCount`, `valid`, `message`).
  public var rules: RulesSpec
  public var rows: [RowSpec]
  public var location: SourceLocation
  /// `key:`: what replaces `<Form>.<id>` in the localization keys of the section's texts; nil to derive it.
  public var key: Located<String>? = nil
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

/// A row as written. Rows are copied whole at every stage (the full layout, the checks, lowering), so the fields
/// live in one shared, immutable box: a copy retains one reference instead of some twenty, and changing a field
/// copies the box first.
public struct RowSpec: Sendable {
  /// The stored fields of a row.
  struct Fields: Sendable {
    var id: Located<String>
    var kind: Located<RowKind>
    var kindIsValid: Bool
    var title: Located<String>?
    var visible: ConditionSpec?
    var defaultValue: SpecValue?
    var children: [RowSpec]
    var expandsLocation: SourceLocation?
    var expanded: Located<Bool>?
    var options: [Located<String>]?
    /// Indexed like `options`: the title written for each option (`{value, title}`), nil where an option has
    /// none. Nil when no option has a title.
    var optionTitles: [Located<String>?]?
    var optionsLocation: SourceLocation?
    var min: Located<FormDecimal>?
    var max: Located<FormDecimal>?
    var precision: Located<Int>?
    var keywords: [Located<String>]?
    /// Nil for most rows: the rules of the few rows that have some are kept out of line.
    var rules: RulesSpec?
    var enabled: ConditionSpec?
    /// Nil for rows without presentation keys.
    var presentation: PresentationSpec?
    var location: SourceLocation
    /// `key:`: what replaces `<Form>.<id>` in the localization keys of the row's texts; nil to derive it.
    var key: Located<String>? = nil
  }

  private final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var storage: Storage

  init(_ fields: Fields) {
    storage = Storage(fields)
  }

  private var fields: Fields {
    get { storage.fields }
    set { storage = Storage(newValue) }
  }

  public var id: Located<String> {
    get { storage.fields.id }
    set { fields.id = newValue }
  }
  /// The row's kind; `label` when the spec does not say.
  public var kind: Located<RowKind> {
    get { storage.fields.kind }
    set { fields.kind = newValue }
  }
  /// False when the spec names a kind that does not exist (already reported); checks that
  /// depend on the kind skip the row so one typo gives one error.
  public var kindIsValid: Bool {
    get { storage.fields.kindIsValid }
    set { fields.kindIsValid = newValue }
  }
  public var title: Located<String>? {
    get { storage.fields.title }
    set { fields.title = newValue }
  }
  public var visible: ConditionSpec? {
    get { storage.fields.visible }
    set { fields.visible = newValue }
  }
  public var defaultValue: SpecValue? {
    get { storage.fields.defaultValue }
    set { fields.defaultValue = newValue }
  }
  /// The child rows this row reveals when expanded; empty for rows that do not expand.
  public var children: [RowSpec] {
    get { storage.fields.children }
    set { fields.children = newValue }
  }
  /// Where `expands:` was written.
  public var expandsLocation: SourceLocation? {
    get { storage.fields.expandsLocation }
    set { fields.expandsLocation = newValue }
  }
  public var expanded: Located<Bool>? {
    get { storage.fields.expanded }
    set { fields.expanded = newValue }
  }
  public var options: [Located<String>]? {
    get { storage.fields.options }
    set { fields.options = newValue }
  }
  /// Indexed like ``options``: the title written for each option, nil where an option has none; nil when no
  /// option has a title.
  public var optionTitles: [Located<String>?]? {
    get { storage.fields.optionTitles }
    set { fields.optionTitles = newValue }
  }
  public var optionsLocation: SourceLocation? {
    get { storage.fields.optionsLocation }
    set { fields.optionsLocation = newValue }
  }
  /// The bounds as written: whole for a number row, with up to `precision` digits after the point for a
  /// decimal row (which the checks judge).
  public var min: Located<FormDecimal>? {
    get { storage.fields.min }
    set { fields.min = newValue }
  }
  public var max: Located<FormDecimal>? {
    get { storage.fields.max }
    set { fields.max = newValue }
  }
  /// A decimal row's digits after the point, as written (nil when absent: 2).
  public var precision: Located<Int>? {
    get { storage.fields.precision }
    set { fields.precision = newValue }
  }
  /// Words that find the row in a search, besides its title.
  public var keywords: [Located<String>]? {
    get { storage.fields.keywords }
    set { fields.keywords = newValue }
  }
  /// The row's validation rules (empty when it has none).
  public var rules: RulesSpec {
    get { storage.fields.rules ?? RulesSpec() }
    set { fields.rules = newValue.isEmpty && newValue.message == nil ? nil : newValue }
  }
  /// Whether the rules are written at all (a row without any is the common case, and skips their checks).
  public var hasRuleKeys: Bool { storage.fields.rules != nil }
  /// `enabled:`: when the row can be edited or tapped; nil when always.
  public var enabled: ConditionSpec? {
    get { storage.fields.enabled }
    set { fields.enabled = newValue }
  }
  /// Whether any presentation key is written (most rows have none, and skip their checks).
  public var hasPresentationKeys: Bool { storage.fields.presentation != nil }
  /// The row's subtitle, placeholder, secure entry, keyboard and detail (empty when it has none).
  public var presentation: PresentationSpec {
    get { storage.fields.presentation ?? PresentationSpec() }
    set { fields.presentation = newValue.isEmpty ? nil : newValue }
  }
  public var location: SourceLocation {
    get { storage.fields.location }
    set { fields.location = newValue }
  }
  /// `key:`: what replaces `<Form>.<id>` in the localization keys of the row's texts (`Common.email.title`); nil to
  /// derive them from the id.
  public var key: Located<String>? {
    get { storage.fields.key }
    set { fields.key = newValue }
  }

  public var isExpandable: Bool { !storage.fields.children.isEmpty }
}

/// A `visible:` value: `true`, or a condition.
///
/// `visible: false` is decoded as the condition text `false`, which means the same: both share one compiled program.
public enum ConditionSpec: Sendable {
  /// `visible: true`: always shown.
  case always(SourceLocation)
  /// A condition: `index` into ``FormSpec/conditions``, `text` where its characters were written (for diagnostics
  /// placed inside the string).
  case expression(index: Int, text: ScalarPlacement)

  public var location: SourceLocation {
    switch self {
    case .always(let location): location
    case .expression(_, let text): text.location
    }
  }
}
