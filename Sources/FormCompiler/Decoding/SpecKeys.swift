import FormRuntimeCore

// The keys of every mapping of the spec. Each key's name, value shape and meaning are written once, in its
// `declaration`: the decoder reads mappings by them, and `formc schema` writes them out. A switch per kind of
// mapping, so that a key without a declaration does not compile.

/// The keys of the form's top-level mapping.
enum FormKey: Int, SpecKey {
  case form, title, index, state, sections, key
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [FormKey] = [.form, .sections]
  static let mapping = SpecMappingDeclaration(
    name: "form", summary: "A form spec (*.form.yaml): the form's name and title, its state variables and its sections."
  )

  var declaration: SpecKeyDeclaration {
    switch self {
    case .form:
      SpecKeyDeclaration(
        "form", .text,
        "The form's type name, matching ^[A-Z][A-Za-z0-9]*$: the generated Swift type and the start of its "
          + "localization keys.")
    case .title: SpecKeyDeclaration("title", .text, "The form's title.")
    case .index:
      SpecKeyDeclaration(
        "index", .bool,
        "true: every section with a header gets a title in the table's section index, the first character of its "
          + "header (default false: only sections with an indexTitle, and the letters of a list grouped by initial "
          + "letter).")
    case .state:
      SpecKeyDeclaration(
        "state", .named(StateKey.self),
        "Variables the app sets at run time, by name: each with a type (bool, int or string), an optional default "
          + "and, for a string, optional allowed values. Conditions read them by name.")
    case .sections:
      SpecKeyDeclaration("sections", .list(.mapping(SectionKey.self), nonEmpty: true), "The sections, in order.")
    case .key:
      SpecKeyDeclaration(
        "key", .text,
        "Replaces the form's name at the start of every localization key: 'key: Shop' gives Shop.title, "
          + "Shop.<id>.title.")
    }
  }
}

/// The keys of a section.
enum SectionKey: Int, SpecKey {
  case id, header, footer, visible, accordion, select, `default`, indexTitle, list, rows
  case required, minCount, maxCount, valid, message, key
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [SectionKey] = [.id, .rows]
  /// A list section's `default:` is its items: mappings of an optional `key` and fields by template row id, which
  /// the checks match against the template.
  static var dependentShapes: [SpecDependentShape<SectionKey>] {
    [SpecDependentShape(when: .list, key: .default, shape: .list(.fieldValues, nonEmpty: false))]
  }
  static let mapping = SpecMappingDeclaration(
    name: "section",
    summary: "A section of the table: its rows, header and footer; a select section (select:) or a list section "
      + "(list:).")

  var declaration: SpecKeyDeclaration {
    switch self {
    case .id:
      SpecKeyDeclaration(
        "id", .text,
        "The section's id, matching ^[a-z][A-Za-z0-9_]*$ and unique across the form; in a select section the name "
          + "of its selection, in a list section the name of the list.")
    case .header: SpecKeyDeclaration("header", .text, "The text above the section.")
    case .footer: SpecKeyDeclaration("footer", .text, "The text below the section.")
    case .visible:
      SpecKeyDeclaration(
        "visible", .condition, "A condition: the section is shown while it holds and one of its rows is in it.")
    case .accordion:
      SpecKeyDeclaration(
        "accordion", .bool, "true: expanding one of the section's rows collapses the others (default false).")
    case .select:
      SpecKeyDeclaration(
        "select", .oneOf(SelectMode.allCases.map(\.rawValue)),
        "Makes the section a select section, whose top-level rows are its choices: single (one row or none) or "
          + "multiple (any number of rows).")
    case .default:
      SpecKeyDeclaration(
        "default", .value,
        "A select section's initial selection: one of its row ids (or null) for single, a list of them for "
          + "multiple. A list section's initial items: a list of mappings of an optional key and fields by "
          + "template row id.")
    case .indexTitle:
      SpecKeyDeclaration(
        "indexTitle", .text,
        "The section's title in the table's section index, a non-empty string (default: none; in a form with "
          + "index: true, the first character of the header).")
    case .list:
      SpecKeyDeclaration(
        "list", .mapping(ListKey.self),
        "Makes the section a list section: its rows are the template of one item, repeated once per item.")
    case .rows:
      SpecKeyDeclaration("rows", .list(.mapping(RowKey.self), nonEmpty: true), "The section's rows, in order.")
    case .required:
      SpecKeyDeclaration(
        "required", .bool, "A validation rule of a select section: true requires a selection (default false).")
    case .minCount:
      SpecKeyDeclaration(
        "minCount", .int, "A validation rule of a select: multiple section: at least this many rows selected.")
    case .maxCount:
      SpecKeyDeclaration(
        "maxCount", .int, "A validation rule of a select: multiple section: at most this many rows selected.")
    case .valid:
      SpecKeyDeclaration("valid", .condition, "A validation rule of a select section: a condition that must hold.")
    case .message:
      SpecKeyDeclaration("message", .text, "Replaces the default message of each of the section's rules.")
    case .key:
      SpecKeyDeclaration(
        "key", .text, "Replaces <Form>.<id> at the start of the localization keys of the section's texts.")
    }
  }
}

