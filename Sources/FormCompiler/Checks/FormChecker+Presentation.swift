import FormDiagnostics
import FormRuntimeCore
import NameSuggestions

/// The presentation keys: each on a row kind that may have it, a style one of its kind's, and each
/// detail's `{{name}}`s naming values a detail can show, outside lists.
extension FormChecker {
  /// Reports presentation keys written on a kind of row that cannot have them.
  mutating func checkPresentationKinds(of row: RowSpec) {
    guard row.hasPresentationKeys else { return }
    let kind = row.kind.value
    for (field, location) in row.presentation.written where !PresentationTable.kinds(having: field).contains(kind) {
      let kinds = RowKind.allCases.filter(PresentationTable.kinds(having: field).contains).map(\.rawValue)
      error(
        .misplacedKey,
        "'\(field.rawValue)' applies to \(SpecDecoder.list(kinds, joinedBy: "and")) rows, not to \(kind.rawValue) rows",
        at: location)
    }
  }

  /// Reports a style that the row's kind does not have (``RowStyle/styles(of:)``), and a stepper on a number row
  /// without both bounds.
  mutating func checkStyle(of row: RowSpec) {
    guard row.hasPresentationKeys, let style = row.presentation.style else { return }
    let kind = row.kind.value
    guard RowStyle.styles(of: kind).contains(style.value) else {
      let start =
        RowStyle.styles(of: kind).isEmpty
        ? "\(kind.rawValue) rows take no style" : "'\(style.value.rawValue)' is not a style of \(kind.rawValue) rows"
      error(.misplacedStyle, "\(start); \(SpecDecoder.stylesByKind)", at: style.location)
      return
    }
    if style.value == .stepper, row.min == nil || row.max == nil {
      error(
        .stepperWithoutBounds,
        "a stepper needs bounds; give number row '\(row.id.value)' both 'min' and 'max', or remove 'style: stepper'",
        at: style.location)
    }
  }

  /// Checks the detail of every label among `slots` (the rows with presentation keys, so the rows are not all read
  /// again), once every name is declared.
  mutating func checkDetails(ofRows slots: [Int], symbols: ConditionSymbols) {
    for slot in slots {
      let row = layout.entries[slot].row
      guard row.kind.value == .label, let detail = row.presentation.detail,
        let placement = row.presentation.detailPlacement
      else { continue }
      let template: DetailTemplate
      do { template = try DetailTemplate(parsing: detail.value) } catch let problem {
        error(.badDetail, problem.message, at: placement.location(ofOffset: problem.offset))
        continue
      }
      if !template.names.isEmpty, symbols.list(ofRow: slot) >= 0 {
        error(
          .badDetail,
          "the detail of a list template row cannot show values; write plain text, or move the row out of the list",
          at: placement.location(ofOffset: template.valueOffsets[0]))
        continue
      }
      for (name, offset) in zip(template.names, template.valueOffsets) {
        if let problem = detailProblem(name, symbols: symbols) {
          let location = placement.location(ofOffset: offset)
          diagnostics.error(.badDetail, problem.message, at: location, fixIts: problem.fixIts(location))
        }
      }
    }
  }

  /// What is wrong with showing `name` in a detail, or nil when it can be shown.
  private func detailProblem(_ name: String, symbols: ConditionSymbols) -> DetailProblem? {
    guard let (symbol, binding) = symbols.lookUp(name) else {
      let candidates = symbols.names.filter { symbols.lookUp($0).map { Self.canShow($0.symbol) } ?? false }
      let suggestion = Suggestions.closest(to: name, in: candidates)
      return DetailProblem(
        message: "'{{\(name)}}' names nothing the form declares"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        replacement: suggestion.map { "{{\($0)}}" }, length: name.unicodeScalars.count + 4)
    }
    if case .invalid = symbol { return nil }
    if case .row(let slot, _)? = binding, symbols.list(ofRow: slot) >= 0 {
      let list = symbols.name(ofList: symbols.list(ofRow: slot))
      return DetailProblem(
        message: "'{{\(name)}}' belongs to each item of '\(list)'; a detail shows values outside lists")
    }
    guard Self.canShow(symbol) else {
      return DetailProblem(
        message: "'{{\(name)}}' cannot be shown: \(Self.describe(symbol, name)) holds no value a detail can show "
          + "(numbers, texts, options and dates can be shown)")
    }
    return nil
  }

  /// Whether a detail can show what `symbol` names.
  private static func canShow(_ symbol: ConditionSymbol) -> Bool {
    switch symbol {
    case .row(let kind, _, _): kind.valueType.map(DetailTemplate.canShow) ?? false
    case .stateVariable(let type, _): DetailTemplate.canShow(type)
    case .selection(let mode, _): mode == .single
    case .list, .section, .invalid: false
    }
  }

  private static func describe(_ symbol: ConditionSymbol, _ name: String) -> String {
    switch symbol {
    case .row(let kind, _, _): "\(kind.rawValue) row '\(name)'"
    case .stateVariable(let type, _): "\(type.rawValue) state variable '\(name)'"
    case .selection: "multiple select section '\(name)'"
    case .list: "list '\(name)'"
    case .section, .invalid: "section '\(name)'"
    }
  }
}

/// A detail's name that cannot be shown: the message, and the replacement for the whole
/// `{{name}}` when there is a close name.
private struct DetailProblem {
  var message: String
  var replacement: String? = nil
  var length = 0

  func fixIts(_ location: SourceLocation) -> [FixIt] {
    replacement.map { [FixIt(location: location, length: length, replacement: $0)] } ?? []
  }
}
