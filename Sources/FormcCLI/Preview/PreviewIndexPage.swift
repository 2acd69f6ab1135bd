import Mustache

/// The index of `formc preview FILE... -o DIR`: a link to each form's page, in input order.
enum PreviewIndexPage {
  /// The index's file name in the output folder.
  static let fileName = "index.html"

  /// The page's HTML, linking each of `pages` by its file name.
  static func html(_ pages: [PreviewPage]) -> String {
    let entries: [MustacheValue] = pages.map { page in
      [
        "title": .string(page.title), "form": .string(page.formName), "source": .string(page.source),
        "file": .string(PreviewCommand.fileName(of: page.formName)),
      ]
    }
    return PreviewPage.render(
      "index.mustache",
      ["pages": .array(entries), "version": .string(Formc.version), "style": .string(PreviewPage.asset("preview.css"))])
  }
}
