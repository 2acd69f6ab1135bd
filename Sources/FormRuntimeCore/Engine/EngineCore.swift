/// The engine's lookups and events, on its fields (``EngineFields``) in place: a handle to
/// them, one pointer wide, that ``FormEngine/core`` hands out (see ``EngineStorage`` for the
/// rules). Methods that change the fields are `mutating`, and only an engine that holds its
/// storage alone can call them.
extension EngineCore {
  /// The slot of row `id`, shown or not (from tables shared with the form, not copied per
  /// engine). - Complexity: O(1) expected.
  ///
  /// Reads the id table in place, not through `NameIndex.rowSlot(of:)`: a call that takes the
  /// index as an argument would copy it out of the fields, retaining each of its arrays.
  @inline(__always) func slot(ofRow id: String) -> Int? { form.names.rowIDs.index(of: id) }
  /// The value slot named `name` (from tables shared with the form). - Complexity: O(1) expected.
  /// Read in place, as ``slot(ofRow:)``.
  @inline(__always) func valueSlot(named name: String) -> Int? { form.names.valueNames.index(of: name) }

  /// Whether condition `index` (-1 for "always") holds in the current state, as
  /// `form.holds(index, in: state)`, reading only the condition: a method called on `form`
  /// would take a copy of the whole form out of the fields, retaining each of its arrays.
  @inline(__always) func holds(_ index: Int) -> Bool {
    guard index >= 0 else { return true }
    guard validation.readsFlags else {
      return form.conditions[index].evaluate(values: state.values, expanded: state.expanded)
    }
    // A closure rather than the method `validation.flag`: its partial application would copy the
    // validation table (a retain of each of its arrays) for every condition evaluated.
    return form.conditions[index].evaluate(
      values: state.values, expanded: state.expanded, validation: { validation.flag($0) })
  }

  /// Whether the row at `slot` has children, as `form.rows.isExpandable(_:)`, read in place for
  /// the same reason as ``holds(_:)``: the method would take a copy of the row table.
  @inline(__always) func isExpandable(_ slot: Int) -> Bool { form.rows.subtreeEnd[slot] > slot + 1 }

  /// Whether section `section` (by declaration index) is shown.
  @inline(__always) func isSectionShown(_ section: Int) -> Bool {
    sectionConditionHolds[section] && rowsInSection[section] > 0
  }

  /// Whether the row at `slot` belongs in its section: its own condition holds, the search lets
  /// it through, and its parent (if any) is in the section and expanded. `parentIn` says
  /// whether the parent is in the section.
  @inline(__always) func belongsInSection(_ slot: Int, parentIn: Bool) -> Bool {
    let parent = form.rows.parent[slot]
    return rowConditionHolds[slot] && search.passes(slot) && (parent < 0 || (parentIn && state.expanded[parent]))
  }

  /// Whether the row at `slot` is shown: in its section, and its section shown. Not during an
  /// event: it reads the rank bits, which equal `inSection` and `isSectionShown` between
  /// events and take 64 times less memory.
  @inline(__always) func isShown(slot: Int) -> Bool {
    rowRanks[slot] && sectionRanks[section(ofSlot: slot)]
  }

  /// The section of the row at `slot`, as `form.rows.section[slot]`, reading far less memory
  /// when rows are looked up at random: the section of the first row of its 64-row word, plus
  /// the sections that start after that row up to `slot`.
  /// - Complexity: O(1): two reads from tables of 12 bytes per 64 rows. (With a section of no
  ///   rows, O(log m) for the m sections that start among the 64 rows: usually none or one.)
  @inline(__always) func section(ofSlot slot: Int) -> Int {
    let word = slot >> 6
    let first = Int(sectionAtWord[word])
    if word < sectionStarts.count {
      // Bits 1 through `slot`'s own: `2 << 63` wraps to 0, so the last row keeps all 64.
      let upToSlot = (UInt64(2) &<< UInt64(slot & 63)) &- 1
      return first + (sectionStarts[word] & upToSlot & ~1).nonzeroBitCount
    }
    // The last section in first...last whose first row is at most `slot`.
    var low = first
    var high = word + 1 < sectionAtWord.count ? Int(sectionAtWord[word + 1]) : form.sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let atOrBefore = form.sections.firstRow[middle] <= slot
      // (Both bounds chosen without a branch: the number of steps varies from row to row.)
      low = atOrBefore ? middle : low
      high = atOrBefore ? high : middle - 1
    }
    return low
  }
}

extension EngineCore {
  /// The largest subtree (the row and its descendants) that `applyExpansionAlone` updates one
  /// row at a time; larger ones flip their bits and count again, on the general path.
  static var maxRowsAlone: Int { 64 }

  /// `expandsAlone` for `form`.
  /// - Complexity: O(n + p) for n rows and p rows with an expansion plan.
  static func expandsAlone(in form: CompiledForm) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: (form.rows.count + 63) / 64)
    for slot in 0..<form.rows.count where form.rows.subtreeEnd[slot] - slot <= maxRowsAlone {
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
    for slot in form.plans.expansionPlans.keys where slot >= 0 && slot < form.rows.count {
      bits[slot >> 6] &= ~(1 << UInt64(slot & 63))
    }
    return bits
  }

  /// `sectionStarts` for `form`: empty when a section has no rows.
  static func sectionStarts(of form: CompiledForm) -> [UInt64] {
    var starts = [UInt64](repeating: 0, count: (form.rows.count + 63) / 64)
    for section in 0..<form.sections.count {
      let first = form.sections.firstRow[section]
      guard first < form.sections.endRow[section] else { return [] }
      starts[first >> 6] |= 1 << UInt64(first & 63)
    }
    return starts
  }
}
