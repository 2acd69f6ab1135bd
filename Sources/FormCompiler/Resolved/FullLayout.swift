import FormDiagnostics

/// The spec's rows in full-layout order, whose slot numbers are the compiled form's slots: first every static row
/// (sections in order, each row followed by its `expands` children, depth first; a list section's only static row is
/// its add row), then each list's template, list by list, laid out the same way.
struct FullLayout {
  struct Entry {
    var row: RowSpec
    /// The spec section the row is written in (for a template row, its list's section).
    var section: Int
    /// Slot of the parent row, or -1.
    var parent: Int
    /// The slot after the row's last descendant.
    var subtreeEnd: Int
  }

  /// One list section's place in the layout.
  struct List {
    /// The index of its section in the spec.
    var section: Int
    /// Its template rows are `templateStart ..< templateEnd`.
    var templateStart: Int
    var templateEnd: Int
    /// The slot of its add row, or -1.
    var addRow: Int
  }

  var entries: [Entry] = []
  /// `sectionStarts[s] ..< sectionEnds[s]` are spec section s's static slots (a list section's add row, or nothing).
  var sectionStarts: [Int] = []
  var sectionEnds: [Int] = []
  /// The list sections, in spec order.
  var lists: [List] = []
  /// By spec section: the index in `lists` of the list it is, or -1.
  var listOfSection: [Int] = []
  /// The first template row's slot: every slot before it is static.
  var firstTemplateRow = 0
  /// By template slot minus `firstTemplateRow`: the index in `lists` of its list.
  private var listOfTemplateRow: [Int] = []

  /// Flattens the spec without recursion.
  /// - Complexity: O(n).
  init(_ spec: FormSpec) {
    listOfSection = Array(repeating: -1, count: spec.sections.count)
    for (sectionIndex, section) in spec.sections.enumerated() {
      sectionStarts.append(entries.count)
      if let list = section.list {
        listOfSection[sectionIndex] = lists.count
        var addRow = -1
        if let add = list.add {
          addRow = entries.count
          entries.append(
            Entry(row: Self.addRow(add), section: sectionIndex, parent: -1, subtreeEnd: entries.count + 1))
        }
        lists.append(List(section: sectionIndex, templateStart: 0, templateEnd: 0, addRow: addRow))
      } else {
        append(section.rows, section: sectionIndex)
      }
      sectionEnds.append(entries.count)
    }
    firstTemplateRow = entries.count
    for index in lists.indices {
      lists[index].templateStart = entries.count
      append(spec.sections[lists[index].section].rows, section: lists[index].section)
      lists[index].templateEnd = entries.count
      listOfTemplateRow += repeatElement(index, count: lists[index].templateEnd - lists[index].templateStart)
    }
  }

  /// Appends `rows` and their descendants, depth first, without recursion.
  private mutating func append(_ rows: [RowSpec], section: Int) {
    // Each frame: the parent's slot and the children still to place, reversed.
    var stack: [(parent: Int, pending: [RowSpec])] = [(-1, rows.reversed())]
    while !stack.isEmpty {
      guard let row = stack[stack.count - 1].pending.popLast() else {
        let finished = stack.removeLast()
        if finished.parent >= 0 { entries[finished.parent].subtreeEnd = entries.count }
        continue
      }
      let slot = entries.count
      entries.append(Entry(row: row, section: section, parent: stack[stack.count - 1].parent, subtreeEnd: slot + 1))
      if !row.children.isEmpty { stack.append((slot, row.children.reversed())) }
    }
  }

  /// The add row of a list: a button with the given id and title.
  private static func addRow(_ add: ListAddSpec) -> RowSpec {
    RowSpec(
      RowSpec.Fields(
        id: add.id, kind: Located(.button, at: add.location), kindIsValid: true, title: add.title, visible: nil,
        defaultValue: nil, children: [], expandsLocation: nil, expanded: nil, options: nil, optionsLocation: nil,
        min: nil, max: nil, keywords: nil, rules: nil, enabled: nil, location: add.location))
  }

  func isAncestor(_ ancestor: Int, of slot: Int) -> Bool {
    ancestor < slot && slot < entries[ancestor].subtreeEnd
  }

  /// The list whose template holds `slot`, or -1 for a static row.
  /// - Complexity: O(1).
  func list(ofSlot slot: Int) -> Int {
    slot >= firstTemplateRow && slot < entries.count ? listOfTemplateRow[slot - firstTemplateRow] : -1
  }
}
