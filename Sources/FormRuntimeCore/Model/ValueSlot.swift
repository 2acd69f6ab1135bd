/// One piece of form state that holds a value: a row with a value, or a state variable.
public struct ValueSlot: Hashable, Sendable {
  /// The row id or state variable name, as used in `set NAME VALUE` events.
  public var name: String
  public var type: ValueType
  /// The row that shows this value, or nil for a state variable or a selection.
  public var row: Int?
  /// The `select` section whose selection this is, or nil.
  public var section: Int?
  /// The value the form starts with.
  public var initial: FormValue
  /// Allowed values of `option` and `set` slots, and of `string` state variables that enumerate them.
  public var options: [String]?
  /// Inclusive bounds of an `int` slot, or of a `decimal` slot in units of its ``precision``
  /// (`0.5` with precision 2 is `50`): a decimal slot's bounds are scaled integers, as its values
  /// are compared.
  public var min: FormInt?
  public var max: FormInt?
  /// Indexed like ``options``: the text shown for each option (its `title:` in the spec, or the
  /// value itself where it has none); nil when no option has a title, and then the values show.
  /// Conditions, events and the state use the values.
  public var optionTitles: [String]?
  /// A `decimal` slot's digits after the point (0 through ``FormDecimal/maxScale``): values with
  /// more are refused, never rounded. Nil for every other type.
  public var precision: Int?

  public init(
    name: String, type: ValueType, row: Int?, section: Int? = nil, initial: FormValue,
    options: [String]? = nil, min: FormInt? = nil, max: FormInt? = nil, optionTitles: [String]? = nil,
    precision: Int? = nil
  ) {
    self.name = name
    self.type = type
    self.row = row
    self.section = section
    self.initial = initial
    self.options = options
    self.min = min
    self.max = max
    self.optionTitles = optionTitles
    self.precision = precision
  }

  /// A `decimal` slot's lower bound as a number (``min`` is in units of the precision).
  public var decimalMin: FormDecimal? { min.flatMap { FormDecimal(units: $0, scale: precision ?? 0) } }

  /// A `decimal` slot's upper bound as a number (``max`` is in units of the precision).
  public var decimalMax: FormDecimal? { max.flatMap { FormDecimal(units: $0, scale: precision ?? 0) } }

  /// Indexed like ``options``: the text shown for each option, its title or else its value.
  public var shownOptions: [String]? { optionTitles ?? options }

  /// The text shown for option `value`: its title, or the value itself when it has none (or is not
  /// one of the options).
  /// - Complexity: O(o) for o options.
  public func title(ofOption value: String) -> String {
    Self.title(ofOption: value, options: options, titles: optionTitles)
  }

  /// The text shown for option `value` of `options`, whose titles (indexed alike) are `titles`:
  /// the slot's and ``FormRow``'s lookup.
  /// - Complexity: O(o) for o options.
  static func title(ofOption value: String, options: [String]?, titles: [String]?) -> String {
    guard let titles, let index = options?.firstIndex(of: value), index < titles.count else { return value }
    return titles[index]
  }

  /// Why `value` cannot be stored in this slot, or nil when it can.
  ///
  /// - Complexity: O(m) for a set of m members (option lookups are linear in the option count).
  public func problem(with value: FormValue) -> String? {
    problem(with: value, naming: name)
  }

  /// ``problem(with:)``, calling the value `name` in the message: a list item's field by its row's name
  /// (`phones[w2].label`) rather than its template's.
  package func problem(with value: FormValue, naming name: String) -> String? {
    problemMessage(with: value, naming: name)?.text
  }

  /// ``problem(with:naming:)``, its messages written as ``ErrorMessage``s.
  private func problemMessage(with value: FormValue, naming name: String) -> ErrorMessage? {
    switch (type, value) {
    case (.bool, .bool), (.date, .null), (.option, .null):
      return nil
    case (.int, .int(let number)):
      if let min, number < min { return "\(number) is below the minimum \(min) of '\(name)'" }
      if let max, number > max { return "\(number) is above the maximum \(max) of '\(name)'" }
      return nil
    case (.decimal, .decimal(let number)):
      let precision = precision ?? 0
      guard let units = number.units(atScale: precision) else {
        if number.scale > precision {
          let digits = precision == 1 ? "1 digit" : "\(precision) digits"
          return
            "\(number) has more than \(digits) after the point, the precision of '\(name)' (values are never rounded)"
        }
        return "\(number) is too large for '\(name)'"
      }
      // The bound at the precision, as the form shows it (`50.00`).
      if let min, units < min, let bound = decimalMin {
        return "\(number) is below the minimum \(bound.text(places: precision)) of '\(name)'"
      }
      if let max, units > max, let bound = decimalMax {
        return "\(number) is above the maximum \(bound.text(places: precision)) of '\(name)'"
      }
      return nil
    case (.string, .string(let text)):
      if let options, !options.contains(text) { return optionProblem(text, naming: name) }
      return nil
    case (.option, .string(let text)):
      return (options ?? []).contains(text) ? nil : optionProblem(text, naming: name)
    case (.date, .string(let text)):
      return ISO8601Date.isValid(text)
        ? nil
        : "\(FormValue.jsonQuoted(text)) is not an ISO-8601 date such as \"2026-11-29\" or \"2026-11-29T09:30:00Z\""
    case (.set, .set(let members)):
      let allowed = options ?? []
      guard members.allSatisfy(allowed.contains) else {
        // Sorted, so the message names the same member every time.
        let stray = StableOrder.sorted(members).first { !allowed.contains($0) } ?? ""
        return optionProblem(stray, naming: name)
      }
      return nil
    default:
      return "'\(name)' takes \(type.phrase), not \(value.typePhrase)"
    }
  }

  private func optionProblem(_ text: String, naming name: String) -> ErrorMessage {
    if let optionTitles, let index = optionTitles.firstIndex(of: text), let options, index < options.count {
      return """
        \(FormValue.jsonQuoted(text)) is the title of option \(FormValue.jsonQuoted(options[index])) of \
        '\(name)'; events and saved values use the option's value
        """
    }
    let list = FormValue.jsonQuotedList(options ?? [])
    return "\(FormValue.jsonQuoted(text)) is not one of the options of '\(name)' (\(list))"
  }
}

extension ValueType {
  /// How messages name the type ("a boolean", "one of the options or null").
  public var phrase: String {
    switch self {
    case .bool: "a boolean"
    case .int: "an integer"
    case .decimal: "a decimal number"
    case .string: "a string"
    case .option: "one of its options or null"
    case .set: "a list of its options"
    case .date: "an ISO-8601 date string or null"
    }
  }
}

extension FormValue {
  var typePhrase: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int: "an integer"
    case .decimal: "a decimal number"
    case .string: "a string"
    case .set: "a list"
    }
  }
}
