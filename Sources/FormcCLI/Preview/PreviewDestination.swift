import Foundation

/// Where `formc preview` writes: one page file, or a folder of pages with an index.
enum PreviewDestination {
  /// One spec's page, at this path.
  case page(SpecInput)
  /// `<Form>.html` per spec in this folder, and `index.html` when `withIndex`.
  case folder(SpecInput, withIndex: Bool)

  /// The destination `-o` names for `specCount` specs: a path ending in `.html` is one page (of one
  /// spec), any other a folder; without `-o`, one spec's page is `<Form>.html` in the working folder.
  /// - Throws: A usage error when several specs would go to one page, or have no folder to go to.
  init(output: String?, specCount: Int, resolver: PathResolver) throws(CommandError) {
    guard let output else {
      guard specCount == 1 else {
        throw .usage(
          "\(specCount) specs make \(specCount) pages: give a folder for them with -o DIR", command: "preview")
      }
      self = .folder(resolver.input("."), withIndex: false)
      return
    }
    if output.hasSuffix(".html") && Paths.kind(resolver.fileSystemPath(output)) != .folder {
      guard specCount == 1 else {
        throw .usage(
          "-o \(output) is one page, for one spec; give a folder for \(specCount) specs", command: "preview")
      }
      self = .page(resolver.input(output))
    } else {
      self = .folder(resolver.input(output), withIndex: true)
    }
  }

  /// Writes `pages` (each atomically), and the index in a folder `-o` names; returns what was written, as
  /// the summary line says it ("" for nothing).
  func write(_ pages: [PreviewPage]) throws(CommandError) -> String {
    switch self {
    case .page(let file):
      guard let page = pages.first else { return "" }
      try AtomicFile.write(Data(page.html.utf8), to: file.fileSystemPath)
      return file.displayPath
    case .folder(let folder, let withIndex):
      guard !pages.isEmpty else { return "" }
      do {
        try FileManager.default.createDirectory(atPath: folder.fileSystemPath, withIntermediateDirectories: true)
      } catch {
        throw CommandError("cannot create folder \(folder.displayPath): \(error.localizedDescription)")
      }
      var written: [String] = []
      for page in pages {
        let name = PreviewCommand.fileName(of: page.formName)
        try AtomicFile.write(Data(page.html.utf8), to: Paths.join(folder.fileSystemPath, name))
        written.append(folder.displayPath == "." ? name : Paths.join(folder.displayPath, name))
      }
      // Without -o, the working folder gets the page alone: an index of one page there would be clutter.
      if withIndex {
        let index = Paths.join(folder.fileSystemPath, PreviewIndexPage.fileName)
        try AtomicFile.write(Data(PreviewIndexPage.html(pages).utf8), to: index)
        written.append(Paths.join(folder.displayPath, PreviewIndexPage.fileName))
      }
      return written.count == 1 ? written[0] : "\(written.count) files to \(folder.displayPath)"
    }
  }
}
