import FormDiagnostics

/// The `reads-hidden-value` warning. A hidden row keeps its value, so a condition that reads a row goes on reading
/// it while the row is hidden, where the user can neither see nor change it: `tone` with `visible: "sound"` stays
/// shown after turning off the notifications that hide `sound`, since `sound` is still on.
///
/// Whether the row read can be hidden while the reader is shown is decided from the text alone, by a rule that can
/// be said in one sentence: each `&&` part of every condition that shows the row read (its own `visible`, those of
/// the rows it is inside, its section's) must be a part of the conditions that show the reader, the reading one
/// included. So a reader in the same hidden section or under the same hidden row, and a condition that repeats the
/// row's (`notificationsOn && sound`), are not reported. Collapsing an expandable row does not count as hiding its
/// children: it tidies the screen, and their values still apply. A reader whose condition has a part that negates
/// one of the row's (`!notificationsOn && sound`) reads the row only while it is hidden, where no conjunction helps,
/// and is left alone. `valid` rules are left out: the conjunction that fixes a `visible` or `enabled` would make a
/// rule fail while the row read is hidden.
struct HiddenValueReads {
  /// A name a condition reads that a condition can hide.
  private struct HiddenRead {
    var name: String
    var nameRange: ConditionRange
    /// What it keeps while hidden, as the message says it: its value, its selection or its items.
    var keeps: String
    var showing: [ShowingCondition]
  }

  let spec: FormSpec
  let layout: FullLayout
  let declarations: Declarations
  let showingConditions: ShowingConditions

  /// - Parameter checked: which conditions passed the checks; only those are read, as readers and as hiders.
  init(spec: FormSpec, layout: FullLayout, declarations: Declarations, checked: CheckedConditions) {
    self.spec = spec
    self.layout = layout
    self.declarations = declarations
    showingConditions = ShowingConditions(spec: spec, layout: layout, checked: checked)
  }

  /// A warning for each name a section's `visible` or a row's `visible` or `enabled` reads that can be hidden while
  /// that section or row is shown.
  /// - Complexity: O(t · d) for t condition texts read and d the depth of `expands`, plus O(p²) for the p `&&` parts
  ///   of the conditions compared where one reads a name that can be hidden.
  func diagnostics() -> [Diagnostic] {
    let checked = showingConditions.checked
    var diagnostics: [Diagnostic] = []
    // What each condition text reads that can be hidden: the same wherever the text is written (ids are unique),
    // so it is worked out once for the many rows that share a condition.
    var hiddenReadsByCondition: [[HiddenRead]?] = Array(repeating: nil, count: spec.conditions.count)
    func hiddenReads(_ condition: ConditionSpec?, passed: Bool) -> (Int, ScalarPlacement, [HiddenRead])? {
      guard passed, case .expression(let index, let text)? = condition else { return nil }
      let reads =
        hiddenReadsByCondition[index]
        ?? spec.conditions[index].expression.valueReads.compactMap {
          hiddenRead($0.name, at: $0.nameRange)
        }
      hiddenReadsByCondition[index] = reads
      return reads.isEmpty ? nil : (index, text, reads)
    }
    for (index, section) in spec.sections.enumerated() {
      guard let (condition, text, reads) = hiddenReads(section.visible, passed: checked.sections[index] >= 0),
        let showing = showingConditions.ofSection(index)
      else { continue }
      diagnostics += warnings(
        condition, text, reads, reader: "section '\(section.id.value)'", enables: false, readerShownBy: showing)
    }
    for slot in layout.entries.indices {
      let row = layout.entries[slot].row
      let visible = hiddenReads(row.visible, passed: checked.rows[slot] >= 0)
      let enabled = hiddenReads(row.enabled, passed: checked.rowEnabled[slot] >= 0)
      guard visible != nil || enabled != nil, let showing = showingConditions.ofRow(slot) else { continue }
      let reader = "'\(row.id.value)'"
      if let (condition, text, reads) = visible {
        diagnostics += warnings(condition, text, reads, reader: reader, enables: false, readerShownBy: showing)
      }
      if let (condition, text, reads) = enabled {
        // The `enabled` condition matters only while the row is shown; its own parts count as a `visible`'s do.
        let enabling = ShowingCondition(owner: .row(slot: slot), index: condition, text: text)
        diagnostics += warnings(
          condition, text, reads, reader: reader, enables: true, readerShownBy: showing + [enabling])
      }
    }
    return diagnostics
  }

