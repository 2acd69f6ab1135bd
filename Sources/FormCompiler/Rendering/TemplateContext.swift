import FormRuntimeCore

/// Everything a template can use to render one form, the same for bundled and user templates.
/// `formc templates context FORM` prints it as JSON; docs/template-context.md lists every key.
///
/// Code that needs thought (Swift names, conditions as Swift, the compiled tables as a Swift
/// literal, typed getters and setters) is worked out here, so templates only place it.
public struct TemplateContext: Encodable, Sendable {
  public struct Form: Codable, Sendable {
    /// The spec's `form:` name, e.g. `Fruit`.
    public var name: String
    /// The generated type's name: the form name + `Form`.
    public var typeName: String
    public var title: String?
    /// The spec's file name (without its folder, so output does not depend on where formc ran).
    public var source: String
    /// What the localization keys of the form's texts start with instead of `<Form>.<id>`'s `<Form>`: the spec's
    /// top-level `key:`, or the name.
    public var keyPrefix: String
    /// The localization key of the form's title (`Fruit.title`).
    public var titleKey: String
  }

  public struct Condition: Codable, Sendable {
    /// As written in the spec.
    public var source: String
    /// As a Swift expression over the generated type's properties.
    public var swift: String
  }

  /// One validation rule of a row or a select section, in the order the runtime checks them.
  public struct Rule: Codable, Sendable {
    /// `required`, `format`, `minLength`, `maxLength`, `pattern`, `minCount`, `maxCount` or `valid`.
    public var kind: String
    /// What the rule checks against, as written in the spec: the bound (`10`), the format's name (`email`), the
    /// pattern's source, or a `valid` rule's condition; absent for `required`.
    public var argument: String?
    /// The message the app shows while the rule fails: the spec's `message`, or the compiler's default.
    public var message: String
  }

  public struct Section: Codable, Sendable {
    public var id: String
    /// The `Section` enum case, escaped if it is a Swift keyword.
    public var caseName: String
    public var index: Int
    public var header: String?
    public var footer: String?
    public var accordion: Bool
    public var visible: Condition?
    /// `single` or `multiple` for a select section; absent otherwise.
    public var select: String?
    /// Whether this is a `select: multiple` section (for templates, which cannot compare strings).
    public var isMultipleSelect: Bool
    /// The section's title in the table's section index, if it has one.
    public var indexTitle: String?
    /// Ids of the section's top-level rows.
    public var rows: [String]
    /// All the section's rows, nested ones included, in layout order (the same entries as `rows` at the top level).
    public var allRows: [Row]
    /// The choices of a select section (its top-level rows); empty for other sections.
    public var choices: [Row]
    /// A select section's selection (the same entry as in `values`).
    public var selection: Value?
    /// The list a list section shows (the same entry as in `lists`); absent for other sections.
    public var list: List?
    /// Whether the section has a table of static rows to show: every static section, and a list section with an add
    /// row (its only static row).
    public var showsRowTable: Bool
    /// A select section's rules on its selection, in check order; empty for other sections.
    public var rules: [Rule]
    /// Whether `rules` is not empty (for templates, which cannot test an array's length).
    public var hasRules: Bool
    /// Whether some row of the section (`allRows`, or a list's template rows) has rules or an `enabled` condition.
    public var hasValidatedRows: Bool
    /// What the localization keys of the section's texts start with: its `key:`, or `<Form>.<id>`.
    public var keyPrefix: String
    /// The localization keys of the section's header, footer and index title (a grouped list's first table section's:
    /// its header is its first option's key).
    public var headerKey: String
    public var footerKey: String
    public var indexTitleKey: String
  }

  /// A field of a list's items: a template row with a value, typed as a static row of its kind is.
  public struct Field: Codable, Sendable {
    /// The template row's id, as events name the field (`phones[KEY].number`).
    public var name: String
    /// The name as a Swift string literal.
    public var nameLiteral: String
    /// The item struct's property (and its initializer's label), escaped if it is a Swift keyword; `key` and
    /// `itemValues` take a `Value` suffix.
    public var property: String
    /// The property as an argument label at a call site: unescaped, as Swift takes most keywords there.
    public var label: String
    /// The list type's setter for one item's field, e.g. `setLabel` (called as `setLabel(.work, key: "w2")`).
    public var setter: String
    /// The list type's method for the user's edit of one item's field, e.g. `editLabel` (called as
    /// `editLabel(.work, key: "w2")`): the setter's name with `edit` for `set`.
    public var editor: String
    /// `bool`, `int`, `string`, `option`, `set` or `date`.
    public var type: String
    /// The Swift type of the property, as for a static row of the same kind (`String`, `LabelOption?`).
    public var swiftType: String
    /// The template default (what a new item takes) as JSON text.
    public var initial: String
    /// The template default as a Swift expression of `swiftType`: the item initializer's default argument.
    public var initialSwift: String
    /// A Swift expression reading the field of the item with key `key` from `engine` (in the list type).
    public var getter: String
    /// A Swift expression turning the item struct's property (`self.…`) into a `FormValue`.
    public var itemValue: String
    /// A Swift expression turning `newValue` (of `swiftType`) into a `FormValue`.
    public var setterValue: String
    /// The enum of the allowed values, when there is one (declared once, in `lists[].fields`).
    public var optionType: String?
    public var options: [Option]
  }

