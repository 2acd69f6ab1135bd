import FormDiagnostics
import FormRuntimeCore

/// The bounds and precision of number and decimal rows.
extension FormChecker {
  /// The precision of a decimal row when it writes none.
  static let defaultPrecision = 2

  /// Checks `row`'s `min`, `max` and `precision` against its kind, and returns its bounds as the
  /// value slot keeps them (a decimal row's in units of its precision) with its precision; bounds
  /// that are wrong, or contradict each other, come back nil so no default is judged against them.
  mutating func checkNumberKeys(of row: RowSpec) -> (min: Int?, max: Int?, precision: Int?) {
    let kind = row.kind.value
    let name = row.id.value
    if !(RowKey.precision.rowKinds?.contains(kind) ?? true), let precision = row.precision {
      error(
        .misplacedKey, "'precision' applies to \(RowKey.precision.rowKindsPhrase) rows, not to \(kind.rawValue) rows",
        at: precision.location)
    }
    guard RowKey.min.rowKinds?.contains(kind) ?? true else {
      // Each bound on its own: an array of the two, made for every row, cost more than the rest of the check.
      if let min = row.min { misplacedBound(of: kind, at: min.location) }
      if let max = row.max { misplacedBound(of: kind, at: max.location) }
      return (nil, nil, nil)
    }
    var precision: Int? = nil
    if kind == .decimal {
      precision = Self.defaultPrecision
      if let written = row.precision {
        if (0...FormDecimal.maxScale).contains(written.value) {
          precision = written.value
        } else {
          error(.badPrecision, "'precision' \(written.value) of '\(name)' is outside 0…18", at: written.location)
          return (nil, nil, nil)
        }
      }
    }
    let min = row.min.flatMap { scaled($0, key: "'min'", of: row, precision: precision ?? 0) }
    let max = row.max.flatMap { scaled($0, key: "'max'", of: row, precision: precision ?? 0) }
    if let low = row.min, let high = row.max, let minUnits = min, let maxUnits = max, minUnits > maxUnits {
      error(.badRange, "'min' \(low.value) is above 'max' \(high.value)", at: high.location)
      // No default can satisfy bounds already reported as wrong; do not say so again.
      return (nil, nil, precision)
    }
    return (min, max, precision)
  }

  /// `number` in units of 10^-`precision` (a number row's precision is 0), or nil after reporting
  /// why it cannot be: more digits than the precision, or too large at it.
  mutating func scaled(
    _ number: Located<FormDecimal>, key: String, of row: RowSpec, precision: Int
  ) -> Int? {
    if let units = number.value.units(atScale: precision) { return units }
    let name = row.id.value
    if row.kind.value == .number, !number.value.isWhole {
      diagnostics.error(
        .tooPrecise,
        "\(key) of number row '\(name)' must be a whole number, found \(number.value); use 'kind: decimal' for decimals",
        at: number.location,
        fixIts: row.kind.location == row.location
          ? [] : [FixIt(location: row.kind.location, length: RowKind.number.rawValue.count, replacement: "decimal")])
    } else {
      _ = decimalUnits(number.value, what: key, of: name, precision: precision, at: number.location)
    }
    return nil
  }

  /// `number` in units of 10^-`precision`, or nil after reporting why it cannot be held at that precision:
  /// more digits after the point, or too large. `what` names it in the message (`'min'`, `default`).
  mutating func decimalUnits(
    _ number: FormDecimal, what: String, of name: String, precision: Int, at location: SourceLocation
  ) -> Int? {
    if let units = number.units(atScale: precision) { return units }
    error(
      .tooPrecise,
      number.scale > precision
        ? "\(what) \(number) of '\(name)' has more digits after the point than its precision \(precision)"
        : "\(what) \(number) of '\(name)' does not fit a decimal of precision \(precision)",
      at: location)
    return nil
  }

  private mutating func misplacedBound(of kind: RowKind, at location: SourceLocation) {
    error(
      .misplacedKey, "'min' and 'max' apply to \(RowKey.min.rowKindsPhrase) rows, not to \(kind.rawValue) rows",
      at: location)
  }
}

extension RowSpec {
  /// The row's precision as its value slot keeps it: the written one (or 2) for a decimal row,
  /// nil for other kinds and for a precision out of range (reported by the checks).
  var slotPrecision: Int? {
    guard kind.value == .decimal else { return nil }
    guard let written = precision?.value else { return FormChecker.defaultPrecision }
    return (0...FormDecimal.maxScale).contains(written) ? written : nil
  }

  /// The row's bounds as its value slot keeps them (a decimal row's in units of its precision);
  /// nil where absent or wrong (reported by the checks).
  var slotBounds: (min: Int?, max: Int?) {
    guard kind.value == .number || kind.value == .decimal else { return (nil, nil) }
    let scale = slotPrecision ?? 0
    return (min?.value.units(atScale: scale), max?.value.units(atScale: scale))
  }
}
