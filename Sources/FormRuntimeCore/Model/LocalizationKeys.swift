/// One user-visible text of a compiled form with the key it is localized under.
public struct LocalizableText: Hashable, Sendable {
  /// The stable key (`Fruit.citrus.title`): what a String Catalog and ``FormEngine/localize`` look texts up by.
  public var key: String
  /// The text as written in the spec: the source language's value and the fallback.
  public var text: String
  /// Where the text is shown, for translators.
  public var comment: String

  public init(key: String, text: String, comment: String) {
    self.key = key
    self.text = text
    self.comment = comment
  }
}

/// The element of a form whose text a ``LocalizableText`` is: what a key collision is reported at.
public enum LocalizableTextOrigin: Hashable, Sendable {
  /// The form's title.
  case form
  /// A text of the row at this slot: its title, subtitle, placeholder, detail, an option of its
  /// value, or a rule's message.
  case row(Int)
  /// A text of this table section: its header, footer, index title or a rule's message (a grouped
  /// list's group index titles are its first table section's).
  case section(Int)
}

/// The keys of a form's user-visible texts, derived in this one place for the String Catalog the
/// compiler writes and for the lookups the engine makes, so the two cannot disagree.
///
/// Keys are `<Form>.<id>.<field>`: `Fruit.title` (the form's title), `Fruit.citrus.title`,
/// `.subtitle`, `.placeholder`, `.detail` (rows), `Fruit.fruit.header`, `.footer`, `.indexTitle`
/// (sections), `Fruit.citrusPick.options.Lime` (an option of a choice, picker or multichoice),
/// `Fruit.email.rules.format.message` (a rule's message). The table sections of a list grouped by
/// a field are headed by that field's option titles, so their headers use the option's key; their
/// index titles are `<Form>.<list>.groups.<value>.indexTitle`.
///
/// The spec's `key:` overrides (``CompiledForm/localizationKeys``) replace a prefix: a row's or a
/// section's replaces its `<Form>.<id>` (`key: Common.email` gives `Common.email.title`,
/// `Common.email.options.<value>`, `Common.email.rules.format.message`), the form's replaces
/// `<Form>` wherever no element's own override does (`Shop.title`, `Shop.citrus.title`).
extension CompiledForm {
  /// What replaces `<Form>` in the keys: the form's `key:`, or its name.
  /// - Complexity: O(1).
  public var formKeyPrefix: String { localizationKeys.form ?? name }

  /// What the keys of row `slot`'s texts start with: its `key:`, or `<Form>.<id>`.
  /// - Precondition: `slot` is a row slot of the form.
  /// - Complexity: O(length of the id).
  public func rowKeyPrefix(_ slot: Int) -> String {
    localizationKeys.row(slot) ?? "\(formKeyPrefix).\(rows.id[slot])"
  }

  /// What the keys of table section `section`'s texts start with: its `key:`, or `<Form>.<id>`.
  /// - Precondition: `section` is a table section of the form.
  /// - Complexity: O(length of the id).
  public func sectionKeyPrefix(_ section: Int) -> String {
    localizationKeys.section(section) ?? "\(formKeyPrefix).\(sections.id[section])"
  }

  /// The key of the form's title.
  /// - Complexity: O(length of the name).
  public var titleKey: String { "\(formKeyPrefix).title" }

  /// The key of row `slot`'s title, or of its `field` (`subtitle`, `placeholder`, `detail`).
  /// - Precondition: `slot` is a row slot of the form.
  /// - Complexity: O(length of the id).
  public func rowTextKey(_ slot: Int, field: String = "title") -> String {
    "\(rowKeyPrefix(slot)).\(field)"
  }

  /// The key of option `index` of value slot `slot` (a choice, picker or multichoice's options).
  /// - Precondition: `slot` is a value slot with options, `index` one of its options.
  /// - Complexity: O(length of the names).
  public func optionKey(valueSlot slot: Int, option index: Int) -> String {
    let prefix = values[slot].row.map(rowKeyPrefix) ?? "\(formKeyPrefix).\(values[slot].name)"
    return "\(prefix).options.\(values[slot].options?[index] ?? "")"
  }

  /// The key of table section `section`'s `header`, `footer` or `indexTitle`.
  /// - Precondition: `section` is a table section of the form.
  /// - Complexity: O(l + length of the names) for l lists.
  public func sectionTextKey(_ section: Int, field: String) -> String {
    if let (list, option) = groupOption(ofSection: section), field != "footer" {
      if field == "header" { return optionKey(valueSlot: lists.groupBy[list], option: option) }
      let value = values[lists.groupBy[list]].options?[option] ?? ""
      return "\(sectionKeyPrefix(lists.firstSection[list])).groups.\(value).\(field)"
    }
    return "\(sectionKeyPrefix(section)).\(field)"
  }

