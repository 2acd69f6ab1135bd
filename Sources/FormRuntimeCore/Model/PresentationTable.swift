/// The keyboard a `text` row asks for (`keyboard:` in the spec); the app maps it to its
/// platform's keyboard type (`UIKeyboardType` on iOS).
public enum KeyboardType: String, Sendable, CaseIterable {
  case `default`, email, number, decimal, phone, url
}

/// How rows are presented besides their title and value: one entry per row that has a
/// `subtitle`, `placeholder`, `secure`, `keyboard`, `detail` or `style`, in slot order. A form whose rows
/// have none has an empty table (and its compiled file no `presentation` key).
///
/// Which kinds may have which field: ``PresentationTable/kinds(having:)``.
public struct PresentationTable: Hashable, Sendable {
  /// The row slot of each entry, ascending, each row at most once.
  public var row: [Int]
  /// Smaller text under the title (any row).
  public var subtitle: [String?]
  /// What an empty field shows (`text` and `number` rows).
  public var placeholder: [String?]
  /// Whether the field hides what is typed (`text` rows).
  public var secure: [Bool]
  /// The keyboard the field asks for (`text` rows).
  public var keyboard: [KeyboardType?]
  /// A label's right-hand text as written, `{{name}}` standing for a value (``DetailTemplate``).
  public var detail: [String?]
  /// The control the row asks for (``RowStyle``; `choice`, `date` and `number` rows), nil for its
  /// kind's default.
  public var style: [RowStyle?]

  public init() {
    row = []
    subtitle = []
    placeholder = []
    secure = []
    keyboard = []
    detail = []
    style = []
  }

  public var count: Int { row.count }

  /// A field of the table, named as the spec and the compiled format name it.
  public enum Field: String, Sendable, CaseIterable {
    case subtitle, placeholder, secure, keyboard, detail, style
  }

  /// The row kinds that may have `field` (``allows(_:on:)``).
  public static func kinds(having field: Field) -> Set<RowKind> {
    Set(RowKind.allCases.filter { allows(field, on: $0) })
  }

  /// Whether a row of `kind` may have `field`: the one definition the compiler's checks and the
  /// loader's validation share. - Complexity: O(1).
  public static func allows(_ field: Field, on kind: RowKind) -> Bool {
    switch field {
    case .subtitle: true
    case .placeholder: kind == .text || kind == .number || kind == .decimal
    case .secure, .keyboard: kind == .text
    case .detail: kind == .label
    case .style: !RowStyle.styles(of: kind).isEmpty
    }
  }
}

/// A label's `detail:` text, split into literal text and `{{name}}` references to values (a row
/// with a value, or a state variable). `{{name}}` is the only interpolation: no escapes, no
/// formatting; a number shows in decimal digits, a text, option or date as stored, null as
/// nothing (``PresentationLayout/detailText(ofEntry:values:slots:)``).
public struct DetailTemplate: Hashable, Sendable {
  public enum Part: Hashable, Sendable {
    case text(String)
    case value(String)
  }

  public let parts: [Part]
  /// Where each `{{` of a value part starts (in Unicode scalars), in the order of ``names``.
  public let valueOffsets: [Int]

  /// Why a text is not a detail template, and where (an offset in Unicode scalars).
  public struct ParseError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
  }

  /// - Complexity: O(length of `text`).
  public init(parsing text: String) throws(ParseError) {
    var parts: [Part] = []
    var valueOffsets: [Int] = []
    var literal = ""
    let scalars = text.scalarArray
    var index = 0
    while index < scalars.count {
      let isOpening = scalars[index] == "{" && index + 1 < scalars.count && scalars[index + 1] == "{"
      let isClosing = scalars[index] == "}" && index + 1 < scalars.count && scalars[index + 1] == "}"
      if isClosing {
        throw ParseError(message: "'}}' closes no '{{'; write {{name}} to show a value", offset: index)
      }
      guard isOpening else {
        literal.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      var end = index + 2
      while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}") { end += 1 }
      guard end + 1 < scalars.count else {
        throw ParseError(message: "'{{' is not closed; write {{name}} to show a value", offset: index)
      }
      // Spaces around the name are ignored (`{{ seats }}`).
      var first = index + 2, last = end
      while first < last, scalars[first] == " " { first += 1 }
      while last > first, scalars[last - 1] == " " { last -= 1 }
      // Its scalars tested, not its `Character`s, which the walk would have to find first.
      var isOneName = first < last
      for scalar in scalars[first..<last] {
        if scalar == "{" || scalar == "}" || ScalarProperties.isWhiteSpace(scalar) { isOneName = false }
      }
      guard isOneName else {
        throw ParseError(message: "'{{…}}' must hold one name, as in {{seats}}", offset: index)
      }
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
      parts.append(.value(String(scalars: scalars[first..<last])))
      valueOffsets.append(index)
      index = end + 2
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
    self.valueOffsets = valueOffsets
  }

  /// The names the template reads, in order of appearance (repeats kept).
  public var names: [String] {
    parts.compactMap { if case .value(let name) = $0 { name } else { nil } }
  }

  /// Whether a value of `type` can be shown in a detail: a number, text, option or date.
  public static func canShow(_ type: ValueType) -> Bool {
    switch type {
    case .int, .decimal, .string, .option, .date: true
    case .bool, .set: false
    }
  }
}