/// The keys of a row.
enum RowKey: Int, SpecKey {
  case id, kind, title, visible, `default`, expands, expanded, options, min, max, precision, keywords
  case required, format, minLength, maxLength, pattern, minCount, maxCount, valid, message, enabled
  case subtitle, placeholder, secure, keyboard, detail, style, key
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [RowKey] = [.id]
  /// A row's `style:` takes the styles of its kind (``RowStyle/styles(of:)``): one dependent shape per kind that has
  /// styles, for the schema and the editor's completion.
  static var dependentShapes: [SpecDependentShape<RowKey>] {
    RowKind.allCases.compactMap { kind in
      let styles = RowStyle.styles(of: kind)
      guard !styles.isEmpty else { return nil }
      return SpecDependentShape(when: .kind, is: kind.rawValue, key: .style, shape: .oneOf(styles.map(\.rawValue)))
    }
  }
  static let mapping = SpecMappingDeclaration(
    name: "row", summary: "A row of the table: its id, its kind (which decides its value) and its title.")

  var declaration: SpecKeyDeclaration {
    switch self {
    case .id:
      SpecKeyDeclaration(
        "id", .text,
        "The row's id, matching ^[a-z][A-Za-z0-9_]*$ and unique across the form: conditions and events name the "
          + "row by it.")
    case .kind:
      SpecKeyDeclaration(
        "kind", .oneOf(RowKind.allCases.map(\.rawValue)),
        "What the row is, which decides the value it holds and what a tap does (default label).")
    case .title: SpecKeyDeclaration("title", .text, "The row's title.")
    case .visible:
      SpecKeyDeclaration("visible", .condition, "A condition: the row is in its section while it holds.")
    case .default:
      SpecKeyDeclaration(
        "default", .value,
        "The row's initial value, of its kind's type: a string for text, true or false for toggle, an integer for "
          + "number, one of the options (or null) for choice and picker, a list of them for multichoice, an "
          + "ISO-8601 string for date.")
    case .expands:
      SpecKeyDeclaration(
        "expands", .list(.mapping(RowKey.self), nonEmpty: true),
        "The child rows a tap on this row reveals: makes the row expandable. Children may expand too.")
    case .expanded: SpecKeyDeclaration("expanded", .bool, "Whether an expandable row starts expanded (default false).")
    case .options:
      SpecKeyDeclaration(
        "options", .list(.either(.text, .mapping(OptionKey.self)), nonEmpty: false),
        "The options of a choice, picker or multichoice row, unique: each a value, or {value, title} to show a "
          + "text of its own.")
    case .min: SpecKeyDeclaration("min", .number, "The least value of a number or decimal row.")
    case .max: SpecKeyDeclaration("max", .number, "The greatest value of a number or decimal row.")
    case .precision:
      SpecKeyDeclaration("precision", .int, "The most digits after the point of a decimal row's value.")
    case .keywords:
      SpecKeyDeclaration(
        "keywords", .list(.text, nonEmpty: false),
        "Non-empty words that find the row in a search besides its title.")
    case .required:
      SpecKeyDeclaration(
        "required", .bool,
        "A validation rule: true requires a value (a text not empty, a choice, picker or date set, a multichoice "
          + "not empty, a toggle on).")
    case .format:
      SpecKeyDeclaration(
        "format", .oneOf(ValueFormat.allCases.map(\.rawValue)),
        "A validation rule of a text row: the value must be in this format.")
    case .minLength:
      SpecKeyDeclaration("minLength", .int, "A validation rule of a text row: at least this many characters.")
    case .maxLength:
      SpecKeyDeclaration("maxLength", .int, "A validation rule of a text row: at most this many characters.")
    case .pattern:
      SpecKeyDeclaration("pattern", .text, "A validation rule of a text row: a pattern the whole value must match.")
    case .minCount:
      SpecKeyDeclaration("minCount", .int, "A validation rule of a multichoice row: at least this many options chosen.")
    case .maxCount:
      SpecKeyDeclaration("maxCount", .int, "A validation rule of a multichoice row: at most this many options chosen.")
    case .valid:
      SpecKeyDeclaration("valid", .condition, "A validation rule: a condition that must hold.")
    case .message:
      SpecKeyDeclaration("message", .text, "Replaces the default message of each of the row's rules.")
    case .enabled:
      SpecKeyDeclaration(
        "enabled", .condition, "A condition: while false, the row is greyed out and cannot be edited or tapped.")
    case .subtitle: SpecKeyDeclaration("subtitle", .text, "Smaller text under the title.")
    case .placeholder:
      SpecKeyDeclaration("placeholder", .text, "What an empty text, number or decimal field shows.")
    case .secure: SpecKeyDeclaration("secure", .bool, "true hides what is typed in a text row (passwords).")
    case .keyboard:
      SpecKeyDeclaration(
        "keyboard", .oneOf(KeyboardType.allCases.map(\.rawValue)), "The keyboard a text row's field asks for.")
    case .detail:
      SpecKeyDeclaration(
        "detail", .text,
        "The text on the right of a label row; {{name}} shows the current value of a row or state variable.")
    case .style:
      SpecKeyDeclaration(
        "style", .oneOf(RowStyle.allCases.map(\.rawValue)),
        "The control a choice (menu, inline, segmented, wheel), date (compact, inline, wheel) or number (field, "
          + "stepper; a stepper needs min and max) row is drawn with; the first is the default.")
    case .key:
      SpecKeyDeclaration("key", .text, "Replaces <Form>.<id> at the start of the localization keys of the row's texts.")
    }
  }
}

