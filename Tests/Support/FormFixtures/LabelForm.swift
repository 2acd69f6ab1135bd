import FormRuntimeCore

/// Compiled forms built table by table, for the tests and the benchmark that need a form of a
/// given shape without going through the compiler.
package enum FormFixtures {
  /// A form of label rows, one section per list of ids (`section0`, `section1`, …; an empty list
  /// makes an empty section), with no conditions and no values.
  package static func labelForm(sections ids: [[String]], name: String = "Labels") -> CompiledForm {
    var sections = SectionTable()
    var rows = RowTable()
    for (index, rowIDs) in ids.enumerated() {
      sections.id.append("section\(index)")
      sections.header.append(nil)
      sections.footer.append(nil)
      sections.visible.append(-1)
      sections.accordion.append(false)
      sections.select.append(-1)
      sections.indexTitle.append(nil)
      sections.firstRow.append(rows.count)
      for id in rowIDs {
        rows.id.append(id)
        rows.kind.append(.label)
        rows.title.append(id)
        rows.section.append(index)
        rows.parent.append(-1)
        rows.subtreeEnd.append(rows.count)
        rows.visible.append(-1)
        rows.enabled.append(-1)
        rows.value.append(-1)
        rows.expanded.append(false)
        rows.keywords.append([])
      }
      sections.endRow.append(rows.count)
    }
    return CompiledForm(name: name, title: nil, sections: sections, rows: rows, values: [], conditions: [])
  }

  /// `labelForm(sections:name:)` with `ids` cut into sections of `perSection` rows.
  package static func labelForm(ids: [String], perSection: Int, name: String = "Labels") -> CompiledForm {
    let sections = stride(from: 0, to: ids.count, by: perSection).map {
      Array(ids[$0..<min($0 + perSection, ids.count)])
    }
    return labelForm(sections: sections, name: name)
  }
}
