import FormRuntimeCore

extension TemplateContext {
  /// Type names a list's generated types must not take: the standard library's and the runtime's that generated code
  /// names, so that an item struct never shadows them (`strings` → `StringsItem`, not `String`).
  static let reservedTypeNames: Set<String> = [
    "Any", "Array", "Bool", "Character", "Date", "Dictionary", "Double", "Equatable", "Error", "Float", "Hashable",
    "Int", "Never", "Optional", "Result", "Self", "Sendable", "Set", "String", "Type", "Protocol", "IndexPath",
    "CompiledForm", "FormEngine", "FormEvent", "FormEventError", "FormUpdate", "FormValue", "ItemRowName",
    "ListItemValues", "Row", "Section", "Foundation", "FormRuntime", "ItemRow", "SavedValues",
  ]

  /// The list id singularized simply, or nil when no rule applies: `-ies` → `-y`; `-ches`, `-shes`, `-sses`, `-xes`,
  /// `-zes`, `-oes` lose `es`; any other `-s` but `-ss` loses `s`. (`phones` → `phone`, `heroes` → `hero`,
  /// `addresses` → `address`, `categories` → `category`; `news` → `new`, which reads oddly but is safe.)
  static func singular(_ id: String) -> String? {
    func dropping(_ count: Int, adding suffix: String = "") -> String? {
      let stem = String(id.dropLast(count))
      return stem.isEmpty ? nil : stem + suffix
    }
    if id.hasSuffix("ies") { return dropping(3, adding: "y") }
    for ending in ["ches", "shes", "sses", "xes", "zes", "oes"] where id.hasSuffix(ending) { return dropping(2) }
    if id.hasSuffix("ss") { return nil }
    if id.hasSuffix("s") { return dropping(1) }
    return nil
  }

