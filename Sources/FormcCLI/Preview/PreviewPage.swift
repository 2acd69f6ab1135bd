import FormRuntime
import Foundation
import Mustache
import TextEscaping

/// The self-contained HTML page of one form: `Templates/Preview/page.mustache` with the styles, the
/// script, the compiled form and the engine module inline, so the page fetches nothing.
struct PreviewPage {
  /// The script files, in the order the page runs them (each defines what the later ones use).
  static let scriptFiles = [
    "inflate.js", "engine.js", "rows.js", "table.js", "patch.js", "drag.js", "debug.js", "main.js",
  ]

  /// The form's title (its type name when it has none), the page's title.
  let title: String
  /// The form's type name: the page is `<Form>.html`.
  let formName: String
  /// The spec's path as the user gave it.
  let source: String
  /// The page's HTML.
  let html: String

  /// Assembles the page of `form`, compiled from the spec at `source`, with `engine` (the `.wasm`, base64).
  /// - Complexity: O(size of the compiled form + size of the module).
  init(form: CompiledForm, source: String, engine: String) {
    title = form.title ?? form.name
    formName = form.name
    self.source = source
    let data: MustacheValue = [
      "title": .string(title), "form": .string(form.name), "source": .string(source),
      "version": .string(Formc.version), "style": .string(Self.asset("preview.css")),
      "script": .string(Self.scriptFiles.map(Self.asset).joined(separator: "\n")),
      "compiledForm": .string(Self.scriptSafe(String(decoding: form.jsonUTF8(), as: UTF8.self))),
      "wasm": .string(engine),
    ]
    html = Self.render("page.mustache", data)
  }

  /// `json` safe inside the page's `<script>` element (``ScriptElementJSONEscaping``: `<`, which could close
  /// it or open a comment, written as `\u003c`, which reads back as `<`).
  /// - Complexity: O(n) in the UTF-8 length of `json`.
  static func scriptSafe(_ json: String) -> String {
    String(json, escapedBy: ScriptElementJSONEscaping.self)
  }

  /// A file of `Templates/Preview/`, as formc embeds it.
  static func asset(_ name: String) -> String {
    // Every name asked for is one of the committed files, which a test holds PreviewAssets to.
    PreviewAssets.all[name] ?? ""
  }

  /// Renders one of the preview's Mustache templates, which are formc's own: a failure is a bug in
  /// them, which the tests catch, so it shows in the page instead of stopping the command.
  static func render(_ name: String, _ data: MustacheValue) -> String {
    do {
      return try MustacheTemplate(parsing: asset(name), name: name).render(data)
    } catch {
      return "<!DOCTYPE html><p>formc: \(name) did not render: \(error)</p>"
    }
  }
}
