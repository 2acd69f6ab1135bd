import FormRuntimeCore
import Foundation

extension TemplateContext {
  /// Member names of the generated type that a row or value property must not take.
  static let reservedMembers: Set<String> = [
    "engine", "compiledForm", "init", "tap", "expand", "collapse", "send", "numberOfSections", "numberOfRows",
    "row", "rowID", "indexPath", "isExpanded", "isShown", "table", "update", "Row", "Section", "state", "section",
    "isSelected", "search", "searchQuery", "sectionIndexTitles", "sectionIndex", "itemRow", "ItemRow",
    "savedValues", "SavedValues",
  ]

  /// The context for a spec that compiled without errors, or nil when it had errors.
  ///
  /// - Parameters:
  ///   - generatedBy: the command line to name in the generated header.
  ///   - params: template parameters.
  public init?(result: CompilationResult, generatedBy: String, params: [String: String]) {
    guard let compiled = result.form, let resolved = result.resolvedForm else { return nil }
    self.init(
      resolved: resolved, compiled: compiled, sourcePath: result.source?.path, generatedBy: generatedBy, params: params)
  }

  /// The context for `resolved` and the form it was lowered to: the layout, slots and bound conditions are read from
  /// them, and no name is looked up.
  ///
  /// - Parameters:
  ///   - sourcePath: the spec's path, whose last component the generated header names.
  ///   - generatedBy: the command line to name in the generated header.
  ///   - params: template parameters.
  public init(
    resolved: ResolvedForm, compiled: CompiledForm, sourcePath: String?, generatedBy: String, params: [String: String]
  ) {
    let spec = resolved.spec
    let layout = resolved.layout
    let typeName = compiled.name + "Form"

    var values: [Value] = []
    // How each value slot reads in Swift, by slot.
    var symbols: [SwiftValueSymbol] = []
    symbols.reserveCapacity(compiled.values.count)
    var usedProperties = Set<String>()
    // By value slot: its index in `values`, or -1 for a slot without a typed property.
    var valueOfSlot: [Int] = []
    for (index, slot) in compiled.values.enumerated() {
      // A list's fields live on each item and its count is not settable: they get no typed property. Conditions read
      // a count straight from the engine; template fields are read only by template rows' conditions, which the list
      // types translate with symbols of their own (`lists(…)`).
      if compiled.listLayout.listOfValue[index] >= 0 {
        let read = "(engine.value(of: \(SwiftNames.stringLiteral(slot.name)))?.intValue ?? 0)"
        symbols.append(SwiftValueSymbol(property: slot.row == nil ? read : SwiftNames.escaped(slot.name), shape: .int))
        valueOfSlot.append(-1)
        continue
      }
      var property = slot.name
      if Self.reservedMembers.contains(property) || Self.validationMembers.contains(property)
        || usedProperties.contains(property)
      {
        property += "Value"
      }
      usedProperties.insert(property)
      let upper = SwiftNames.upperCamel(slot.name)
      let options = slot.options ?? []
      // A selection's options are row ids, already Swift identifiers: its cases are the `Row` cases.
      let caseNames =
        slot.section == nil ? SwiftNames.caseNames(for: options, reserved: SwiftNames.optionEnumMembers) : options
      let optionType = options.isEmpty ? nil : "\(upper)Option"
      let key = SwiftNames.stringLiteral(slot.name)
      let read = "engine.value(of: \(key))"
      let escaped = SwiftNames.escaped(property)
      let cases = Dictionary(zip(options, caseNames), uniquingKeysWith: { first, _ in first })
      let (swiftType, getter, setterValue, shape) = Self.typed(
        slot.type, optionType: optionType, caseNames: caseNames, cases: cases, read: read, newValue: "newValue")
      symbols.append(SwiftValueSymbol(property: escaped, shape: shape))
      valueOfSlot.append(values.count)
      values.append(
        Value(
          name: slot.name, nameLiteral: key, property: escaped, setter: "set\(SwiftNames.upperCamel(property))",
          editor: slot.row == nil ? nil : "edit\(SwiftNames.upperCamel(property))",
          isStateVariable: slot.row == nil && slot.section == nil, isSelection: slot.section != nil,
          section: slot.section.map { compiled.sections.id[$0] }, type: slot.type.rawValue, swiftType: swiftType,
          initial: slot.initial.description, getter: getter, setterValue: setterValue, optionType: optionType,
          options: Option.options(of: slot, caseNames: caseNames, keys: Self.optionKeys(of: index, in: compiled)),
          min: slot.min, max: slot.max))
    }

    let rowCases = compiled.rows.id.map(SwiftNames.escaped)
    let translator = SwiftConditionTranslator(
      values: symbols, expanded: rowCases.map { "isExpanded(.\($0))" },
      flags: .form(rowCases: rowCases, sectionCases: spec.sections.map { SwiftNames.escaped($0.id.value) }))
    // Each distinct condition, translated once.
    let conditions = resolved.conditions.map { condition in
      Condition(source: condition.source, swift: translator.translate(condition.bound))
    }
    func condition(_ index: Int) -> Condition? {
      index >= 0 ? conditions[index] : nil
    }
    let conditionSources = resolved.conditions.map(\.source)
    func value(_ slot: Int) -> Value? {
      slot >= 0 && valueOfSlot[slot] >= 0 ? values[valueOfSlot[slot]] : nil
    }

    var rows: [Row] = []
    for (slot, entry) in layout.entries.enumerated() {
      let id = entry.row.id.value
      let selectSlot = compiled.sections.select[resolved.firstTableSections[entry.section]]
      let isChoice = entry.parent < 0 && selectSlot >= 0
      let selected =
        switch isChoice ? compiled.values[selectSlot].initial : .null {
        case .string(let choice): choice == id
        case .set(let choices): choices.contains(id)
        default: false
        }
      let rules = Self.rules(compiled.ruleLayout.rules(ofRow: slot), of: compiled.rules, conditions: conditionSources)
      let isTemplateRow = slot >= layout.firstTemplateRow
      let presentation = entry.row.presentation
      var depth = 0
      var parent = entry.parent
      while parent >= 0 {
        depth += 1
        parent = layout.entries[parent].parent
      }
      rows.append(
        Row(
          id: id, caseName: SwiftNames.escaped(id), slot: slot, kind: entry.row.kind.value.rawValue,
          title: entry.row.title?.value, section: spec.sections[entry.section].id.value,
          parent: entry.parent >= 0 ? layout.entries[entry.parent].row.id.value : nil,
          children: entry.row.children.map(\.id.value), depth: depth, isExpandable: entry.row.isExpandable,
          expanded: compiled.rows.expanded[slot],
          // A template row's condition reads its item's fields: its translation is its list's (`templateRows`).
          visible: isTemplateRow ? nil : condition(resolved.rowConditions[slot]),
          value: value(resolved.rowValueSlots[slot]),
          keywords: compiled.rows.keywords[slot], choiceOf: isChoice ? spec.sections[entry.section].id.value : nil,
          selected: selected, enabled: isTemplateRow ? nil : condition(compiled.rows.enabled[slot]), rules: rules,
          hasValidation: !rules.isEmpty || compiled.rows.enabled[slot] >= 0,
          subtitle: presentation.subtitle?.value, placeholder: presentation.placeholder?.value,
          secure: presentation.secure?.value ?? false, keyboard: presentation.keyboard?.value.rawValue,
          detail: presentation.detail?.value, style: presentation.style?.value.rawValue,
          keyPrefix: compiled.rowKeyPrefix(slot),
          titleKey: compiled.rowTextKey(slot)))
    }
    // Every value as an expression over `engine`, for template conditions, which are placed in the list types.
    let engineSymbols = symbols.indices.map { slot in
      value(slot).map { SwiftValueSymbol(property: "(\($0.getter))", shape: symbols[slot].shape) } ?? symbols[slot]
    }
    let lists = Self.lists(
      resolved: resolved, compiled: compiled, rows: rows, symbols: engineSymbols,
      takenTypes: Set([typeName, "Row", "Section"] + values.compactMap(\.optionType)),
      takenProperties: Self.reservedMembers.union(Self.validationMembers).union(usedProperties))
    let sections = spec.sections.enumerated().map { index, section in
      let tableSection = resolved.firstTableSections[index]
      let list = compiled.listLayout.listOfSection[tableSection]
      let allRows = Array(rows[compiled.sections.firstRow[tableSection]..<compiled.sections.endRow[tableSection]])
      let rules = Self.rules(
        compiled.ruleLayout.rules(ofSection: tableSection), of: compiled.rules, conditions: conditionSources)
      return Section(
        id: section.id.value, caseName: SwiftNames.escaped(section.id.value), index: index,
        header: section.header?.value, footer: section.footer?.value, accordion: section.accordion?.value ?? false,
        visible: condition(resolved.sectionConditions[index]), select: section.select?.value.rawValue,
        isMultipleSelect: section.select?.value == .multiple,
        indexTitle: compiled.sections.indexTitle[tableSection], rows: section.rows.map(\.id.value), allRows: allRows,
        choices: section.select == nil ? [] : allRows.filter { $0.parent == nil },
        selection: value(resolved.selectionSlots[index]), list: list >= 0 ? lists[list] : nil,
        showsRowTable: list < 0 || !allRows.isEmpty,
        rules: rules, hasRules: !rules.isEmpty,
        hasValidatedRows: allRows.contains(where: \.hasValidation)
          || (list >= 0 && lists[list].templateRows.contains(where: \.row.hasValidation)),
        keyPrefix: compiled.sectionKeyPrefix(tableSection),
        headerKey: compiled.sectionTextKey(tableSection, field: "header"),
        footerKey: compiled.sectionTextKey(tableSection, field: "footer"),
        indexTitleKey: compiled.sectionTextKey(tableSection, field: "indexTitle"))
    }
    self.init(
      form: Form(
        name: compiled.name, typeName: typeName, title: compiled.title, source: Self.fileName(sourcePath),
        keyPrefix: compiled.formKeyPrefix, titleKey: compiled.titleKey),
      generatedBy: generatedBy, sections: sections, rows: rows, values: values,
      state: values.filter(\.isStateVariable), lists: lists, tables: compiled,
      compiledFormSwift: CompiledFormSwiftLiteral.render(compiled), params: params,
      hasUnconditionalRows: rows.contains { $0.visible == nil },
      hasUnconditionalSections: sections.contains { $0.visible == nil }, hasLists: !lists.isEmpty,
      hasValidation: rows.contains(where: \.hasValidation) || sections.contains { !$0.rules.isEmpty },
      ruleRows: rows[..<layout.firstTemplateRow].filter { !$0.rules.isEmpty }.map(\.caseName),
      access: params["access"] ?? "public", savedValues: Self.savedValues(values: values, lists: lists))
  }