  /// The warnings for the `reads` of `condition` whose showing conditions have parts the reader's do not.
  private func warnings(
    _ condition: Int, _ text: ScalarPlacement, _ reads: [HiddenRead], reader: String, enables: Bool,
    readerShownBy: [ShowingCondition]
  ) -> [Diagnostic] {
    let parsed = spec.conditions[condition]
    let readerParts = readerShownBy.flatMap { spec.conditions[$0.index].expression.conjuncts }
    func holdsForReader(_ part: ConditionExpression) -> Bool {
      part.conjuncts.allSatisfy { conjunct in
        if case .literal(.bool(true), _) = conjunct { return true }
        return readerParts.contains { $0.isSame(as: conjunct) }
      }
    }
    return reads.compactMap { read in
      // Each condition that shows the name read, with the parts the reader's conditions lack (each part once),
      // outermost first as they are written: the section's, then each row's from the outermost in.
      var missing: [(condition: ShowingCondition, parts: [ConditionConjunct])] = []
      for showing in read.showing.reversed() {
        let parts = spec.conditions[showing.index].topLevelConjuncts.filter { part in
          !holdsForReader(part.expression)
            && !missing.contains { $0.parts.contains { $0.expression.isSame(as: part.expression) } }
        }
        if !parts.isEmpty { missing.append((showing, parts)) }
      }
      let added = missing.flatMap(\.parts)
      // A reader whose condition contradicts the row's reads it only while it is hidden: the conjunction would hide
      // the reader for good (and a row whose condition negates its own value is `tap-hides-row`'s to report).
      let contradicts = added.contains { part in
        part.expression.conjuncts.contains { conjunct in readerParts.contains { $0.isNegation(of: conjunct) } }
      }
      guard !added.isEmpty, !contradicts else { return nil }
      let fixed = (added + [ConditionConjunct(expression: parsed.expression, text: parsed.source)])
        .map(\.operandText).joined(separator: " && ")
      let falseParts = SpecDecoder.list(added.map { "\"\($0.text)\"" }, joinedBy: "or")
      return Diagnostic(
        kind: .readsHiddenValue,
        message: "the condition \(enables ? "enabling" : "showing") \(reader) reads '\(read.name)', which is hidden "
          + "whenever \(falseParts) is false but keeps \(read.keeps) while hidden; write \"\(fixed)\" to "
          + "\(enables ? "enable" : "show") \(reader) only while '\(read.name)' is shown",
        at: text.location(ofOffset: read.nameRange.start),
        notes: missing.map {
          DiagnosticNote(note(on: $0.condition.owner, read: read.name), at: $0.condition.text.location)
        },
        fixIts: [text.replacingValue(length: parsed.source.unicodeScalars.count, with: fixed)])
    }
  }

  /// `name`, read at `nameRange`, when it is a row with a value, a selection or a list that a condition can hide;
  /// nil for everything else, and when one of its showing conditions did not pass the checks or is `false` (a row
  /// never shown is for `formc verify` to report).
  private func hiddenRead(_ name: String, at nameRange: ConditionRange) -> HiddenRead? {
    let keeps: String
    let showing: [ShowingCondition]?
    switch declarations[name] {
    case .row(let slot)?:
      let row = layout.entries[slot].row
      guard row.kindIsValid, row.kind.value.valueType != nil else { return nil }
      keeps = "its value"
      showing = showingConditions.ofRow(slot)
    case .section(let index)?:
      if layout.listOfSection[index] >= 0 {
        keeps = "its items"
      } else if spec.sections[index].select != nil {
        keeps = "its selection"
      } else {
        return nil
      }
      showing = showingConditions.ofSection(index)
    case .stateVariable?, nil:
      return nil
    }
    guard let showing, !showing.isEmpty else { return nil }
    let isNeverShown = showing.contains { condition in
      spec.conditions[condition.index].expression.conjuncts.contains {
        if case .literal(.bool(false), _) = $0 { true } else { false }
      }
    }
    return isNeverShown ? nil : HiddenRead(name: name, nameRange: nameRange, keeps: keeps, showing: showing)
  }

  /// The note at a condition that shows the name read.
  private func note(on owner: ShowingCondition.Owner, read name: String) -> String {
    switch owner {
    case .row(let slot) where layout.entries[slot].row.id.value != name:
      "'\(name)' is inside '\(layout.entries[slot].row.id.value)', which is shown only while this holds"
    case .section(let index) where spec.sections[index].id.value != name:
      "'\(name)' is in section '\(spec.sections[index].id.value)', which is shown only while this holds"
    default:
      "'\(name)' is shown only while this holds"
    }
  }
}
