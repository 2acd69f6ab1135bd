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

/// The keys of a form's user-visible texts, derived in this one place for the String Catalog the
/// compiler writes and for the lookups the engine makes, so the two cannot disagree.
///
/// Keys are `<Form>.<id>.<field>`: `Fruit.title` (the form's title), `Fruit.citrus.title`,
/// `.subtitle`, `.placeholder`, `.detail` (rows), `Fruit.fruit.header`, `.footer`, `.indexTitle`
/// (sections), `Fruit.citrusPick.options.Lime` (an option of a choice, picker or multichoice),
/// `Fruit.email.rules.format.message` (a rule's message). The table sections of a list grouped by
/// a field are headed by that field's option titles, so their headers use the option's key; their
/// index titles are `<Form>.<list>.groups.<value>.indexTitle`.
extension CompiledForm {
  /// The key of the form's title.
  /// - Complexity: O(length of the name).
  public var titleKey: String { "\(name).title" }

  /// The key of row `slot`'s title, or of its `field` (`subtitle`, `placeholder`, `detail`).
  /// - Precondition: `slot` is a row slot of the form.
  /// - Complexity: O(length of the id).
  public func rowTextKey(_ slot: Int, field: String = "title") -> String {
    "\(name).\(rows.id[slot]).\(field)"
  }

  /// The key of option `index` of value slot `slot` (a choice, picker or multichoice's options).
  /// - Precondition: `slot` is a value slot with options, `index` one of its options.
  /// - Complexity: O(length of the names).
  public func optionKey(valueSlot slot: Int, option index: Int) -> String {
    "\(name).\(values[slot].name).options.\(values[slot].options?[index] ?? "")"
  }

  /// The key of table section `section`'s `header`, `footer` or `indexTitle`.
  /// - Precondition: `section` is a table section of the form.
  /// - Complexity: O(l + length of the names) for l lists.
  public func sectionTextKey(_ section: Int, field: String) -> String {
    if let (list, option) = groupOption(ofSection: section), field != "footer" {
      if field == "header" { return optionKey(valueSlot: lists.groupBy[list], option: option) }
      let value = values[lists.groupBy[list]].options?[option] ?? ""
      return "\(name).\(lists.id[list]).groups.\(value).\(field)"
    }
    return "\(name).\(sections.id[section]).\(field)"
  }

  /// The key of rule `rule`'s message.
  /// - Precondition: `rule` is a rule of the form.
  /// - Complexity: O(length of the names).
  public func ruleMessageKey(_ rule: Int) -> String {
    let target = rules.row[rule] >= 0 ? rows.id[rules.row[rule]] : sections.id[rules.section[rule]]
    return "\(name).\(target).rules.\(rules.kind[rule].rawValue).message"
  }

  /// For a table section of a grouped list headed by an option: the list and the option's index.
  private func groupOption(ofSection section: Int) -> (list: Int, option: Int)? {
    for list in 0..<lists.countOfLists where lists.groupBy[list] >= 0 {
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
    func add(_ key: String, _ text: String?, _ comment: String) {
      guard let text, !text.isEmpty, seen.insert(key).inserted else { return }
      texts.append(LocalizableText(key: key, text: text, comment: comment))
    }
    add(titleKey, title, "The title of form \(name)")
    for section in 0..<sections.count {
      let id = sections.id[section]
      add(sectionTextKey(section, field: "header"), sections.header[section], "The header of section '\(id)'")
      add(sectionTextKey(section, field: "footer"), sections.footer[section], "The footer of section '\(id)'")
      add(
        sectionTextKey(section, field: "indexTitle"), sections.indexTitle[section],
        "The index title of section '\(id)'")
    }
    for slot in 0..<rows.count {
      add(rowTextKey(slot), rows.title[slot], "The title of row '\(rows.id[slot])'")
    }
    for (slot, value) in values.enumerated() where value.row != nil {
      for (index, option) in (value.options ?? []).enumerated() {
        let shown = value.title(ofOption: option)
        add(
          optionKey(valueSlot: slot, option: index), shown, "The title of option '\(option)' of '\(value.name)'")
      }
    }
    for entry in 0..<presentation.count {
      let slot = presentation.row[entry]
      let id = rows.id[slot]
      add(rowTextKey(slot, field: "subtitle"), presentation.subtitle[entry], "The subtitle of row '\(id)'")
      add(rowTextKey(slot, field: "placeholder"), presentation.placeholder[entry], "The placeholder of row '\(id)'")
      add(
        rowTextKey(slot, field: "detail"), presentation.detail[entry],
        "The detail of row '\(id)'; keep each {{name}}: it shows a value")
    }
    for rule in 0..<rules.count {
      let target =
        rules.row[rule] >= 0 ? "row '\(rows.id[rules.row[rule]])'" : "section '\(sections.id[rules.section[rule]])'"
      add(
        ruleMessageKey(rule), rules.message[rule],
        "The message shown while the \(rules.kind[rule].rawValue) rule of \(target) fails")
    }
    return texts
  }
}
