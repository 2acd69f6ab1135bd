import FormRuntimeCore
import FormSimulation

/// What the preview page draws the whole form from (docs/preview.md, "Form view").
extension PreviewViews {
  /// The form's name, title and format version, whether it can be searched, the search now,
  /// the shown sections' index titles (null when none has one) and whether it is valid.
  /// - Complexity: O(s) for s sections.
  public static func form(of engine: FormEngine) -> String {
    let form = engine.form
    let titles = engine.sectionIndexTitles
    var object = JSONObjectText()
    object.add("id", form.name)
    object.add("title", form.title)
    object.add("formatVersion", form.formatVersion)
    // The engine searches every row's title (its id without one) and keywords: any form with
    // rows can be searched.
    object.add("searchable", form.rows.count > 0)
    object.add("searchQuery", engine.searchQuery)
    object.add("sectionIndex", titles.isEmpty ? nil : titles)
    object.add("valid", engine.isValid)
    return object.json
  }
}