/// What the engine needs of a form's ``PresentationTable``, derived when the form is built or
/// loaded, never stored: each row's entry, each detail's parts with value slots, and the rows
/// whose detail reads each value slot (reloaded when it changes).
package struct PresentationLayout: Hashable, Sendable {
  /// A detail's part: literal text, or the value slot it shows.
  enum ResolvedPart: Hashable, Sendable {
    case text(String)
    case value(Int)
  }

  /// The row of each entry: the presentation table's `row` column, in slot order in a valid form
  /// (``CompiledForm/validate()`` refuses any other), so a row's entry is found by halving.
  private let rowOfEntry: [Int]
  /// Each detail's parts, by entry; nil for an entry without a detail, and for one whose detail
  /// does not parse or names no value (``CompiledForm/validate()`` refuses such a form).
  let details: [[ResolvedPart]?]
  /// The value slots that some detail reads, ascending.
  package let valuesWithReaders: [Int]
  /// The rows whose detail reads each of ``valuesWithReaders``, in slot order.
  package let readersOfValues: [[Int]]

  /// - Complexity: O(p + d log d) for p characters of presentation text and d values shown in
  ///   details.
  init(presentation: PresentationTable, names: NameIndex) {
    var details = [[ResolvedPart]?](repeating: nil, count: presentation.row.count)
    // Each value a detail shows, beside the row showing it, in entry order.
    var shownValues: [Int] = [], showingRows: [Int] = []
    // Read with bounds checks: a form read from a file is derived before it is validated.
    for entry in presentation.row.indices {
      let row = presentation.row[entry]
      guard entry < presentation.detail.count, let text = presentation.detail[entry],
        let template = try? DetailTemplate(parsing: text)
      else { continue }
      var resolved: [ResolvedPart] = []
      var isComplete = true
      for part in template.parts {
        switch part {
        case .text(let text): resolved.append(.text(text))
        case .value(let name):
          guard let slot = names.valueSlot(named: name) else {
            isComplete = false
            continue
          }
          resolved.append(.value(slot))
          shownValues.append(slot)
          showingRows.append(row)
        }
      }
      if isComplete { details[entry] = resolved }
    }
    rowOfEntry = presentation.row
    self.details = details
    // By value, each value's rows in entry order (the sort is stable), each row once.
    var valuesWithReaders: [Int] = [], readersOfValues: [[Int]] = []
    for index in StableOrder.indexes(count: shownValues.count, by: { shownValues[$0] < shownValues[$1] }) {
      let value = shownValues[index], row = showingRows[index]
      if valuesWithReaders.last != value {
        valuesWithReaders.append(value)
        readersOfValues.append([row])
      } else if readersOfValues[readersOfValues.count - 1].last != row {
        readersOfValues[readersOfValues.count - 1].append(row)
      }
    }
    self.valuesWithReaders = valuesWithReaders
    self.readersOfValues = readersOfValues
  }

  /// The presentation entry of row `slot`, or nil when it has none.
  /// - Complexity: O(log p) for p entries.
  func entry(ofRow slot: Int) -> Int? {
    rowOfEntry.sortedFirstIndex(of: slot)
  }

  /// The rows whose detail reads value slot `slot`, in slot order (empty when none does).
  /// - Complexity: O(log d) for d values shown in details.
  package func readers(ofValue slot: Int) -> [Int] {
    guard let index = valuesWithReaders.sortedFirstIndex(of: slot), index < readersOfValues.count else { return [] }
    return readersOfValues[index]
  }

  /// The detail of entry `entry` with the values in `values` shown, or nil without one.
  /// - Complexity: O(length of the text).
  /// A decimal shows all the digits of its slot's precision (`19.90`).
  func detailText(ofEntry entry: Int, values: [FormValue], slots: [ValueSlot]) -> String? {
    guard entry >= 0, entry < details.count, let parts = details[entry] else { return nil }
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal): text += literal
      case .value(let slot):
        switch slot < values.count ? values[slot] : .null {
        case .int(let number): text += String(number)
        case .decimal(let number): text += number.text(places: slot < slots.count ? slots[slot].precision ?? 0 : 0)
        case .string(let string): text += string
        case .null, .bool, .set: break
        }
      }
    }
    return text
  }
}

extension CompiledForm {
  /// The detail of row `slot` (a static or template row) with `values` shown, or nil when the
  /// row has none: what ``FormRow/detail`` holds, for values as the engine holds them.
  /// - Complexity: O(log p) for p presentation entries, plus the length of the text.
  public func detail(ofRow slot: Int, values: [FormValue]) -> String? {
    presentationLayout.entry(ofRow: slot).flatMap {
      presentationLayout.detailText(ofEntry: $0, values: values, slots: self.values)
    }
  }
}
