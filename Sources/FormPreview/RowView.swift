import FormRuntimeCore
import FormSimulation

/// What the preview page draws a row from (docs/preview.md, "Row view").
extension PreviewViews {
  /// Row `id` (shown or not; `LIST[KEY].ROW` for an item's row) as a JSON object: its display
  /// model (``DisplayModelJSON``, docs/display-model.md) and what the page needs beside it, the
  /// row it expands from (`parent`) and its list item (`item`); nil when the form has no such row.
  /// - Complexity: as ``FormEngine/content(ofRow:formatter:)``.
  public static func row(_ id: String, in engine: FormEngine) -> String? {
    guard let content = engine.content(ofRow: id), let row = engine.row(id) else { return nil }
    var object = DisplayModelJSON.object(content)
    object.add("parent", row.parentID)
    object.add("item", json: row.item.map(itemJSON) ?? "null")
    return object.json
  }

  /// The rows of `ids`, in order, as a JSON array (`null` for an id the form does not have).
  /// - Complexity: as ``row(_:in:)`` for each id.
  public static func rows(_ ids: [String], in engine: FormEngine) -> String {
    JSONObjectText.array(count: ids.count) { row(ids[$0], in: engine) ?? "null" }
  }

  /// The ids of the rows shown at `positions`, in order, as a JSON array (`null` where no row
  /// is shown): what the page needs of the table after an event, for the rows it inserts,
  /// without reading the whole layout.
  /// - Complexity: O(1) per position (``FormEngine/rowID(at:)``), whatever the table's size.
  public static func rowIDs(at positions: [RowPosition], in engine: FormEngine) -> String {
    JSONObjectText.array(count: positions.count) { index in
      let position = positions[index]
      // The engine's lookups expect a position inside the shown table.
      guard position.section >= 0, position.section < engine.numberOfSections, position.row >= 0,
        position.row < engine.numberOfRows(inSection: position.section),
        let id = engine.rowID(at: position)
      else { return "null" }
      return FormValue.jsonQuoted(id)
    }
  }

  /// `{"list": "phones", "key": "w2", "row": "number"}`.
  private static func itemJSON(_ item: ItemRowName) -> String {
    var object = JSONObjectText()
    object.add("list", item.list)
    object.add("key", item.key)
    object.add("row", item.row)
    return object.json
  }
}