  /// A row of a list's item template, with its own `visible` condition.
  public struct TemplateRow: Codable, Sendable {
    /// The row, as in the context's `rows` (where its `visible` is null).
    public var row: Row
    /// The template row's `visible` condition, or null. Its Swift reads the item with key `key` (its fields and
    /// expanded flags) and everything else through `engine`, so it is placed in the list type.
    public var visible: Condition?
    /// The field's template default (what a new item takes) as JSON text, for a row with a value.
    public var initial: String?
    /// The template row's `enabled` condition, or null; its Swift reads the item with key `key`, as `visible`'s does.
    public var enabled: Condition?

    private enum CodingKeys: String, CodingKey {
      case row, visible, initial, enabled
    }

    /// Writes absent optionals as `null`, as ``Row`` does: inside `{{#templateRows}}` a row without a condition must
    /// not show its section's `visible`.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(row, forKey: .row)
      try container.encode(visible, forKey: .visible)
      try container.encode(initial, forKey: .initial)
      try container.encode(enabled, forKey: .enabled)
    }
  }

  /// One of the items a list starts with (the spec's `default:`).
  public struct DefaultItem: Codable, Sendable {
    /// The key written in the spec, or absent (the runtime then gives it the next key of the list's sequence).
    public var key: String?
    public var hasKey: Bool
    /// Every field's value, as a JSON object (`{"key": "home1", "label": "home", "number": "+1 555 0100"}`).
    public var values: String
  }

  /// A list section: its items' typed struct, the typed list type on the form, its rules and its item template.
  public struct List: Codable, Sendable {
    /// The list's name: its section's id.
    public var id: String
    /// The id as a Swift string literal.
    public var idLiteral: String
    /// The form's property giving the typed list (`form.phones`), escaped; `List` is appended when the id is taken.
    /// Also the list's case of the form's `ItemRow` enum (`.phones(key:row:)`).
    public var property: String
    /// The item struct, named from the list id singularized simply: `-ies` → `-y`; `-ches`, `-shes`, `-sses`,
    /// `-xes`, `-zes`, `-oes` lose `es`; any other `-s` but `-ss` loses `s` (`phones` → `Phone`, `heroes` → `Hero`).
    /// When that does not apply or clashes with another generated or well-known name: `<List>Item` (`GuestListItem`).
    public var itemType: String
    /// The typed list's type: `<List>List` (`PhonesList`), numbered on a clash.
    public var listType: String
    /// Removing an item is refused at this count.
    public var minItems: Int
    /// Adding an item is refused at this count, when `hasMax`.
    public var maxItems: Int?
    public var hasMax: Bool
    /// Whether the user may move items (`move` events).
    public var reorder: Bool
    /// The add row's id and title, when the list has one.
    public var addRow: String?
    public var addTitle: String?
    /// The field that groups the items into table sections, when grouped.
    public var groupBy: String?
    /// The option enum of the `groupBy` field, when grouped by a choice or picker field (`TeamOption`).
    public var groupType: String?
    /// Whether the `groupBy` field is a text field, whose initial letters group the items.
    public var groupsByInitialLetter: Bool
    /// The field the items are sorted by, when sorted (then `insert` is refused).
    public var sortBy: String?
    public var isSorted: Bool
    /// The value name of the item count (`phones.count`).
    public var countName: String
    /// The count's name as a Swift string literal.
    public var countLiteral: String
    /// A Swift expression over `engine` and `key`: whether the list has an item with that key (O(log n) through a
    /// field's value when the items have fields).
    public var hasItem: String
    /// The items' fields, in template order.
    public var fields: [Field]
    /// The template rows, in layout order.
    public var templateRows: [TemplateRow]
    /// Whether some template row has no `visible` condition (a `switch` over all of them then needs a `default`).
    public var hasUnconditionalTemplateRows: Bool
    /// The items the list starts with, in list order.
    public var defaultItems: [DefaultItem]
    /// Whether the list starts with items (for templates, which cannot test an array's length).
    public var hasDefaultItems: Bool
  }

  public struct Row: Codable, Sendable {
    public var id: String
    public var caseName: String
    /// Position in the full layout.
    public var slot: Int
    public var kind: String
    public var title: String?
    public var section: String
    public var parent: String?
    public var children: [String]
    /// 0 for top-level rows.
    public var depth: Int
    public var isExpandable: Bool
    public var expanded: Bool
    public var visible: Condition?
    /// The row's value, when its kind holds one (the same entry as in `values`).
    public var value: Value?
    /// Words that find the row in a search besides its title.
    public var keywords: [String]
    /// The id of the select section the row is a choice of.
    public var choiceOf: String?
    /// Whether the row is a choice that starts selected.
    public var selected: Bool
    /// The row's `enabled` condition; `null` when always enabled (and for a template row, whose condition is its
    /// list's `templateRows[].enabled`).
    public var enabled: Condition?
    /// The row's validation rules, in check order (a template row's apply to each item).
    public var rules: [Rule]
    /// Whether the row has rules or an `enabled` condition.
    public var hasValidation: Bool
    /// The spec's presentation keys as written (`detail` with its `{{name}}`s); `secure` false when not written.
    public var subtitle: String?
    public var placeholder: String?
    public var secure: Bool
    public var keyboard: String?
    public var detail: String?
    /// The spec's `style:` as written (`null` when not written: the kind's default control).
    public var style: String?
    /// What the localization keys of the row's texts start with: its `key:`, or `<Form>.<id>`.
    public var keyPrefix: String
    /// The localization key of the row's title (`<keyPrefix>.title`); its subtitle's, placeholder's and detail's end
    /// in `.subtitle`, `.placeholder` and `.detail`.
    public var titleKey: String

    private enum CodingKeys: String, CodingKey {
      case id, caseName, slot, kind, title, section, parent, children, depth, isExpandable, expanded, visible, value
      case keywords, choiceOf, selected, enabled, rules, hasValidation
      case subtitle, placeholder, secure, keyboard, detail, style, keyPrefix, titleKey
    }

    /// Writes absent optionals as `null` rather than leaving them out: a template that asks a
    /// row without a condition for `visible` must find the row's null, not fall through to the
    /// enclosing section's condition (Mustache looks a missing key up in outer contexts).
    public func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(caseName, forKey: .caseName)
      try container.encode(slot, forKey: .slot)
      try container.encode(kind, forKey: .kind)
      try container.encode(title, forKey: .title)
      try container.encode(section, forKey: .section)
      try container.encode(parent, forKey: .parent)
      try container.encode(children, forKey: .children)
      try container.encode(depth, forKey: .depth)
      try container.encode(isExpandable, forKey: .isExpandable)
      try container.encode(expanded, forKey: .expanded)
      try container.encode(visible, forKey: .visible)
      try container.encode(value, forKey: .value)
      try container.encode(keywords, forKey: .keywords)
      try container.encode(choiceOf, forKey: .choiceOf)
      try container.encode(selected, forKey: .selected)
      try container.encode(enabled, forKey: .enabled)
      try container.encode(rules, forKey: .rules)
      try container.encode(hasValidation, forKey: .hasValidation)
      try container.encode(subtitle, forKey: .subtitle)
      try container.encode(placeholder, forKey: .placeholder)
      try container.encode(secure, forKey: .secure)
      try container.encode(keyboard, forKey: .keyboard)
      try container.encode(detail, forKey: .detail)
      try container.encode(style, forKey: .style)
      try container.encode(keyPrefix, forKey: .keyPrefix)
      try container.encode(titleKey, forKey: .titleKey)
    }
  }

  public struct Option: Codable, Sendable {
    /// The option as written.
    public var value: String
    /// Its enum case, escaped if it is a Swift keyword.
    public var caseName: String
    /// The option as a Swift string literal.
    public var literal: String
    /// The text shown for it: its `title:` in the spec, or the value.
    public var title: String
    /// ``title`` as a Swift string literal.
    public var titleLiteral: String
    /// Whether the spec gives the option a title of its own.
    public var hasTitle: Bool
    /// The localization key of ``title`` (`Fruit.citrusPick.options.Lime`; for a selection's choice, the choice
    /// row's title key).
    public var key: String
    /// ``key`` as a Swift string literal.
    public var keyLiteral: String

    /// The options of `slot`, whose enum cases are `caseNames` (unescaped) and localization keys `keys`.
    static func options(of slot: ValueSlot, caseNames: [String], keys: [String]) -> [Option] {
      let options = slot.options ?? []
      return zip(zip(options, caseNames), keys).map { option, key in
        let (value, caseName) = option
        let title = slot.title(ofOption: value)
        return Option(
          value: value, caseName: SwiftNames.escaped(caseName), literal: SwiftNames.stringLiteral(value),
          title: title, titleLiteral: SwiftNames.stringLiteral(title),
          hasTitle: slot.optionTitles != nil && title != value, key: key, keyLiteral: SwiftNames.stringLiteral(key))
      }
    }
  }

  /// A piece of state with a typed accessor: a row with a value, a select section's selection,
  /// or a state variable.
  public struct Value: Codable, Sendable {
    /// The row id, select section id or state variable name.
    public var name: String
    /// The name as a Swift string literal.
    public var nameLiteral: String
    /// The property, escaped if it is a Swift keyword.
    public var property: String
    /// The setter's name, e.g. `setCitrusPick`.
    public var setter: String
    /// For a row's value: the method for the user's edit of the row, the setter's name with `edit` for `set`
    /// (`editCitrusPick`); absent for a selection (the user taps its choices) and a state variable (the app's alone).
    public var editor: String?
    public var isStateVariable: Bool
    /// Whether this is a select section's selection.
    public var isSelection: Bool
    /// The id of the select section whose selection this is.
    public var section: String?
    /// `bool`, `int`, `string`, `option`, `set` or `date`.
    public var type: String
    /// The Swift type of the property: `Bool`, `Int`, `String`, `String?`, `CitrusPickOption?`, `Set<DaysOption>`
    /// (a single selection is `PaymentOption?`, a multiple one `Set<ToppingsOption>`, with the row ids as cases).
    public var swiftType: String
    /// The initial value as JSON text.
    public var initial: String
    /// A Swift expression reading the value from `engine`.
    public var getter: String
    /// A Swift expression turning `newValue` (of `swiftType`) into a `FormValue`.
    public var setterValue: String
    /// The enum of the allowed values, when there is one.
    public var optionType: String?
    public var options: [Option]
    public var min: Int?
    public var max: Int?
  }

  public var form: Form
  /// The command that generates this output, for the generated-file header.
  public var generatedBy: String
  public var sections: [Section]
  /// Every row, in full-layout order.
  public var rows: [Row]
  /// Every value: rows with values and selections of select sections in layout order, then state variables.
  public var values: [Value]
  /// The state variables, also listed in `values`.
  public var state: [Value]
  /// The list sections, in spec order (each also the `list` of its section).
  public var lists: [List]
  /// The compiled form, exactly as `formc compile` writes it.
  @CompiledFormContextJSON public var tables: CompiledForm
  /// A Swift expression building the compiled form (a closure called in place).
  public var compiledFormSwift: String
  /// `--param key=value` pairs and `params:` from formc.yml.
  public var params: [String: String]
  /// Whether some row, or some section, has no `visible` condition (a `switch` over all of
  /// them then needs a `default`).
  public var hasUnconditionalRows: Bool
  public var hasUnconditionalSections: Bool
  /// Whether the form has list sections (the Swift template then declares `ItemRow` and `itemRow(at:)`).
  public var hasLists: Bool
  /// Whether some row or select section has rules or an `enabled` condition.
  public var hasValidation: Bool
  /// The `Row` cases of the static rows with rules, in layout order (what the form's `errors` reads).
  public var ruleRows: [String]
  /// The access level for generated declarations: `params.access`, or `public`.
  public var access: String
  /// The pieces of the Swift template's `SavedValues` struct that join every value and list with commas.
  public var savedValues: SavedValues

  /// What a struct of every saved value (each of `values`, then each list's items) needs joined with commas, which
  /// Mustache cannot do without leaving a trailing comma.
  public struct SavedValues: Codable, Sendable {
    /// Whether there is any value or list (a struct without members needs no coding keys).
    public var hasMembers: Bool
    /// The initializer's parameters: `email: String, toppings: Set<ToppingsOption>, phones: [Phone]`.
    public var parameters: String
    /// The arguments building it from the typed form's properties: `email: email, toppings: toppings, phones:
    /// phones.items`.
    public var arguments: String
  }
}
