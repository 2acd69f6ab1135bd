import FormDiagnostics

extension RowSpec {
  /// Indexed like ``options``: what the row shows for each option (its title, or the value where it has none);
  /// nil when no option has a title, and the values show. The compiled value slot's `optionTitles`.
  /// - Complexity: O(o) for o options.
  var shownOptionTitles: [String]? {
    guard let titles = optionTitles else { return nil }
    return (options ?? []).enumerated().map { index, option in
      (index < titles.count ? titles[index] : nil)?.value ?? option.value
    }
  }
}

extension FormChecker {
  /// An option's title must show something, and two options must not show the same text (an option without a
  /// title shows its value).
  /// - Complexity: O(o) expected for o options.
  mutating func checkOptionTitles(_ titles: [Located<String>?], of options: [Located<String>], in name: String) {
    var shownBy: [String: Int] = [:]
    for (index, option) in options.enumerated() {
      let title = index < titles.count ? titles[index] : nil
      if let title, title.value.isEmpty {
        error(
          .emptyOptionTitle,
          "the title of option '\(option.value)' of '\(name)' is empty; write the text to show, or remove 'title'",
          at: title.location)
        continue
      }
      let shown = title?.value ?? option.value
      guard let first = shownBy[shown] else {
        shownBy[shown] = index
        continue
      }
      // Two options with the same value are reported as duplicates already.
      guard options[first].value != option.value else { continue }
      let firstTitle = first < titles.count ? titles[first] : nil
      diagnostics.warning(
        .duplicateOptionTitle,
        "options '\(options[first].value)' and '\(option.value)' of '\(name)' both show the title '\(shown)'",
        at: title?.location ?? option.location,
        notes: [
          DiagnosticNote("'\(options[first].value)' shows it here", at: firstTitle?.location ?? options[first].location)
        ])
    }
  }
}

/// Finds the option a user meant when they wrote its title where its value belongs (`default: Credit card`,
/// `payment == 'Credit card'`): defaults, conditions, events and the state use values.
enum OptionTitleMatch {
  /// The value of the option whose shown text (`shown`, indexed like `options`) is `text`, ignoring case, when
  /// that text is a title rather than the value itself; nil otherwise.
  /// - Complexity: O(o) for o options.
  static func value(titled text: String, options: [String], shown: [String]?) -> String? {
    guard let shown else { return nil }
    let wanted = text.lowercased()
    for (value, title) in zip(options, shown) where title != value && title.lowercased() == wanted {
      return value
    }
    return nil
  }

  /// The end of an unknown-option message that names the option whose title was written.
  static func hint(value: String) -> String {
    "; that is the title of option '\(value)', and defaults and conditions use the value: did you mean '\(value)'?"
  }
}