  /// The localization key of each option of value slot `slot`, in option order: a row's value's options' keys
  /// (``CompiledForm/optionKey(valueSlot:option:)``), a selection's choices' title keys (the texts shown for them).
  /// - Complexity: O(k) for k options (their total length).
  static func optionKeys(of slot: Int, in compiled: CompiledForm) -> [String] {
    let options = compiled.values[slot].options ?? []
    guard compiled.values[slot].row == nil, compiled.values[slot].section != nil else {
      return options.indices.map { compiled.optionKey(valueSlot: slot, option: $0) }
    }
    return options.map { choice in compiled.names.rowSlot(of: choice).map { compiled.rowTextKey($0) } ?? "" }
  }

  /// How a value of `type` reads and writes in Swift: its Swift type, a getter over `read` (an optional `FormValue`
  /// expression), the `FormValue` made from the Swift expression `newValue`, and its shape for condition translation.
  /// Static values and list items' fields share it, so a field reads exactly as a static row of its kind.
  static func typed(
    _ type: ValueType, optionType: String?, caseNames: [String], cases: [String: String], read: String,
    newValue: String
  ) -> (swiftType: String, getter: String, setterValue: String, shape: SwiftValueSymbol.Shape) {
    switch (type, optionType) {
    case (.bool, _):
      return ("Bool", "\(read)?.boolValue ?? false", ".bool(\(newValue))", .bool)
    case (.int, _):
      return ("Int", "\(read)?.intValue ?? 0", ".int(\(newValue))", .int)
    case (.decimal, _):
      return ("Decimal", "\(read)?.decimalValue ?? 0", ".decimal(\(newValue))", .decimal)
    case (.string, let type?):
      return (
        type, "\(read)?.stringValue.flatMap(\(type).init(rawValue:)) ?? \(type).\(SwiftNames.escaped(caseNames[0]))",
        ".string(\(newValue).rawValue)", .enumerated(type: type, cases: cases)
      )
    case (.string, nil):
      return ("String", "\(read)?.stringValue ?? \"\"", ".string(\(newValue))", .string)
    case (.option, let type):
      let type = type ?? "String"
      return (
        "\(type)?", "\(read)?.stringValue.flatMap(\(type).init(rawValue:))",
        "\(newValue).map { .string($0.rawValue) } ?? .null", .option(type: type, cases: cases)
      )
    case (.set, let type):
      let type = type ?? "String"
      return (
        "Set<\(type)>", "Set((\(read)?.setValue ?? []).compactMap(\(type).init(rawValue:)))",
        ".set(Set(\(newValue).map(\\.rawValue)))", .set(type: type, cases: cases)
      )
    case (.date, _):
      return ("Date?", "\(read)?.dateValue", ".date(\(newValue))", .date)
    }
  }

  /// The last component of a path: generated headers name the spec without the folder it was
  /// compiled from, so output does not depend on the working directory.
  static func fileName(_ path: String?) -> String {
    guard let path else { return "" }
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The context as JSON with sorted keys, as `formc templates context` prints it and as
  /// templates receive it.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }
}