/// The keys of a state variable.
enum StateKey: Int, SpecKey {
  case type, `default`, values
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [StateKey] = [.type]
  static let mapping = SpecMappingDeclaration(
    name: "stateVariable", summary: "A variable the app sets at run time, which conditions read by its name.")
  /// The types a state variable may have.
  static let types: [ValueType] = [.bool, .int, .string]

  var declaration: SpecKeyDeclaration {
    switch self {
    case .type: SpecKeyDeclaration("type", .oneOf(Self.types.map(\.rawValue)), "The variable's type.")
    case .default:
      SpecKeyDeclaration(
        "default", .value,
        "The initial value, of the variable's type (default false, 0, or \"\"; the first of values when given).")
    case .values:
      SpecKeyDeclaration(
        "values", .list(.text, nonEmpty: false), "The values a string variable may take, in order.")
    }
  }
}

/// The keys of a section's `list:` mapping.
enum ListKey: Int, SpecKey {
  case min, max, reorder, add, groupBy, sortBy
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [ListKey] = []
  static let mapping = SpecMappingDeclaration(
    name: "list", summary: "How a list section's items may change, and how they are grouped and sorted.")

  var declaration: SpecKeyDeclaration {
    switch self {
    case .min: SpecKeyDeclaration("min", .int, "Removing an item is refused at this count (default 0).")
    case .max: SpecKeyDeclaration("max", .int, "Adding an item is refused at this count (default: no limit).")
    case .reorder: SpecKeyDeclaration("reorder", .bool, "true lets the user move items (default false).")
    case .add:
      SpecKeyDeclaration(
        "add", .mapping(ListAddKey.self),
        "A button row after the items that appends an item with the template's defaults.")
    case .groupBy:
      SpecKeyDeclaration(
        "groupBy", .text,
        "A choice or picker field of the template: one table section per option, in option order. Or a text field: "
          + "one table section per initial letter, A to Z then #, compared without case or diacritics, each "
          + "headed and indexed by its letter (sorted by that field unless sortBy says otherwise).")
    case .sortBy:
      SpecKeyDeclaration(
        "sortBy", .text, "A text, number, choice or picker field of the template: items in ascending order of it.")
    }
  }
}

/// The keys of an option written as a mapping (`{value: card, title: Credit card}`).
enum OptionKey: Int, SpecKey {
  case value, title
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [OptionKey] = [.value]
  static let mapping = SpecMappingDeclaration(
    name: "option", summary: "An option with a title of its own: {value: card, title: Credit card}.")

  var declaration: SpecKeyDeclaration {
    switch self {
    case .value:
      SpecKeyDeclaration(
        "value", .text, "What defaults, conditions, events and the generated code use: unique among the options.")
    case .title: SpecKeyDeclaration("title", .text, "What the user sees for the option (default: its value).")
    }
  }
}

/// The keys of a list's `add:` mapping.
enum ListAddKey: Int, SpecKey {
  case id, title
  static let names = declaredNames()
  static let utf8Names = names.map { Array($0.utf8) }
  static let requiredKeys: [ListAddKey] = [.id]
  static let mapping = SpecMappingDeclaration(
    name: "listAdd", summary: "The button row after a list's items that appends an item.")

  var declaration: SpecKeyDeclaration {
    switch self {
    case .id: SpecKeyDeclaration("id", .text, "The add row's id, unique across the form.")
    case .title: SpecKeyDeclaration("title", .text, "The add row's title.")
    }
  }
}
