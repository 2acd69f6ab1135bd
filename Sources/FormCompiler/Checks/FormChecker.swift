import FormDiagnostics
import FormRuntimeCore

/// The semantic checks: names, kinds and their keys, defaults, accordions and conditions; and, for a spec that
/// passes them, the ``ResolvedForm`` they work out. Each check reports everything it finds; none stops at the first
/// error.
struct FormChecker {
  /// The checking stage's diagnostics, handed back to the pipeline when it is done.
  var diagnostics: DiagnosticCollector
  let spec: FormSpec
  let layout: FullLayout
  /// What each id names, filled in by ``check()`` before it checks conditions.
  private(set) var declarations = Declarations(capacity: 0)

  init(spec: FormSpec, diagnostics: DiagnosticCollector) {
    self.spec = spec
    self.diagnostics = diagnostics
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

  /// Checks the spec; returns it resolved when there were no errors.
  /// - Complexity: O(n) for n rows, sections and state variables, plus the size of each distinct condition.
  mutating func check() -> ResolvedForm? {
    checkFormName()
    declarations = Declarations(capacity: spec.sections.count + layout.entries.count + spec.state.count)
    for (index, section) in spec.sections.enumerated() {
      checkIdentifier(
        section.id, what: "section", declaring: .section(index), isSelection: isSelectSection(section))
    }
    var rowValues: [FormValue?] = []
    rowValues.reserveCapacity(layout.entries.count)
    // Value slots in full-layout order: each select section's selection where its section starts, then the values
    // of its rows; the state variables after them all; then each list's fields and its count.
    var valueCount = 0
    var rowValueSlots: [Int] = []
    rowValueSlots.reserveCapacity(layout.entries.count)
    var selectionSlots = Array(repeating: -1, count: spec.sections.count)
    var rowConditionUses: [ConditionSpec?] = []
    rowConditionUses.reserveCapacity(layout.entries.count)
    // Each row's `enabled` and `valid` conditions and its rules, by row slot.
    var rowEnabledUses: [ConditionSpec?] = []
    rowEnabledUses.reserveCapacity(layout.entries.count)
    var rowValidUses: [ConditionSpec?] = []
    rowValidUses.reserveCapacity(layout.entries.count)
    var rowRules: [ResolvedRules] = []
    rowRules.reserveCapacity(layout.entries.count)
    // The slots of the rows with presentation keys, whose details are checked once every name is declared.
    var presentedRows: [Int] = []
    // One pass over the rows for their ids, their keys, their value slots and their conditions: each pass brings
    // every row back into the cache, and a form of thousands of rows does not stay there between passes.
    for slot in 0..<layout.firstTemplateRow {
      let entry = layout.entries[slot]
      let row = entry.row
      checkIdentifier(row.id, what: "row", declaring: .row(slot), isSelection: false)
      let isSelectSection = isSelectSection(spec.sections[entry.section])
      if isSelectSection, slot == layout.sectionStarts[entry.section] {
        selectionSlots[entry.section] = valueCount
        valueCount += 1
      }
      // Only a choice needs its section (copied here, not for every row).
      let choiceOf = entry.parent < 0 && isSelectSection ? spec.sections[entry.section] : nil
      let value = checkRow(row, choiceOf: choiceOf)
      rowValues.append(value)
      rowValueSlots.append(value == nil ? -1 : valueCount)
      if value != nil { valueCount += 1 }
      rowConditionUses.append(row.visible)
      rowEnabledUses.append(row.enabled)
      rowValidUses.append(row.hasRuleKeys ? row.rules.valid : nil)
      rowRules.append(checkRules(ofRow: row))
      if row.hasPresentationKeys { presentedRows.append(slot) }
    }
    for (index, variable) in spec.state.enumerated() {
      checkIdentifier(variable.name, what: "state variable", declaring: .stateVariable(index), isSelection: false)
    }
    let firstStateSlot = valueCount
    valueCount += spec.state.count
    // Each list's template: its fields' value slots, then its count's.
    var listValueRanges: [Range<Int>] = []
    for list in layout.lists {
      let firstValue = valueCount
      for slot in list.templateStart..<list.templateEnd {
        let row = layout.entries[slot].row
        checkIdentifier(row.id, what: "row", declaring: .row(slot), isSelection: false)
        let value = checkRow(row, choiceOf: nil)
        rowValues.append(value)
        rowValueSlots.append(value == nil ? -1 : valueCount)
        if value != nil { valueCount += 1 }
        rowConditionUses.append(row.visible)
        rowEnabledUses.append(row.enabled)
        rowValidUses.append(row.hasRuleKeys ? row.rules.valid : nil)
        rowRules.append(checkRules(ofRow: row))
        if row.hasPresentationKeys { presentedRows.append(slot) }
      }
      listValueRanges.append(firstValue..<valueCount)
      valueCount += 1
    }
    let selections = checkSelectSections()
    let stateValues = spec.state.map { checkStateVariable($0) }
    checkAccordions()
    let lists = checkLists(rowValues: rowValues, rowValueSlots: rowValueSlots, valueRanges: listValueRanges)
    let symbols = ConditionSymbols(
      declarations: declarations, spec: spec, layout: layout, rowValueSlots: rowValueSlots,
      selectionSlots: selectionSlots, firstStateSlot: firstStateSlot, listCountSlots: listValueRanges.map(\.upperBound))
    checkDetails(ofRows: presentedRows, symbols: symbols)
    var sectionRules = spec.sections.map { checkRules(ofSection: $0) }
    let conditions = checkConditions(
      sections: spec.sections.map(\.visible), rows: rowConditionUses,
      validation: ValidationConditionUses(
        rowEnabled: rowEnabledUses, rowValid: rowValidUses,
        sectionValid: spec.sections.map { isSelectSection($0) ? $0.rules.valid : nil }),
      symbols: symbols, addRowConditions: addRowConditions(lists: lists, countSlots: listValueRanges.map(\.upperBound)))
    diagnostics.append(
      contentsOf: HiddenValueReads(spec: spec, layout: layout, declarations: declarations, checked: conditions)
        .diagnostics())
    guard !diagnostics.hasErrors, let lists else { return nil }
    // Each `valid` rule's condition, now that the conditions are checked.
    for (slot, condition) in conditions.rowValid.enumerated() where condition >= 0 {
      rowRules[slot].setValidCondition(condition)
    }
    for (section, condition) in conditions.sectionValid.enumerated() where condition >= 0 {
      sectionRules[section].setValidCondition(condition)
    }
    var firstTableSections: [Int] = []
    var tableSection = 0
    for index in spec.sections.indices {
      firstTableSections.append(tableSection)
      let list = layout.listOfSection[index]
      tableSection += list >= 0 ? lists[list].tableSectionCount : 1
    }
    return ResolvedForm(
      spec: spec, layout: layout, rowValueSlots: rowValueSlots, rowInitialValues: rowValues,
      selectionSlots: selectionSlots, selectionInitialValues: selections, firstStateSlot: firstStateSlot,
      stateInitialValues: stateValues.map { $0 ?? .null }, conditions: conditions.distinct,
      sectionConditions: conditions.sections, rowConditions: conditions.rows, lists: lists,
      firstTableSections: firstTableSections, rowRules: rowRules, sectionRules: sectionRules,
      rowEnabledConditions: conditions.rowEnabled)
  }

  /// Whether `section` is a select section: a list section's `select:` is refused, not obeyed.
  func isSelectSection(_ section: SectionSpec) -> Bool {
    section.select != nil && section.list == nil
  }

  mutating func error(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation) {
    diagnostics.error(kind, message, at: location)
  }

  private mutating func checkFormName() {
    let name = spec.name
    guard !Self.isTypeName(name.value) else { return }
    error(
      .badFormName,
      "form name '\(name.value)' must be a Swift type name: a capital letter, then letters and digits",
      at: name.location)
  }

  /// Checks that an id has the identifier form and is unique across sections, rows and state variables (a select
  /// section's id also names its selection, so it must not be a row's or a variable's), and declares it.
  private mutating func checkIdentifier(
    _ id: Located<String>, what: String, declaring declared: Declarations.Declared, isSelection: Bool
  ) {
    switch SpecIdentifierRule.violation(of: id.value) {
    case .notAnIdentifier?:
      error(
        .badIdentifier,
        "\(what) id '\(id.value)' must start with a lower-case letter and contain only letters, digits and '_'",
        at: id.location)
    case .keyword?:
      error(.reservedIdentifier, SpecIdentifierRule.keywordMessage(id.value), at: id.location)
    case .formName?:
      error(
        .reservedIdentifier,
        "'form' cannot be the id of a \(what): conditions read the form's validity as 'form.isValid'; choose "
          + "another id",
        at: id.location)
    case nil:
      break
    }
    if let first = declarations.declare(id.value, as: declared, at: id.location, isSelection: isSelection) {
      let user =
        first.firstIsSelection
        ? " by select section '\(id.value)', whose id names its selection in conditions and 'set' events" : ""
      diagnostics.error(
        .duplicateID,
        "id '\(id.value)' is already used\(user); sections, rows and state variables share one namespace",
        at: id.location, notes: [DiagnosticNote("'\(id.value)' first used here", at: first.firstLocation)])
    }
  }

  /// Checks a row's kind-specific keys; returns its initial value when it has one.
  /// - Parameter choiceOf: the select section the row is a choice of, if it is one.
  private mutating func checkRow(_ row: RowSpec, choiceOf: SectionSpec?) -> FormValue? {
    guard row.kindIsValid else { return nil }
    checkPresentationKinds(of: row)
    checkStyle(of: row)
    let kind = row.kind.value
    let name = row.id.value
    let hasOptions = RowKey.options.rowKinds?.contains(kind) ?? true
    if let options = row.options {
      if !hasOptions {
        error(
          .misplacedKey, "'options' applies to \(RowKey.options.rowKindsPhrase) rows, not to \(kind.rawValue) rows",
          at: row.optionsLocation ?? row.location)
      } else {
        checkUnique(options, what: "option", in: name)
        if options.isEmpty {
          error(.emptyOptions, "'options' of '\(name)' is empty", at: row.optionsLocation ?? row.location)
        }
        if let titles = row.optionTitles { checkOptionTitles(titles, of: options, in: name) }
      }
    } else if hasOptions {
      error(.missingOptions, "\(kind.rawValue) row '\(name)' needs 'options'", at: row.kind.location)
    }
    let bounds = checkNumberKeys(of: row)
    if let expanded = row.expanded, !row.isExpandable, row.expandsLocation == nil {
      error(
        .misplacedKey, "'expanded' applies to rows that expand; add 'expands' to '\(name)' or remove it",
        at: expanded.location)
    }
    guard let type = kind.valueType else {
      if let node = row.defaultValue {
        error(
          .misplacedKey,
          choiceOf.map { choiceDefaultMessage(row, of: $0) }
            ?? "\(kind.rawValue) row '\(name)' holds no value, so it takes no 'default'",
          at: node.location)
      }
      return nil
    }
    let requirements = ValueRequirements(
      name: name, type: type, options: row.options?.map(\.value), min: bounds.min, max: bounds.max,
      precision: bounds.precision, shownOptions: row.shownOptionTitles)
    let initial: FormValue?
    if let node = row.defaultValue {
      initial = value(node, requirements)
    } else {
      initial = requirements.implicitDefault
    }
    if kind == .toggle, row.isExpandable, let expands = row.expandsLocation {
      // The engine expands any expandable row on a tap, so the toggle's value changes only when the app sets it.
      diagnostics.warning(
        .toggleExpands,
        "toggle '\(name)' also expands: tapping it expands or collapses its rows and never changes its value, "
          + "which stays \(initial?.description ?? "false") unless the app sets it",
        at: expands)
    }
    return initial
  }

  private mutating func checkStateVariable(_ variable: StateVariableSpec) -> FormValue? {
    let type = variable.type.value
    if let values = variable.values {
      if type != .string {
        error(
          .misplacedKey, "'values' applies to string state variables, not to \(type.rawValue) ones",
          at: values.first?.location ?? variable.location)
      } else if values.isEmpty {
        error(.emptyOptions, "'values' of '\(variable.name.value)' is empty", at: variable.location)
      } else {
        checkUnique(values, what: "value", in: variable.name.value)
      }
    }
    let requirements = ValueRequirements(
      name: variable.name.value, type: type, options: type == .string ? variable.values?.map(\.value) : nil)
    guard let node = variable.defaultValue else { return requirements.implicitDefault }
    return value(node, requirements)
  }

  private mutating func checkUnique(_ items: [Located<String>], what: String, in name: String) {
    // Most lists are a handful of options, which comparing in pairs checks without hashing every one.
    if items.count <= 8 {
      for (index, item) in items.enumerated() {
        if let first = items[..<index].first(where: { $0.value == item.value }) {
          diagnostics.error(
            .duplicateOption, "\(what) '\(item.value)' of '\(name)' is listed twice", at: item.location,
            notes: [DiagnosticNote("first listed here", at: first.location)])
        }
      }
      return
    }
    var seen: [String: SourceLocation] = [:]
    for item in items {
      if let first = seen[item.value] {
        diagnostics.error(
          .duplicateOption, "\(what) '\(item.value)' of '\(name)' is listed twice", at: item.location,
          notes: [DiagnosticNote("first listed here", at: first)])
      } else {
        seen[item.value] = item.location
      }
    }
  }

  /// An accordion section may not start with two rows expanded unless one is the other's ancestor.
  private mutating func checkAccordions() {
    for (index, section) in spec.sections.enumerated() where section.accordion?.value == true && section.list == nil {
      var expanded: [Int] = []
      for slot in layout.sectionStarts[index]..<layout.sectionEnds[index] {
        guard let flag = layout.entries[slot].row.expanded, flag.value else { continue }
        if let other = expanded.first(where: { !layout.isAncestor($0, of: slot) }) {
          let first = layout.entries[other].row
          diagnostics.error(
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

  /// Checks the conditions of the sections and of the rows (by row slot), once every id is declared; returns each
  /// distinct condition that passed, bound, in the order the compiled form lists them, and which one each section
  /// and row uses (-1 for none).
  ///
  /// A condition on a template row is checked in its list's scope (it may read the item's fields); every other one
  /// outside every list. The bound form of a text does not depend on where it is written, so a text that passed in
  /// one scope is bound once, and checked again only in a scope it was not checked in.
  /// - Parameter addRowConditions: by row slot, the condition of each add row of a list with `max`, made by the
  ///   checks rather than written.
  private mutating func checkConditions(
    sections: [ConditionSpec?], rows: [ConditionSpec?], validation: ValidationConditionUses, symbols: ConditionSymbols,
    addRowConditions: [Int: ResolvedForm.Condition]
  ) -> CheckedConditions {
    var located: [Diagnostic] = []
    var distinct: [ResolvedForm.Condition] = []
    // For each text of the spec (by its index in `spec.conditions`), its index in `distinct` once it passed the
    // checks. The same text reads the same names wherever it is written, so it is checked and bound once; a text with
    // problems is checked again where it is written, to place each diagnostic.
    var distinctIndexes = Array(repeating: -1, count: spec.conditions.count)
    // The texts that passed in each scope: outside every list, by text index; in a list's, as (text index, list).
    var passedInList: Set<[Int]> = []
    var passedOutside = Array(repeating: false, count: spec.conditions.count)
    let layout = self.layout
    func use(_ condition: ConditionSpec?, scope: Int) -> Int {
      guard case .expression(let index, let text)? = condition else { return -1 }
      let checked = scope < 0 ? passedOutside[index] : passedInList.contains([index, scope])
      if !checked {
        let parsed = spec.conditions[index]
        var checker = ConditionTypeChecker(symbols: symbols, scope: scope, locate: { text.location(ofOffset: $0) })
        checker.checkCondition(parsed.expression)
        located += checker.diagnostics
        guard checker.diagnostics.isEmpty, let bound = checker.bind(parsed.expression) else { return -1 }
        if scope >= 0 { passedInList.insert([index, scope]) } else { passedOutside[index] = true }
        if distinctIndexes[index] < 0 {
          distinctIndexes[index] = distinct.count
          distinct.append(ResolvedForm.Condition(source: parsed.source, bound: bound, locations: []))
        }
      }
      distinct[distinctIndexes[index]].locations.append(text.location)
      return distinctIndexes[index]
    }
    let sectionConditions = sections.map { use($0, scope: -1) }
    var rowConditions: [Int] = []
    rowConditions.reserveCapacity(rows.count)
    for (slot, condition) in rows.enumerated() {
      if let made = addRowConditions[slot] {
        rowConditions.append(distinct.count)
        distinct.append(made)
      } else {
        rowConditions.append(use(condition, scope: layout.list(ofSlot: slot)))
      }
    }
    // After every `visible`, so a form without validation lists its conditions as before.
    let rowEnabled = validation.rowEnabled.enumerated().map { use($1, scope: layout.list(ofSlot: $0)) }
    let rowValid = validation.rowValid.enumerated().map { use($1, scope: layout.list(ofSlot: $0)) }
    let sectionValid = validation.sectionValid.map { use($0, scope: -1) }
    diagnostics.append(contentsOf: located)
    return CheckedConditions(
      distinct: distinct, sections: sectionConditions, rows: rowConditions, rowEnabled: rowEnabled,
      rowValid: rowValid, sectionValid: sectionValid)
  }
}

/// The conditions validation adds to a form's `visible` ones: each row's `enabled` and `valid` (by row slot) and
/// each section's `valid` (by spec section; nil for a section that cannot have one).
struct ValidationConditionUses {
  var rowEnabled: [ConditionSpec?]
  var rowValid: [ConditionSpec?]
  var sectionValid: [ConditionSpec?]
}

/// What ``FormChecker`` works out of a form's conditions: each distinct one that passed, bound, in compiled order,
/// and which one each place uses (-1 for none).
struct CheckedConditions {
  var distinct: [ResolvedForm.Condition]
  var sections: [Int]
  var rows: [Int]
  var rowEnabled: [Int]
  var rowValid: [Int]
  var sectionValid: [Int]
}

extension Unicode.Scalar {
  fileprivate var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}
