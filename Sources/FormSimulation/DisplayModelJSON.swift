import FormRuntimeCore

/// The display model as JSON (docs/display-model.md): what `formc simulate --content` prints
/// and the preview page draws from. Every key is present, `null` where it does not apply.
public enum DisplayModelJSON {
  /// The shown table's content: `[{"section": {...}, "rows": [{...}, ..]}, ..]`.
  /// - Complexity: O(r) row contents for r shown rows.
  public static func content(of engine: FormEngine) -> String {
    JSONObjectText.array(count: engine.numberOfSections) { section in
      var object = JSONObjectText()
      object.add("section", json: engine.sectionContent(at: section).map(json) ?? "null")
      object.add(
        "rows",
        json: JSONObjectText.array(count: engine.numberOfRows(inSection: section)) { row in
          engine.content(at: RowPosition(section: section, row: row)).map(json) ?? "null"
        })
      return object.json
    }
  }

  /// `{"id": "contacts", "group": null, "header": .., "footer": .., "error": .., "indexTitle": ..,
  /// "list": .., "selection": ..}`.
  public static func json(_ section: SectionContent) -> String { object(section).json }

  /// The members of ``json(_:)-(SectionContent)``, for a view that adds members of its own (the
  /// preview page's section view).
  package static func object(_ section: SectionContent) -> JSONObjectText {
    var object = JSONObjectText()
    object.add("id", section.identifier.id)
    object.add("group", json: section.identifier.group?.description ?? "null")
    object.add("header", section.header)
    object.add("footer", section.footer)
    object.add("error", section.error)
    object.add("indexTitle", section.indexTitle)
    object.add("list", section.list)
    object.add("selection", section.selection?.rawValue)
    return object
  }

  /// A row's content, its keys in ``RowContent``'s order.
  public static func json(_ row: RowContent) -> String { object(row).json }

  /// The members of ``json(_:)-(RowContent)``, for a view that adds members of its own (the
  /// preview page's row view).
  package static func object(_ row: RowContent) -> JSONObjectText {
    var object = JSONObjectText()
    object.add("id", row.id)
    object.add("kind", row.kind.rawValue)
    object.add("control", row.control.rawValue)
    object.add("datePickerStyle", row.datePickerStyle?.rawValue)
    object.add("title", row.title)
    object.add("subtitle", row.subtitle)
    object.add("value", json: row.value?.jsonText(places: row.precision) ?? "null")
    object.add("valueText", row.valueText)
    object.add(
      "options",
      json: JSONObjectText.array(count: row.options.count) { index in
        var option = JSONObjectText()
        option.add("value", row.options[index].value)
        option.add("title", row.options[index].title)
        return option.json
      })
    object.add("placeholder", row.placeholder)
    object.add("keyboard", row.keyboard?.rawValue)
    object.add("secure", row.isSecure)
    object.add("minimum", json: row.minimum?.jsonText(places: row.precision) ?? "null")
    object.add("maximum", json: row.maximum?.jsonText(places: row.precision) ?? "null")
    object.add("precision", json: row.precision.map(String.init) ?? "null")
    object.add("summary", row.summary)
    object.add("accessory", row.accessory.rawValue)
    object.add("enabled", row.isEnabled)
    object.add("error", row.error)
    object.add("canDelete", row.canDelete)
    object.add("canMove", row.canMove)
    return object
  }
}
