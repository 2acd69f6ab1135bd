import FormCompiler
import FormDiagnostics
import Foundation

/// `formc preview FILE... [-o PAGE.html | -o DIR]`
enum PreviewCommand {
  static let output = Option(
    "--output", short: "-o", value: "<page-or-dir>",
    help: "Where to write: a file ending in .html for one spec (default: <Form>.html in the current folder), or "
      + "a folder (created if missing) for one page per spec, <Form>.html, and index.html linking them.",
    completion: .file)

  static let command = Formc.Command(
    name: "preview",
    summary: "Write a form's page: the form working in a browser",
    overview: "Write a self-contained HTML page per form: the form working, as an iOS grouped table.",
    arguments: SpecFileSession.files,
    options: [output] + SpecFileSession.options,
    discussion: """
      The page holds everything inline (the compiled form, the engine compiled to WebAssembly, the
      script and the styles) and fetches nothing, so it opens offline in any browser. Taps, edits
      and searches go to the same engine an app embeds; each update it returns is applied to the
      table as UITableView applies a batch. A debug panel shows the last event, its update as
      'formc simulate' prints it and the form's state, with a box for typing event lines.

      TESTING API (for tests and tools of your own):
        window.formc.send("tap citrus")  the update, as formc simulate prints it
        window.formc.layout()            the table, as formc simulate --layout prints it
        window.formc.displayed()         what each shown section and row displays, read
                                         from the DOM, as formc simulate --content names it
        PAGE.html#events=tap%20citrus;tap%20melon
                                         replays the events (split on ';', then each
                                         URL-decoded) when the page loads; then
                                         document.body.dataset.formcReady is "1", and
                                         the element #formc-log holds, per event, its
                                         update, the layout, the rows' ids in the DOM and
                                         what it displays; &show=ID after the events
                                         scrolls to that row or section
      Shown sections and rows carry data-section-id and data-row-id, the layout's names, in
      table order.

      Specs compile as 'formc compile' compiles them, in parallel; a spec with errors gets no page.
      Pages are written atomically (a temporary file, then a rename).
      """,
    exitCodes: ExitCodeHelp(
      success: "every spec compiled and its page was written",
      failure: "errors in the specs, or two specs declaring the same form",
      usageOrIO: "usage or I/O errors (unknown option, missing input, unwritable output, no engine module)"),
    run: run)

  /// The page of form `name` in an output folder.
  static func fileName(of name: String) -> String { "\(name).html" }

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let session = try SpecFileSession(arguments, console: console)
    let outputPath = try arguments.value(output)
    return try session.printing { printer throws(CommandError) in
      guard let files = try session.expand(arguments.positionals, printer: printer) else {
        return ExitCode.failure
      }
      let destination = try PreviewDestination(
        output: outputPath, specCount: files.count, resolver: session.resolver)
      let pages = try compilePages(files, session: session, printer: printer)
      let written = try destination.write(pages)
      let count = "\(files.count) file\(files.count == 1 ? "" : "s")"
      console.err(
        "previewed \(pages.count) of \(count): \(printer.summary)"
          + (written.isEmpty ? "\n" : "; wrote \(written)\n"))
      return session.exitCode(printer)
    }
  }

  /// Compiles the specs in parallel, prints their diagnostics in input order, and assembles the page of each
  /// spec that compiled (the first, when two declare the same form).
  private static func compilePages(
    _ files: [SpecInput], session: SpecFileSession, printer: DiagnosticPrinter
  ) throws(CommandError) -> [PreviewPage] {
    var engine: String?
    var pages: [PreviewPage] = []
    var declaredIn: [String: String] = [:]
    for (input, result) in zip(files, Parallel.compile(files, options: session.compilerOptions)) {
      printer.print(result)
      guard let form = result.form else { continue }
      if let first = declaredIn[form.name] {
        printer.printFileError(
          "form '\(form.name)' is also declared in \(first); both pages would be \(fileName(of: form.name)), "
            + "so only that one is written", kind: .duplicateForm, file: input.displayPath)
        continue
      }
      declaredIn[form.name] = input.displayPath
      // Read once, and only when a page is to be written: a spec's errors are reported without it.
      let module: String
      if let engine {
        module = engine
      } else {
        module = try PreviewEngineModule.embedded()
      }
      engine = module
      pages.append(PreviewPage(form: form, source: input.displayPath, engine: module))
    }
    return pages
  }
}