  /// The context of each list section: its item struct and list type names, its fields typed as static values of
  /// their kinds are, its rules, template rows and default items.
  ///
  /// - Parameters:
  ///   - rows: the context's rows, by slot (template rows included).
  ///   - symbols: how each value slot reads as an expression over `engine`, by slot (a list's own fields aside).
  ///   - takenTypes: type names already declared in the generated type (the form's, option enums, `Row`, `Section`).
  ///   - takenProperties: the form's member names already taken (reserved members and value properties).
  static func lists(
    resolved: ResolvedForm, compiled: CompiledForm, rows: [Row], symbols: [SwiftValueSymbol], takenTypes: Set<String>,
    takenProperties: Set<String>
  ) -> [List] {
    let table = compiled.lists
    var taken = takenTypes.union(reservedTypeNames)
    var takenProperties = takenProperties
    // Field option enums are declared first: template ids share the form's namespace, so they cannot clash with the
    // static ones, but an item struct's name could clash with them.
    for list in 0..<table.countOfLists {
      for slot in table.firstValue[list]..<table.endValue[list] where compiled.values[slot].options?.isEmpty == false {
        taken.insert(SwiftNames.upperCamel(compiled.values[slot].name) + "Option")
      }
    }
    func unique(_ name: String) -> String {
      var candidate = name
      var counter = 2
      while taken.contains(candidate) {
        candidate = "\(name)\(counter)"
        counter += 1
      }
      taken.insert(candidate)
      return candidate
    }
    var lists: [List] = []
    for list in 0..<table.countOfLists {
      let id = table.id[list]
      let upper = SwiftNames.upperCamel(id)
      let singular = singular(id).map(SwiftNames.upperCamel)
      let itemType = singular.flatMap { taken.contains($0) ? nil : unique($0) } ?? unique(upper + "Item")
      let listType = unique(upper + "List")
      var property = id
      if takenProperties.contains(property) { property += "List" }
      takenProperties.insert(property)
      let idLiteral = SwiftNames.stringLiteral(id)
      let typedFields = (table.firstValue[list]..<table.endValue[list]).map { slot in
        field(compiled.values[slot], listLiteral: idLiteral, keys: optionKeys(of: slot, in: compiled))
      }
      let fields = typedFields.map(\.field)
      let translator = itemTranslator(
        list: list, table: table, rows: rows, sectionIDs: resolved.spec.sections.map(\.id.value), symbols: symbols,
        fields: typedFields)
      let templateRows = (table.firstRow[list]..<table.endRow[list]).map { slot in
        let condition = resolved.rowConditions[slot]
        let valueSlot = compiled.rows.value[slot]
        func translated(_ condition: Int) -> Condition? {
          guard condition >= 0 else { return nil }
          let condition = resolved.conditions[condition]
          return Condition(source: condition.source, swift: translator.translate(condition.bound))
        }
        return TemplateRow(
          row: rows[slot], visible: translated(condition),
          initial: valueSlot >= 0 ? compiled.values[valueSlot].initial.description : nil,
          enabled: translated(compiled.rows.enabled[slot]))
      }
      let defaults = table.defaults[list].map { item in
        var fields: [String: FormValue] = [:]
        for (offset, value) in item.values.enumerated() {
          fields[compiled.values[table.firstValue[list] + offset].name] = value
        }
        return DefaultItem(
          key: item.key, hasKey: item.key != nil,
          values: ListItemValues(key: item.key, fields: fields).description)
      }
      let addRow = table.addRow[list]
      let countName = compiled.values[table.count[list]].name
      let hasItem =
        fields.first.map {
          "engine.value(of: ItemRowName(list: \(idLiteral), key: key, row: \($0.nameLiteral)).description) != nil"
        } ?? "(engine.items(of: \(idLiteral)) ?? []).contains(key)"
      lists.append(
        List(
          id: id, idLiteral: idLiteral, property: SwiftNames.escaped(property), itemType: itemType,
          listType: listType, minItems: table.min[list], maxItems: table.max[list], hasMax: table.max[list] != nil,
          reorder: table.reorder[list], addRow: addRow >= 0 ? compiled.rows.id[addRow] : nil,
          addTitle: addRow >= 0 ? compiled.rows.title[addRow] : nil,
          groupBy: table.groupBy[list] >= 0 ? compiled.values[table.groupBy[list]].name : nil,
          groupType: table.groupBy[list] >= 0
            ? fields[table.groupBy[list] - table.firstValue[list]].optionType : nil,
          groupsByInitialLetter: compiled.groupsByInitialLetter(list),
          sortBy: table.sortBy[list] >= 0 ? compiled.values[table.sortBy[list]].name : nil,
          isSorted: table.sortBy[list] >= 0, countName: countName,
          countLiteral: SwiftNames.stringLiteral(countName), hasItem: hasItem, fields: fields,
          templateRows: templateRows, hasUnconditionalTemplateRows: templateRows.contains { $0.visible == nil },
          defaultItems: defaults, hasDefaultItems: !defaults.isEmpty))
    }
    return lists
  }

  /// The translator of list `list`'s template conditions, placed in its list type: the item's fields read from the
  /// item with key `key` (as its `Field.getter`s), its rows' expanded and validation flags through the list type's
  /// `isExpanded(_:key:)`, `isValid(_:key:)` and `isEnabled(_:key:)`, and every other value and flag straight from
  /// `engine`.
  ///
  /// - Parameter fields: the list's fields with their shapes, in field (value slot) order.
  private static func itemTranslator(
    list: Int, table: ListTable, rows: [Row], sectionIDs: [String], symbols: [SwiftValueSymbol],
    fields: [(field: Field, shape: SwiftValueSymbol.Shape)]
  ) -> SwiftConditionTranslator {
    var symbols = symbols
    for (offset, typed) in fields.enumerated() {
      symbols[table.firstValue[list] + offset] = SwiftValueSymbol(
        property: "(\(typed.field.getter))", shape: typed.shape)
    }
    let templateRows = table.firstRow[list]..<table.endRow[list]
    let expanded = rows.indices.map { slot in
      templateRows.contains(slot) ? "isExpanded(.\(rows[slot].caseName), key: key)" : "engine.state.expanded[\(slot)]"
    }
    var flags = SwiftFlagSymbols.engine(rowIDs: rows.map(\.id), sectionIDs: sectionIDs)
    for slot in templateRows {
      flags.rowIsValid[slot] = "isValid(.\(rows[slot].caseName), key: key)"
      flags.rowIsEnabled[slot] = "isEnabled(.\(rows[slot].caseName), key: key)"
    }
    return SwiftConditionTranslator(values: symbols, expanded: expanded, flags: flags)
  }

