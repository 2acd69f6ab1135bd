// The catalogue: the problems found while checking list sections (FormCompiler's Checks/FormChecker+Lists.swift and
// the scoping of conditions in Conditions/ConditionTypeChecker.swift). Alphabetical by id.

extension DiagnosticKind {
  public static let badItemKey = DiagnosticKind(
    "bad-item-key", .error,
    message: "key '<key>' of an item of '<list>' must be 1 to 64 ASCII letters, digits, '_' or '-'",
    otherMessages: [
      "an item's key cannot be null; write a key, or remove 'key' and the runtime gives the item one",
      "an item's key must be a string of letters, digits, '_' or '-'",
    ],
    explanation: """
      Events address an item by its key ('phones[home1].label'), so a key is 1 to 64 ASCII letters, digits, '_' \
      or '-'. A default item may leave 'key' out: the runtime then gives it the next key of the list's sequence \
      ("1", "2", …); 'key: null' is refused rather than read as "no key".
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {}
          default:
            - {key: "home phone", number: "+1 555 0100"}
          rows: [{id: number, kind: text}]

      """))

  public static let badListBounds = DiagnosticKind(
    "bad-list-bounds", .error,
    message: "'<min or max>' of list '<list>' is <number>; a number of items is 0 or more",
    otherMessages: ["'min' <min> of list '<list>' is above its 'max' <max>"],
    explanation: """
      A list's 'min' (removing an item is refused at it) and 'max' (adding one is refused at it) are numbers of \
      items: 0 or more, and 'min' no greater than 'max'.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {min: 3, max: 2}
          default: [{number: a}, {number: b}, {number: c}]
          rows: [{id: number, kind: text}]

      """))

  public static let badListField = DiagnosticKind(
    "bad-list-field", .error,
    message: "'<key>' needs a <kinds> field, but '<field>' is a <kind> row",
    explanation: """
      'groupBy' makes one table section per group of the items, so it names a choice or picker row of the \
      template (a section per option) or a text row (a section per initial letter); 'sortBy' orders the items by a \
      field, so it names a text, number, choice or picker row.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: heroes
          list: {groupBy: active}
          rows:
            - {id: name, kind: text}
            - {id: active, kind: toggle}

      """))

  public static let duplicateItemKey = DiagnosticKind(
    "duplicate-item-key", .error,
    message: "key '<key>' is used twice in the default items of '<list>'; keys are unique",
    explanation: """
      An item's key is its identity: events address it by key, and the table keeps its rows in place by it. Two \
      default items cannot share one; change one key, or leave it out to let the runtime give one.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {}
          default:
            - {key: home, number: "+1 555 0100"}
            - {key: home, number: "+1 555 0101"}
          rows: [{id: number, kind: text}]

      """))

  public static let itemFieldOutsideList = DiagnosticKind(
    "item-field-outside-list", .error,
    message: "'<field>' belongs to each item of '<list>'; outside the list use <list>.count or <list>.isEmpty",
    explanation: """
      A row of a list section's template is repeated once per item, so its value exists only on one item. A \
      condition of that template reads the same item's fields by their bare ids; a condition anywhere else \
      (another section, the list's own 'visible', another list's template) cannot name one item, and reads the \
      list's number of items instead: 'phones.count', 'phones.isEmpty'.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {}
          rows:
            - {id: label, kind: choice, options: [home, work]}
        - id: office
          visible: "label == 'work'"
          rows: [{id: desk, kind: text}]

      """))

  public static let listDefaultCount = DiagnosticKind(
    "list-default-count", .error,
    message: "list '<list>' starts with <count> items, below its 'min' <min>; add default items or lower 'min'",
    otherMessages: [
      "list '<list>' starts with <count> item, below its 'min' <min>; add default items or lower 'min'",
      "list '<list>' starts with <count> items, above its 'max' <max>; remove default items or raise 'max'",
    ],
    explanation: """
      A list starts with its 'default' items, so their number must already respect the list's 'min' and 'max'; \
      otherwise the first remove or append would be refused for a state the form itself made.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: emails
          list: {min: 1}
          rows: [{id: address, kind: text}]

      """))

  public static let listTemplateSize = DiagnosticKind(
    "list-template-size", .error,
    message: "the template of list '<list>' has <count> rows; a list's template has at most 64 rows",
    explanation: """
      The runtime keeps which rows of each item are shown in one 64-bit word per item, so that an event on one \
      item of a long list costs the same whatever the list's length; a template therefore has at most 64 rows, \
      children included. Split the item into two lists, or move rows out of the template.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {}
          rows:
      \((0..<65).map { "      - {id: field\($0), kind: text}" }.joined(separator: "\n"))

      """))

  public static let listOptionConflict = DiagnosticKind(
    "list-option-conflict", .error,
    message: "'<key>' cannot be combined with '<other key>': <why>; <what to remove>",
    explanation: """
      Some keys of 'list' contradict each other. A grouped list ('groupBy') shows one table section per group, so \
      it has no one place for an 'add' row, and its items are placed by their group, so the user cannot drag \
      them ('reorder'); a sorted list ('sortBy') orders its items itself, so it cannot be reordered either.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: heroes
          list: {sortBy: name, reorder: true}
          rows: [{id: name, kind: text}]

      """))

  public static let listSectionKey = DiagnosticKind(
    "list-section-key", .error,
    message: "'<key>' does not apply to list section '<list>': its rows are the template of each item; remove it",
    otherMessages: [
      "grouped list '<list>' takes each group's header from the options of '<field>'; remove 'header'"
    ],
    explanation: """
      A list section's rows are the template of one item, repeated per item, so 'select' (whose choices are \
      fixed rows) and 'accordion' do not apply to it. A grouped list's table sections are headed by the options \
      of its 'groupBy' field, so it takes no 'header'.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          select: single
          list: {}
          rows: [{id: number, kind: text}]

      """))

  public static let unknownListField = DiagnosticKind(
    "unknown-list-field", .error,
    message: "'<field>' is not a field of the items of '<list>'; did you mean '<suggestion>'?",
    otherMessages: [
      "'<field>' is not a field of the items of '<list>' (fields: <fields>, and 'key')",
      "'<field>' is a <kind> row of the items of '<list>' and holds no value; remove it from the item",
      "'<key>' names '<field>', which is not a field of the items of '<list>'; did you mean "
        + "'<suggestion>'?",
      "'<key>' names '<field>', which is not a field of the items of '<list>' (<kinds> fields: "
        + "<fields>)",
      "'<key>' names '<field>', which is not a field of the items of '<list>'; it needs a <kinds> row "
        + "of the template",
    ],
    explanation: """
      A list's 'groupBy' and 'sortBy', and the fields of its 'default' items, name rows of the list's template (its \
      'rows') that hold a value. Check the spelling against the template's ids.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: phones
          list: {}
          default:
            - {nubmer: "+1 555 0100"}
          rows: [{id: number, kind: text}]

      """))
}
