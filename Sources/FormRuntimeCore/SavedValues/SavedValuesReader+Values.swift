// SavedValuesReader's reading of one value: a row's, a selection's or a state variable's, checked as a `set`
// event checks it, each set member where it stands.

extension SavedValuesReader {
  /// Reads the value of value slot `slot`: the value, or nil (with a problem noted) when it does not fit.
  mutating func readValue(_ json: inout JSONReader, slot: Int, path: String) throws(JSONReadError) -> FormValue? {
    let valueSlot = form.values[slot]
    let kind = try json.peek()
    let start = json.offset
    let value: FormValue
    switch kind {
    case .null:
      _ = try json.readNull()
      value = .null
    case .bool: value = .bool(try json.readBool())
    case .string: value = .string(try json.readString())
    case .number where valueSlot.type == .decimal:
      // Exactly as written: `19.99` is 1999 hundredths, never the nearest `Double`.
      let (_, text) = try json.readNumberAndText()
      guard let number = FormDecimal(text) else {
        note(
          .invalidValue,
          "'\(valueSlot.name)' takes \(valueSlot.type.phrase), not \(text), which has more than "
            + "\(FormDecimal.maxScale) digits after the point or does not fit in 64 bits",
          path: path, at: start)
        return nil
      }
      value = .decimal(number)
    case .number:
      guard let number = try json.readNumber() else {
        let isRangeOrFraction = valueSlot.type == .int
        note(
          isRangeOrFraction ? .invalidValue : .wrongType,
          "'\(valueSlot.name)' takes \(valueSlot.type.phrase), not a number that is not an integer in Int's range",
          path: path, at: start)
        return nil
      }
      value = .int(number)
    case .array where valueSlot.type == .set:
      return try readMembers(&json, slot: valueSlot, path: path)
    case .array, .object:
      note(.wrongType, "'\(valueSlot.name)' takes \(valueSlot.type.phrase), not \(kind.phrase)", path: path, at: start)
      try json.skipValue()
      return nil
    }
    if let problem = valueSlot.problem(with: value) {
      note(Self.kind(of: value, in: valueSlot), problem, path: path, at: start)
      return nil
    }
    return value
  }

  /// Reads the members of a `set` slot (a multichoice or a `multiple` selection), each checked
  /// where it stands: nil when one does not fit.
  private mutating func readMembers(
    _ json: inout JSONReader, slot: ValueSlot, path: String
  ) throws(JSONReadError) -> FormValue? {
    var members = Set<String>()
    var fits = true
    try json.readArray { json, index throws(JSONReadError) in
      let elementPath = path + "[\(index)]"
      let start = try json.valueOffset()
      guard try json.peek() == .string else {
        note(
          .wrongType, "'\(slot.name)' takes \(slot.type.phrase), not a list holding \(try json.peek().phrase)",
          path: elementPath, at: start)
        fits = false
        return try json.skipValue()
      }
      let member = try json.readString()
      if let problem = slot.problem(with: .set([member])) {
        note(.invalidValue, problem, path: elementPath, at: start)
        fits = false
      } else if !members.insert(member).inserted {
        note(
          .invalidValue, "\(FormValue.jsonQuoted(member)) is listed twice in '\(slot.name)'", path: elementPath,
          at: start)
        fits = false
      }
    }
    return fits ? .set(members) : nil
  }

  /// Whether a value refused by `slot` has the wrong type or the right type but a refused value.
  private static func kind(of value: FormValue, in slot: ValueSlot) -> SavedValuesProblem.Kind {
    switch (slot.type, value) {
    case (.bool, .bool), (.int, .int), (.string, .string), (.option, .string), (.date, .string), (.set, .set):
      .invalidValue
    default: .wrongType
    }
  }
}