  /// One item field: typed by `typed(…)` as a static row of its kind, read from the item with key `key`; and its
  /// shape, for template conditions that read it.
  private static func field(
    _ slot: ValueSlot, listLiteral: String, keys: [String]
  ) -> (field: Field, shape: SwiftValueSymbol.Shape) {
    let options = slot.options ?? []
    let caseNames = SwiftNames.caseNames(for: options, reserved: SwiftNames.optionEnumMembers)
    let optionType = options.isEmpty ? nil : SwiftNames.upperCamel(slot.name) + "Option"
    let cases = Dictionary(zip(options, caseNames), uniquingKeysWith: { first, _ in first })
    let nameLiteral = SwiftNames.stringLiteral(slot.name)
    let read = "engine.value(of: ItemRowName(list: \(listLiteral), key: key, row: \(nameLiteral)).description)"
    // The item struct has `key` and `itemValues` of its own.
    let property = ["key", "itemValues"].contains(slot.name) ? slot.name + "Value" : slot.name
    let escaped = SwiftNames.escaped(property)
    let typed = typed(
      slot.type, optionType: optionType, caseNames: caseNames, cases: cases, read: read, newValue: "newValue")
    let itemValue = Self.typed(
      slot.type, optionType: optionType, caseNames: caseNames, cases: cases, read: read, newValue: "self.\(escaped)"
    ).setterValue
    let field = Field(
      name: slot.name, nameLiteral: nameLiteral, property: escaped,
      label: ["inout", "var", "let"].contains(property) ? escaped : property,
      setter: "set\(SwiftNames.upperCamel(property))", editor: "edit\(SwiftNames.upperCamel(property))",
      type: slot.type.rawValue, swiftType: typed.swiftType, initial: slot.initial.description,
      initialSwift: swiftLiteral(slot.initial, type: slot.type, optionType: optionType, options: options, cases: cases),
      getter: typed.getter, itemValue: itemValue, setterValue: typed.setterValue, optionType: optionType,
      options: Option.options(of: slot, caseNames: caseNames, keys: keys))
    return (field, typed.shape)
  }

  /// A field's default as a Swift expression of the field's Swift type (the loader has checked it fits the slot).
  private static func swiftLiteral(
    _ value: FormValue, type: ValueType, optionType: String?, options: [String], cases: [String: String]
  ) -> String {
    func member(_ option: String) -> String {
      cases[option].map { ".\(SwiftNames.escaped($0))" } ?? "nil"
    }
    switch (value, type) {
    case (.bool(let flag), _): return flag ? "true" : "false"
    case (.int(let number), _): return String(number)
    case (.decimal(let number), _): return SwiftNames.decimalLiteral(number)
    case (.string(let text), .option): return member(text)
    case (.string(let text), .string) where optionType != nil: return member(text)
    case (.string(let text), _): return SwiftNames.stringLiteral(text)
    case (.set(let members), _):
      // In option order, so the output is the same on every run.
      return "[" + options.filter(members.contains).map(member).joined(separator: ", ") + "]"
    case (.null, .string): return "\"\""
    case (.null, .bool): return "false"
    case (.null, .int), (.null, .decimal): return "0"
    case (.null, .set): return "[]"
    case (.null, _): return "nil"
    }
  }
}
