extension CompiledForm {
  /// The form with every user-visible text looked up by its key (``localizableTexts`` lists
  /// them): titles, headers, footers, index titles, option titles, subtitles, placeholders,
  /// details and rule messages. What the engine shows, searches and reports then comes from
  /// these texts, so the engine's events and updates are the same as the original form's.
  ///
  /// A lookup that returns an empty text keeps the spec's text (as a missing translation
  /// would); so does a detail whose translation does not show exactly the values the spec's
  /// detail shows (`{{name}}`), since a translated detail cannot read other values than the
  /// engine reloads it for.
  ///
  /// ```swift
  /// let form = compiled.localized { key, text in myTable[key] ?? text }
  /// ```
  ///
  /// - Parameter localize: the text for a key, given the key and the spec's text (the text to
  ///   return when there is no translation).
  /// - Complexity: O(size of the tables) plus the lookups, each called once per text.
  public func localized(by localize: (_ key: String, _ defaultText: String) -> String) -> CompiledForm {
    func look(_ key: String, _ text: String?) -> String? {
      // An empty text (an option whose value is "") is not in the catalogue: nothing to translate.
      guard let text, !text.isEmpty else { return text }
      let localized = localize(key, text)
      return localized.isEmpty ? text : localized
    }
    var form = self
    form.title = look(titleKey, title)
    var sections = self.sections
    for section in 0..<sections.count {
      sections.footer[section] = look(sectionTextKey(section, field: "footer"), sections.footer[section])
      guard !showsInitialLetterGroup(section) else { continue }
      sections.header[section] = look(sectionTextKey(section, field: "header"), sections.header[section])
      sections.indexTitle[section] = look(sectionTextKey(section, field: "indexTitle"), sections.indexTitle[section])
    }
    form.sections = sections
    var rows = self.rows
    for slot in 0..<rows.count {
      rows.title[slot] = look(rowTextKey(slot), rows.title[slot])
    }
    form.rows = rows
    var values = self.values
    for slot in values.indices where values[slot].row != nil {
      guard let shown = values[slot].shownOptions else { continue }
      let titles = shown.indices.map { look(optionKey(valueSlot: slot, option: $0), shown[$0]) ?? shown[$0] }
      // Titles that are all the values stay absent, as the compiler leaves them.
      values[slot].optionTitles = titles == values[slot].options ? nil : titles
    }
    form.values = values
    var presentation = self.presentation
    for entry in 0..<presentation.count {
      let slot = presentation.row[entry]
      presentation.subtitle[entry] = look(rowTextKey(slot, field: "subtitle"), presentation.subtitle[entry])
      presentation.placeholder[entry] = look(rowTextKey(slot, field: "placeholder"), presentation.placeholder[entry])
      if let detail = presentation.detail[entry], let localized = look(rowTextKey(slot, field: "detail"), detail),
        Self.showsTheSameValues(localized, as: detail)
      {
        presentation.detail[entry] = localized
      }
    }
    form.presentation = presentation
    var rules = self.rules
    for rule in 0..<rules.count {
      rules.message[rule] = look(ruleMessageKey(rule), rules.message[rule]) ?? rules.message[rule]
    }
    form.rules = rules
    return form
  }

  /// Whether `translation` is a detail template showing the same values as `original`.
  private static func showsTheSameValues(_ translation: String, as original: String) -> Bool {
    guard let translated = try? DetailTemplate(parsing: translation), let spec = try? DetailTemplate(parsing: original)
    else { return false }
    return Set(translated.names) == Set(spec.names)
  }
}