  /// The key of rule `rule`'s message.
  /// - Precondition: `rule` is a rule of the form.
  /// - Complexity: O(length of the names).
  public func ruleMessageKey(_ rule: Int) -> String {
    let prefix = rules.row[rule] >= 0 ? rowKeyPrefix(rules.row[rule]) : sectionKeyPrefix(rules.section[rule])
    return "\(prefix).rules.\(rules.kind[rule].rawValue).message"
  }

  /// Whether table section `section` is a letter's section of a list grouped by initial letter.
  /// - Complexity: O(1).
  func showsInitialLetterGroup(_ section: Int) -> Bool {
    let list = listLayout.listOfSection[section]
    return list >= 0 && groupsByInitialLetter(list)
  }

  /// For a table section of a grouped list headed by an option: the list and the option's index.
  private func groupOption(ofSection section: Int) -> (list: Int, option: Int)? {
    for list in 0..<lists.countOfLists where lists.groupBy[list] >= 0 && !groupsByInitialLetter(list) {
      let offset = section - lists.firstSection[list]
      let options = values[lists.groupBy[list]].options ?? []
      if offset >= 0, section < lists.endSection[list], offset < options.count { return (list, offset) }
    }
    return nil
  }

  /// Every user-visible text of the form with its key, in table order (the title, sections, rows,
  /// options, presentation, rule messages); each key once, the first text written under it kept.
  /// - Complexity: O(size of the tables).
  public var localizableTexts: [LocalizableText] {
    var texts: [LocalizableText] = []
    var seen = Set<String>()
    forEachLocalizableText { text, _ in
      if seen.insert(text.key).inserted { texts.append(text) }
    }
    return texts
  }

  /// Calls `body` with every non-empty user-visible text of the form, its key and the element it
  /// belongs to, in the order of ``localizableTexts``, keys that repeat as often as they are used
  /// (a grouped list's option headers, two elements given the same `key:`): what the compiler's
  /// check for two texts under one key reads.
  /// - Complexity: O(size of the tables).
  public func forEachLocalizableText(_ body: (LocalizableText, LocalizableTextOrigin) -> Void) {
    func add(_ key: String, _ text: String?, _ comment: String, _ origin: LocalizableTextOrigin) {
      guard let text, !text.isEmpty else { return }
      body(LocalizableText(key: key, text: text, comment: comment), origin)
    }
    add(titleKey, title, "The title of form \(name)", .form)
    for section in 0..<sections.count {
      let id = sections.id[section]
      let origin = LocalizableTextOrigin.section(section)
      // A letter group's header and index title are its letter, not a text to translate.
      let isLetter = showsInitialLetterGroup(section)
      if !isLetter {
        add(
          sectionTextKey(section, field: "header"), sections.header[section], "The header of section '\(id)'", origin)
      }
      add(
        sectionTextKey(section, field: "footer"), sections.footer[section], "The footer of section '\(id)'", origin)
      guard !isLetter else { continue }
      add(
        sectionTextKey(section, field: "indexTitle"), sections.indexTitle[section],
        "The index title of section '\(id)'", origin)
    }
    for slot in 0..<rows.count {
      add(rowTextKey(slot), rows.title[slot], "The title of row '\(rows.id[slot])'", .row(slot))
    }
    for (slot, value) in values.enumerated() {
      guard let row = value.row else { continue }
      for (index, option) in (value.options ?? []).enumerated() {
        let shown = value.title(ofOption: option)
        add(
          optionKey(valueSlot: slot, option: index), shown, "The title of option '\(option)' of '\(value.name)'",
          .row(row))
      }
    }
    for entry in 0..<presentation.count {
      let slot = presentation.row[entry]
      let id = rows.id[slot]
      add(rowTextKey(slot, field: "subtitle"), presentation.subtitle[entry], "The subtitle of row '\(id)'", .row(slot))
      add(
        rowTextKey(slot, field: "placeholder"), presentation.placeholder[entry], "The placeholder of row '\(id)'",
        .row(slot))
      add(
        rowTextKey(slot, field: "detail"), presentation.detail[entry],
        "The detail of row '\(id)'; keep each {{name}}: it shows a value", .row(slot))
    }
    for rule in 0..<rules.count {
      let row = rules.row[rule]
      let target = row >= 0 ? "row '\(rows.id[row])'" : "section '\(sections.id[rules.section[rule]])'"
      add(
        ruleMessageKey(rule), rules.message[rule],
        "The message shown while the \(rules.kind[rule].rawValue) rule of \(target) fails",
        row >= 0 ? .row(row) : .section(rules.section[rule]))
    }
  }
}
