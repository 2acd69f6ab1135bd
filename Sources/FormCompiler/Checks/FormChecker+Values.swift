import FormDiagnostics
import FormRuntimeCore
import FormYAML
import NameSuggestions

/// What a `default:` must be: the slot's type and its constraints.
struct ValueRequirements {
  var name: String
  var type: ValueType
  var options: [String]?
  /// Bounds as the slot keeps them: a decimal's in units of its precision.
  var min: Int?
  var max: Int?
  /// A decimal's digits after the point.
  var precision: Int? = nil
  /// Whether this is a select section's selection, whose options are the section's rows.
  var isSelection = false
  /// Indexed like `options`: what the row shows for each (``RowSpec/shownOptionTitles``), or nil.
  var shownOptions: [String]? = nil

  /// How messages name the value: `'method'`, or `select section 'payment'`.
  var subject: String { isSelection ? "select section '\(name)'" : "'\(name)'" }
  /// How messages name one allowed value, and several.
  var optionNoun: (one: String, many: String) { isSelection ? ("a row", "rows") : ("an option", "options") }

  /// The value a slot starts with when the spec gives no default: false, 0 or 0.0 (moved into
  /// `min`…`max` when that excludes it), "" or the first enumerated value, null, or the empty set.
  var implicitDefault: FormValue {
    switch type {
    case .bool: .bool(false)
    case .int: .int(Swift.max(min ?? Int.min, Swift.min(max ?? Int.max, 0)))
    case .decimal:
      FormDecimal(units: Swift.max(min ?? Int.min, Swift.min(max ?? Int.max, 0)), scale: precision ?? 0)
        .map(FormValue.decimal) ?? .decimal(FormDecimal(0))
    case .string: .string(options?.first ?? "")
    case .option, .date: .null
    case .set: .set([])
    }
  }
}

extension FormChecker {
  /// Types the `default:` value `node` as a value meeting `requirements`, reporting what is wrong with it.
  mutating func value(_ node: SpecValue, _ requirements: ValueRequirements) -> FormValue? {
    if let tag = node.tag, !SpecDecoder.coreTags.contains(tag) {
      diagnostics.report(SpecDecoder.unsupportedTag(tag, in: "'default'", at: node.location))
      return nil
    }
    let name = requirements.name
    let subject = requirements.subject
    let noun = requirements.optionNoun
    switch requirements.type {
    case .bool:
      guard let flag = node.boolValue else {
        error(.defaultType, "default of '\(name)' must be true or false, found \(describe(node))", at: node.location)
        return nil
      }
      return .bool(flag)
    case .int:
      guard let number = node.intValue else {
        error(.defaultType, "default of '\(name)' must be an integer, found \(describe(node))", at: node.location)
        return nil
      }
      if let min = requirements.min, number < min {
        error(.defaultRange, "default \(number) of '\(name)' is below its minimum \(min)", at: node.location)
        return nil
      }
      if let max = requirements.max, number > max {
        error(.defaultRange, "default \(number) of '\(name)' is above its maximum \(max)", at: node.location)
        return nil
      }
      return .int(number)
    case .decimal:
      guard let scalar = node.scalar, !node.isNull, let number = ScalarReading.number(scalar, tag: node.tag) else {
        error(
          .defaultType, "default of '\(name)' must be a decimal number such as 19.99, found \(describe(node))",
          at: node.location)
        return nil
      }
      let precision = requirements.precision ?? 0
      guard let units = decimalUnits(number, what: "default", of: name, precision: precision, at: node.location)
      else { return nil }
      let shown = { (bound: Int) in FormDecimal(units: bound, scale: precision).map(String.init(describing:)) ?? "" }
      if let min = requirements.min, units < min {
        error(.defaultRange, "default \(number) of '\(name)' is below its minimum \(shown(min))", at: node.location)
        return nil
      }
      if let max = requirements.max, units > max {
        error(.defaultRange, "default \(number) of '\(name)' is above its maximum \(shown(max))", at: node.location)
        return nil
      }
      return .decimal(number)
    case .string:
      guard let scalar = node.scalar, !node.isNull else {
        error(.defaultType, "default of '\(name)' must be a string, found \(describe(node))", at: node.location)
        return nil
      }
      if requirements.options != nil, !checkOption(scalar.value, requirements, at: node) { return nil }
      return .string(scalar.value)
    case .option:
      if node.isNull { return .null }
      guard let scalar = node.scalar else {
        let hint = requirements.isSelection && node.sequence != nil ? "; only 'select: multiple' takes a list" : ""
        error(
          .defaultType,
          "default of \(subject) must be one of its \(noun.many) or null, found \(describe(node))\(hint)",
          at: node.location)
        return nil
      }
      return checkOption(scalar.value, requirements, at: node) ? .string(scalar.value) : nil
    case .set:
      guard let items = node.sequence else {
        error(
          .defaultType, "default of \(subject) must be a list of its \(noun.many), found \(describe(node))",
          at: node.location)
        return nil
      }
      var members = Set<String>()
      var valid = true
      for item in items {
        guard let text = item.scalar?.value, !item.isNull else {
          error(
            .defaultType,
            "items of the default of \(subject) must be \(requirements.isSelection ? "row ids" : "option strings"), "
              + "found \(describe(item))",
            at: item.location)
          valid = false
          continue
        }
        guard checkOption(text, requirements, at: item) else {
          valid = false
          continue
        }
        if !members.insert(text).inserted {
          error(.duplicateOption, "'\(text)' is listed twice in the default of \(subject)", at: item.location)
          valid = false
        }
      }
      return valid ? .set(members) : nil
    case .date:
      if node.isNull { return .null }
      guard let text = node.scalar?.value, ISO8601Date.isValid(text) else {
        error(
          .defaultType,
          "default of '\(name)' must be an ISO-8601 date (2026-11-29 or 2026-11-29T09:30:00Z) or null, found \(describe(node))",
          at: node.location)
        return nil
      }
      return .string(text)
    }
  }

  private mutating func checkOption(_ text: String, _ requirements: ValueRequirements, at node: SpecValue) -> Bool {
    let options = requirements.options ?? []
    guard !options.contains(text) else { return true }
    let titled = OptionTitleMatch.value(titled: text, options: options, shown: requirements.shownOptions)
    let suggestion = titled ?? Suggestions.closest(to: text, in: options)
    let noun = requirements.optionNoun
    diagnostics.error(
      .unknownOption,
      "'\(text)' is not \(noun.one) of \(requirements.subject)"
        + (titled.map { OptionTitleMatch.hint(value: $0) } ?? suggestion.map { "; did you mean '\($0)'?" }
          ?? " (\(noun.many): \(options.map { "'\($0)'" }.joined(separator: ", ")))"),
      at: node.textLocation,
      fixIts: suggestion.map { [node.replacing(with: $0)] } ?? [])
    return false
  }

  /// How a value reads in "found …": `a mapping`, `null`, `the string "yes"`.
  private func describe(_ node: SpecValue) -> String {
    switch node.shape {
    case .scalar(let scalar, let isNull): ScalarReading.describe(scalar, isNull: isNull)
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    }
  }
}
