import FormDiagnostics
import FormRuntime

/// The semantic checks: names, kinds and their keys, defaults, accordions and conditions.
/// Each check reports everything it finds; none stops at the first error.
struct FormChecker {
  var reader: NodeReader
  let spec: FormSpec
  let layout: FullLayout
  /// What each id names, filled in by ``check()`` before it checks conditions.
  private(set) var declarations = Declarations(capacity: 0)

  init(spec: FormSpec, reader: NodeReader) {
    self.spec = spec
    self.reader = reader
    self.layout = FullLayout(spec)
  }

  /// `^[a-z][A-Za-z0-9_]*$`
  static func isIdentifier(_ text: String) -> Bool {
    // The allowed characters are ASCII, so the UTF-8 bytes are checked directly (any other byte fails).
    var text = text
    return text.withUTF8 { bytes in
      guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
          continue
        default:
          return false
        }
      }
      return true
    }
  }

  /// `^[A-Z][A-Za-z0-9]*$`
  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy(\.isASCIIAlphanumeric)
  }

  mutating func check() -> CheckedForm? {
    checkFormName()
    declarations = Declarations(capacity: spec.sections.count + layout.entries.count + spec.state.count)
    for (index, section) in spec.sections.enumerated() {
      checkIdentifier(section.id, what: "section", declaring: .section(index), isSelection: section.select != nil)
    }
    var conditions = spec.sections.compactMap(\.visible)
    var rowValues: [FormValue?] = []
    rowValues.reserveCapacity(layout.entries.count)
    // One pass over the rows for their ids, their keys and their conditions: each pass brings every row back into
    // the cache, and a form of thousands of rows does not stay there between passes.
    for (slot, entry) in layout.entries.enumerated() {
      let row = entry.row
      checkIdentifier(row.id, what: "row", declaring: .row(slot), isSelection: false)
      // Only a choice needs its section (copied here, not for every row).
      let choiceOf = entry.parent < 0 && spec.sections[entry.section].select != nil ? spec.sections[entry.section] : nil
      rowValues.append(checkRow(row, choiceOf: choiceOf))
      if let visible = row.visible { conditions.append(visible) }
    }
    for (index, variable) in spec.state.enumerated() {
      checkIdentifier(variable.name, what: "state variable", declaring: .stateVariable(index), isSelection: false)
    }
    let selections = checkSelectSections()
    let stateValues = spec.state.map { checkStateVariable($0) }
    checkAccordions()
    checkConditions(conditions)
    guard !reader.diagnostics.hasErrors else { return nil }
    return CheckedForm(
      spec: spec, layout: layout, rowInitialValues: rowValues, selectionInitialValues: selections,
      stateInitialValues: stateValues.map { $0 ?? .null }, declarations: declarations)
  }

  private mutating func checkFormName() {
    let name = spec.name
    guard !Self.isTypeName(name.value) else { return }
    reader.error(
      .badFormName,
      "form name '\(name.value)' must be a Swift type name: a capital letter, then letters and digits",
      at: name.location)
  }

  /// Checks that an id has the identifier form and is unique across sections, rows and state variables (a select
  /// section's id also names its selection, so it must not be a row's or a variable's), and declares it.
  private mutating func checkIdentifier(
    _ id: Located<String>, what: String, declaring declared: Declarations.Declared, isSelection: Bool
  ) {
    if !Self.isIdentifier(id.value) {
      reader.error(
        .badIdentifier,
        "\(what) id '\(id.value)' must start with a lower-case letter and contain only letters, digits and '_'",
        at: id.location)
    } else if ConditionParser.isKeyword(id.value) {
      reader.error(
        .reservedIdentifier, "'\(id.value)' is a word of the condition language and cannot be an id",
        at: id.location)
    }
    if let first = declarations.declare(id.value, as: declared, at: id.location, isSelection: isSelection) {
      let user =
        first.firstIsSelection
        ? " by select section '\(id.value)', whose id names its selection in conditions and 'set' events" : ""
      reader.diagnostics.error(
        .duplicateID,
        "id '\(id.value)' is already used\(user); sections, rows and state variables share one namespace",
        at: id.location, notes: [DiagnosticNote("'\(id.value)' first used here", at: first.firstLocation)])
    }
  }

  /// Checks a row's kind-specific keys; returns its initial value when it has one.
  /// - Parameter choiceOf: the select section the row is a choice of, if it is one.
  private mutating func misplacedBound(of kind: RowKind, at location: SourceLocation) {
    reader.error(
      .misplacedKey, "'min' and 'max' apply to number rows, not to \(kind.rawValue) rows", at: location)
  }

  private mutating func checkRow(_ row: RowSpec, choiceOf: SectionSpec?) -> FormValue? {
    guard row.kindIsValid else { return nil }
    let kind = row.kind.value
    let name = row.id.value
    let hasOptions = kind == .choice || kind == .picker || kind == .multichoice
    if let options = row.options {
      if !hasOptions {
        reader.error(
          .misplacedKey, "'options' applies to choice, picker and multichoice rows, not to \(kind.rawValue) rows",
          at: row.optionsLocation ?? row.location)
      } else {
        checkUnique(options, what: "option", in: name)
        if options.isEmpty {
          reader.error(.emptyOptions, "'options' of '\(name)' is empty", at: row.optionsLocation ?? row.location)
        }
      }
    } else if hasOptions {
      reader.error(.missingOptions, "\(kind.rawValue) row '\(name)' needs 'options'", at: row.kind.location)
    }
    if kind != .number {
      // Each bound on its own: an array of the two, made for every row, cost more than the rest of the check.
      if let min = row.min { misplacedBound(of: kind, at: min.location) }
      if let max = row.max { misplacedBound(of: kind, at: max.location) }
    }
    var bounds = (min: row.min?.value, max: row.max?.value)
    if let min = row.min, let max = row.max, min.value > max.value {
      reader.error(.badRange, "'min' \(min.value) is above 'max' \(max.value)", at: max.location)
      // No default can satisfy bounds already reported as wrong; do not say so again.
      bounds = (nil, nil)
    }
    if let expanded = row.expanded, !row.isExpandable, row.expandsLocation == nil {
      reader.error(
        .misplacedKey, "'expanded' applies to rows that expand; add 'expands' to '\(name)' or remove it",
        at: expanded.location)
    }
    guard let type = kind.valueType else {
      if let node = row.defaultValue {
        reader.error(
          .misplacedKey,
          choiceOf.map { choiceDefaultMessage(row, of: $0) }
            ?? "\(kind.rawValue) row '\(name)' holds no value, so it takes no 'default'",
          at: node.location)
      }
      return nil
    }
    let requirements = ValueRequirements(
      name: name, type: type, options: row.options?.map(\.value), min: bounds.min, max: bounds.max)
    guard let node = row.defaultValue else { return requirements.implicitDefault }
    return reader.value(node, requirements)
  }

  private mutating func checkStateVariable(_ variable: StateVariableSpec) -> FormValue? {
    let type = variable.type.value
    if let values = variable.values {
      if type != .string {
        reader.error(
          .misplacedKey, "'values' applies to string state variables, not to \(type.rawValue) ones",
          at: values.first?.location ?? variable.location)
      } else if values.isEmpty {
        reader.error(.emptyOptions, "'values' of '\(variable.name.value)' is empty", at: variable.location)
      } else {
        checkUnique(values, what: "value", in: variable.name.value)
      }
    }
    let requirements = ValueRequirements(
      name: variable.name.value, type: type, options: type == .string ? variable.values?.map(\.value) : nil)
    guard let node = variable.defaultValue else { return requirements.implicitDefault }
    return reader.value(node, requirements)
  }

  private mutating func checkUnique(_ items: [Located<String>], what: String, in name: String) {
    // Most lists are a handful of options, which comparing in pairs checks without hashing every one.
    if items.count <= 8 {
      for (index, item) in items.enumerated() {
        if let first = items[..<index].first(where: { $0.value == item.value }) {
          reader.diagnostics.error(
            .duplicateOption, "\(what) '\(item.value)' of '\(name)' is listed twice", at: item.location,
            notes: [DiagnosticNote("first listed here", at: first.location)])
        }
      }
      return
    }
    var seen: [String: SourceLocation] = [:]
    for item in items {
      if let first = seen[item.value] {
        reader.diagnostics.error(
          .duplicateOption, "\(what) '\(item.value)' of '\(name)' is listed twice", at: item.location,
          notes: [DiagnosticNote("first listed here", at: first)])
      } else {
        seen[item.value] = item.location
      }
    }
  }

  /// An accordion section may not start with two rows expanded unless one is the other's ancestor.
  private mutating func checkAccordions() {
    for (index, section) in spec.sections.enumerated() where section.accordion?.value == true {
      var expanded: [Int] = []
      for slot in layout.sectionStarts[index]..<layout.sectionEnds[index] {
        guard let flag = layout.entries[slot].row.expanded, flag.value else { continue }
        if let other = expanded.first(where: { !layout.isAncestor($0, of: slot) }) {
          let first = layout.entries[other].row
          reader.diagnostics.error(
            .accordionConflict,
            "'\(layout.entries[slot].row.id.value)' starts expanded, but accordion section '\(section.id.value)' "
              + "already starts with '\(first.id.value)' expanded; only one can be open at a time",
            at: flag.location,
            notes: [DiagnosticNote("'\(first.id.value)' starts expanded here", at: first.expanded?.location)])
        }
        expanded.append(slot)
      }
    }
  }

  /// Checks `conditions`, once every id is declared.
  private mutating func checkConditions(_ conditions: [ConditionSpec]) {
    let symbols = ConditionSymbols(
      declarations: declarations, spec: spec, layout: layout, invalidNames: reader.invalidNames)
    var located: [Diagnostic] = []
    // The texts found correct so far: the same text reads the same names wherever it is written, so it is checked
    // once. A text with problems is checked again where it is written, to place each diagnostic.
    var correct: Set<String> = []
    for condition in conditions {
      guard case .expression(let source, let expression, let node) = condition, !correct.contains(source) else {
        continue
      }
      var checker = ConditionTypeChecker(symbols: symbols, locate: { node.location(ofScalarOffset: $0) })
      checker.checkCondition(expression)
      if checker.diagnostics.isEmpty { correct.insert(source) }
      located += checker.diagnostics
    }
    reader.diagnostics.append(contentsOf: located)
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}
