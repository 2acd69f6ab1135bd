import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Diagnostics of list sections: the keys of `list:`, the section keys a list refuses, the `default:` items, and
/// which conditions may read a list's fields.
@Suite struct ListDiagnosticTests {
  @Test func aTemplateRowCannotBeCalledKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          rows: [{id: number, kind: text}, {id: 1️⃣key, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "reserved-identifier",
          message: "'key' cannot be the id of a row of the template of 'phones': an item's values name its key 'key'")
      ])
  }

  @Test func aTemplateHasAtMost64Rows() {
    let rows = (0..<65).map { "      - {id: field\($0), kind: text}" }.joined(separator: "\n")
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: 1️⃣phones
          list: {}
          rows:
      \(rows)
      """,
      [
        DiagnosticSpec(
          id: "list-template-size",
          message: "the template of list 'phones' has 65 rows; a list's template has at most 64 rows")
      ])
  }

  @Test func boundsAreNonNegativeAndOrdered() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {min: 1️⃣-1, max: 2️⃣-2}
          rows: [{id: number, kind: text}]
        - id: emails
          list: {min: 3, max: 3️⃣2}
          default: [{address: a}, {address: b}, {address: c}]
          rows: [{id: address, kind: text}]
      """,
      [
        DiagnosticSpec(id: "bad-list-bounds", message: "'min' of list 'phones' is -1; a number of items is 0 or more"),
        DiagnosticSpec("2️⃣", id: "bad-list-bounds", message: "'max' of list 'phones' is -2"),
        DiagnosticSpec("3️⃣", id: "bad-list-bounds", message: "'min' 3 of list 'emails' is above its 'max' 2"),
      ])
  }

  @Test func defaultItemsRespectMinAndMax() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: emails
          list: {min: 1️⃣2}
          default: [{address: a}]
          rows: [{id: address, kind: text}]
        - id: phones
          list: {max: 1}
          default: [{number: a}, 2️⃣{number: b}]
          rows: [{id: number, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "list-default-count", message: "list 'emails' starts with 1 item, below its 'min' 2"),
        DiagnosticSpec(
          "2️⃣", id: "list-default-count", message: "list 'phones' starts with 2 items, above its 'max' 1"),
      ])
  }

  @Test func groupByNamesATextChoiceOrPickerFieldOfTheTemplate() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: heroes
          list: {groupBy: 1️⃣tem, sortBy: 2️⃣nmae}
          rows:
            - {id: name, kind: text}
            - {id: team, kind: choice, options: [Avengers, X-Men]}
        - id: villains
          list: {groupBy: 3️⃣flag, sortBy: 4️⃣flag}
          rows:
            - {id: villain, kind: text}
            - {id: flag, kind: toggle}
      """,
      [
        DiagnosticSpec(
          id: "unknown-list-field",
          message: "'groupBy' names 'tem', which is not a field of the items of 'heroes'; did you mean 'team'?"),
        DiagnosticSpec(
          "2️⃣", id: "unknown-list-field",
          message: "'sortBy' names 'nmae', which is not a field of the items of 'heroes'; did you mean 'name'?"),
        DiagnosticSpec(
          "3️⃣", id: "bad-list-field",
          message: "'groupBy' needs a text, choice or picker field, but 'flag' is a toggle row"),
        DiagnosticSpec(
          "4️⃣", id: "bad-list-field",
          message: "'sortBy' needs a text, number, decimal, choice or picker field, but 'flag' is a toggle row"),
      ])
  }

  @Test func keysThatContradictEachOtherAreRefused() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: heroes
          list:
            groupBy: team
            reorder: 1️⃣true
            2️⃣add: {id: addHero, title: Add}
          rows:
            - {id: team, kind: choice, options: [a, b]}
        - id: sorted
          list: {sortBy: name, reorder: 3️⃣true}
          rows: [{id: name, kind: text}]
      """,
      [
        DiagnosticSpec(id: "list-option-conflict", message: "'reorder' cannot be combined with 'groupBy'"),
        DiagnosticSpec("2️⃣", id: "list-option-conflict", message: "'add' cannot be combined with 'groupBy'"),
        DiagnosticSpec("3️⃣", id: "list-option-conflict", message: "'reorder' cannot be combined with 'sortBy'"),
      ])
  }

  @Test func aListSectionTakesNoSelectAccordionOrGroupedHeader() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          1️⃣select: single
          accordion: 2️⃣true
          list: {}
          rows: [{id: number, kind: text}]
        - id: heroes
          header: 3️⃣Heroes
          list: {groupBy: team}
          rows: [{id: team, kind: choice, options: [a, b]}]
      """,
      [
        DiagnosticSpec(id: "list-section-key", message: "'select' does not apply to list section 'phones'"),
        DiagnosticSpec("2️⃣", id: "list-section-key", message: "'accordion' does not apply to list section 'phones'"),
        DiagnosticSpec(
          "3️⃣", id: "list-section-key",
          message: "grouped list 'heroes' takes each group's header from the options of 'team'; remove 'header'"),
      ])
  }

  /// A list grouped by initial letter heads and index-titles each section by its letter: neither a header nor an
  /// index title of its own.
  @Test func aListGroupedByInitialLetterTakesNoHeaderOrIndexTitle() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: people
          header: 1️⃣People
          indexTitle: 2️⃣P
          list: {groupBy: name}
          rows: [{id: name, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "list-section-key",
          message: "list 'people', grouped by the initial letter of 'name', is headed by each letter; remove 'header'"),
        DiagnosticSpec(
          "2️⃣", id: "list-section-key",
          message: "list 'people', grouped by the initial letter of 'name', gives each letter's section that letter "
            + "as its index title; remove 'indexTitle'"),
      ])
  }

  @Test func defaultItemKeysAreValidUniqueAndNotNull() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          default:
            - {key: 4️⃣home, number: a}
            - {key: 1️⃣home, number: b}
            - {key: "2️⃣a b", number: c}
            - {key: 3️⃣null, number: d}
            - {key: 1, number: e}
          rows: [{id: number, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "duplicate-item-key", message: "key 'home' is used twice in the default items of 'phones'",
          notes: [NoteSpec("4️⃣", "first used here")]),
        DiagnosticSpec(
          "2️⃣", id: "bad-item-key", message: "key 'a b' of an item of 'phones' must be 1 to 64 ASCII letters"),
        DiagnosticSpec("3️⃣", id: "bad-item-key", message: "an item's key cannot be null"),
      ])
  }

  @Test func defaultItemFieldsAreTemplateFieldsOfTheirType() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          default:
            - {1️⃣nubmer: a}
            - {label: 2️⃣office}
            - {3️⃣hint: x}
            - {count: 4️⃣many}
          rows:
            - {id: number, kind: text}
            - {id: label, kind: choice, options: [home, work]}
            - {id: hint, kind: label}
            - {id: count, kind: number}
      """,
      [
        DiagnosticSpec(
          id: "unknown-list-field", message: "'nubmer' is not a field of the items of 'phones'; did you mean 'number'?",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "number")]),
        DiagnosticSpec("2️⃣", id: "unknown-option", message: "'office' is not an option of 'label'"),
        DiagnosticSpec(
          "3️⃣", id: "unknown-list-field", message: "'hint' is a label row of the items of 'phones' and holds no value"),
        DiagnosticSpec("4️⃣", id: "default-type", message: "default of 'count' must be an integer"),
      ])
  }

  @Test func unknownKeysOfListAndAddGetSuggestions() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {1️⃣maximum: 3, add: {id: addPhone, 2️⃣titel: Add}}
          rows: [{id: number, kind: text}]
      """,
      [
        DiagnosticSpec(id: "unknown-key", message: "unknown key 'maximum' in 'list'"),
        DiagnosticSpec("2️⃣", id: "unknown-key", message: "unknown key 'titel' in 'add'; did you mean 'title'?"),
      ])
  }

  @Test func outsideTheListConditionsReadItsCountNotItsFields() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          visible: "1️⃣number != ''"
          list: {}
          rows:
            - {id: number, kind: text}
            - {id: label, kind: choice, options: [home, work]}
            - {id: extension, kind: text, visible: "label == 'work' && emails.count > 0"}
        - id: emails
          list: {}
          rows:
            - {id: address, kind: text, visible: "2️⃣label == 'home'"}
        - id: other
          visible: "phones.count > 1 && !emails.isEmpty"
          rows:
            - {id: note, visible: "3️⃣extension == ''"}
            - {id: all, visible: "4️⃣phones"}
      """,
      [
        DiagnosticSpec(
          id: "item-field-outside-list",
          message: "'number' belongs to each item of 'phones'; outside the list use phones.count or phones.isEmpty"),
        DiagnosticSpec("2️⃣", id: "item-field-outside-list", message: "'label' belongs to each item of 'phones'"),
        DiagnosticSpec("3️⃣", id: "item-field-outside-list", message: "'extension' belongs to each item of 'phones'"),
        DiagnosticSpec("4️⃣", id: "not-a-value", message: "'phones' is a list; conditions read its number of items"),
      ])
  }

  @Test func theSameTextIsCheckedInEachScopeItIsUsedIn() {
    // Passing in the template's scope does not let the same text pass on a static row.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          rows:
            - {id: label, kind: choice, options: [home, work]}
            - {id: extension, kind: text, visible: "label == 'work'"}
        - id: other
          rows:
            - {id: note, visible: "1️⃣label == 'work'"}
      """,
      [DiagnosticSpec(id: "item-field-outside-list", message: "'label' belongs to each item of 'phones'")])
  }
}
