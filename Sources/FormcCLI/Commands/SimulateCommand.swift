import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSimulation
import FormYAML
import Foundation

/// `formc simulate FILE [--events FILE|-] [--state FILE] [--layout] [--content] [--dump-state]`
enum SimulateCommand {
  static let events = Option(
    "--events", value: "<file>", help: "Event lines to replay; '-' (the default) reads standard input.",
    completion: .file)

  static let layout = Flag(
    "--layout",
    help: "Also print the table after each event, and first the initial table; a select section lists its "
      + "selected rows (shown or not).")

  static let content = Flag(
    "--content",
    help: "Also print what each shown row and section displays (the display model, docs/display-model.md) "
      + "after each event, and first initially, with the rows the update reconfigures.")

  static let state = Option(
    "--state", value: "<file>",
    help: "Start from the saved values in this JSON file (what --dump-state prints) instead of the initial state; "
      + "names it leaves out keep their initial values.",
    completion: .file)

  static let dumpState = Flag(
    "--dump-state",
    help: "After the last event, print the form's saved values with its expanded flags, as --state reads them; "
      + "standard output then holds only that JSON, and failed events' objects go to standard error.")

  static let command = Formc.Command(
    name: "simulate",
    summary: "Replay events on a form and print each batch update",
    overview: "Replay events on a form and print the batch update of each, as JSON Lines.",
    arguments: ArgumentDeclaration(
      name: "file",
      help: "A *.form.yaml spec, or a compiled *.formc.json (loaded exactly as an app loads it).",
      count: .exactlyOne, noun: "form file"),
    options: [
      events, state, layout, content, dumpState,
      CommonOptions.diagnostics.addingHelp(
        "Here the json array goes to standard error: standard output holds the JSON Lines of the events."),
      CommonOptions.maxFileSize.addingHelp("So is a state file (--state)."),
    ],
    discussion: """
      EVENTS (one per line; blank lines and # comments are ignored):
        tap <row>           Tap a shown row: expand/collapse it, flip a toggle, or select a
                            choice of a select section (toggle it in a 'multiple' one).
        expand <row>        Expand an expandable row.
        collapse <row>      Collapse an expandable row.
        set <name> <value>  Set a row's value, a state variable, or a select section's
                            selection (named by the section id); the value is a JSON literal:
                            true, 3, "card", null, ["a", "b"].
        edit <row> <value>  The user changed a row's own control: set its value (as 'set')
                            and mark the row touched, so its error shows. Refused for a
                            hidden or disabled row; the edited row is never reloaded.
        submit              Touch every row and select section, so every error shows; the
                            output also has "valid": true or false.
        resetValidation     Un-touch every row and select section: no error shows.
        search <text>       Filter the table to the rows whose title or keywords contain the
                            text: the rest of the line after one space, as written (quotes
                            and # included). 'search' alone clears the search.

      LIST EVENTS (an item is LIST[KEY]; its rows LIST[KEY].ROW, in tap, expand, collapse,
      set and edit: tap phones[w2].number, set phones[w2].label "home"; an item's values are a
      JSON object of its key, optional, and fields: {"key": "w2", "number": "+1 555 0199"}):
        append <list> [<item>]        Add an item at the end (where its sort value places it
                                      in a sorted list); fields not given take the defaults.
        insert <list> <i> [<item>]    Add an item at list index <i>, 0...count.
        remove <list>[<key>]          Remove the item with this key.
        move <list> <from> <to>       Move the item at list index <from> to <to>, as a
                                      user's drag (the list needs reorder: true).
        set <list> [<item>, ..]       Keyed replace: the list becomes exactly these items;
                                      existing keys keep their identity, fields not given
                                      keep their values, missing keys are removed.

      OUTPUT: one JSON object per event,
        {"event": "<line>", "deleteSections": [..], "insertSections": [..],
         "deleteRows": [[s,r],..], "insertRows": [..], "reloadRows": [..],
         "moveRows": [[[s,r],[s,r]],..]}
      (moveRows: each moved row's old and new position, sorted by the old one; a submit's
      object ends with "valid": true or false, whether the form is valid),
      or {"event": "<line>", "error": "column <n>: <message>"}, the column being that of
      the name or value the error is about. When the first event names nothing in the
      form (nor anything close), its object also has "note": which form the file holds
      and its first rows. With --layout, each object also has
        "layout": [{"id": "<section>", "rows": ["<row>", ..]}, ..], with
        "selected": ["<row>", ..] in the entries of select sections, and "group": the
        option (or null) in the entries of a grouped list's sections. A row that shows an
        error or is disabled is an object of the keys that apply,
        {"id": "<row>", "error": "<message>", "enabled": false}, and a select section
        that shows an error has "error": "<message>".
      With --content, each object also has "reconfigureRows": ["<row>", ..], the rows kept
      in place whose content changed (what a diffable data source reconfigures), and
        "content": [{"section": {"id", "group", "header", "footer", "error",
        "indexTitle", "list", "selection"}, "rows": [{"id", "kind", "control", "title",
        "valueText", "summary", "accessory", "enabled", "error", ..}, ..]}, ..]
      for every shown section and row (docs/display-model.md lists every key).

      SAVED STATE: --dump-state prints, after the last event, every value by name (hidden
      rows' included), each list as an array of items with their keys, and "_expanded", the
      expandable rows' flags; --state FILE starts from such a file, so
        formc simulate F --events E --dump-state > s.json
        formc simulate F --state s.json --events MORE
      continues where the first run stopped. Each problem of the state file is an error at its
      place (FILE:line:column, with its JSON path), and no event is replayed.
      """,
    exitCodes: ExitCodeHelp(
      success: "every event applied",
      failure: "a failed event, errors in the spec or the state file, or a compiled form that does not load",
      usageOrIO: "usage or I/O errors (unknown option, missing file, events file or state file)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let session = try SpecFileSession(arguments, console: console)
    return try session.printing(jsonToStandardError: true) { printer throws(CommandError) in
      try simulate(arguments, session: session, printer: printer)
    }
  }

  /// Loads the form and replays the events on it; the exit status.
  private static func simulate(
    _ arguments: ParsedArguments, session: SpecFileSession, printer: DiagnosticPrinter
  ) throws(CommandError) -> Int32 {
    let console = session.console
    let showLayout = arguments.isSet(layout)
    let showContent = arguments.isSet(content)
    let dumpsState = arguments.isSet(dumpState)
    if (showLayout || showContent) && dumpsState {
      let other = showLayout ? "--layout" : "--content"
      throw .usage("\(other) and --dump-state both print on standard output; give one", command: "simulate")
    }
    guard let file = arguments.positionals.first,
      var engine = try loadEngine(
        file, options: session.compilerOptions, resolver: session.resolver, printer: printer, console: console)
    else {
      return ExitCode.failure
    }
    if let statePath = try arguments.value(state) {
      guard
        let restored = try SimulateState.engine(
          form: engine.form, statePath: statePath, session: session, printer: printer)
      else { return ExitCode.failure }
      engine = restored
    }
    let text = try eventsText(try arguments.value(events) ?? "-", session: session)
    var simulation = SimulationSession(engine: engine)
    if showLayout || showContent {
      let initial = SimulatedEvent(members: "\"event\": null", failed: false)
      console.out(
        initial.json(
          layout: showLayout ? simulation.layoutJSON : nil, content: showContent ? simulation.contentJSON : nil)
          + "\n")
    }
    var failed = false
    // Split on scalars: "\r\n" is one Character, so splitting Characters on "\n" would miss CRLF lines.
    for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = Substring(scalars.last == "\r" ? scalars.dropLast() : scalars)
      guard let event = simulation.replay(line) else { continue }
      failed = failed || event.failed
      if !dumpsState {
        console.out(
          event.json(
            layout: showLayout ? simulation.layoutJSON : nil, content: showContent ? simulation.contentJSON : nil)
            + "\n")
      } else if event.failed {
        // Standard output holds the state alone, so that it can be saved as a file; a failure still shows.
        console.err(event.json() + "\n")
      }
    }
    if dumpsState { console.out(simulation.savedState) }
    return failed ? ExitCode.failure : ExitCode.success
  }

  /// Compiles a spec, or loads a compiled form through the runtime's own loader.
  private static func loadEngine(
    _ file: String, options: CompilerOptions, resolver: PathResolver, printer: DiagnosticPrinter, console: Console
  ) throws(CommandError) -> FormEngine? {
    /// A problem with a whole compiled form: `path: error: message [id]`, or a diagnostic at 1:1 in the other formats.
    func fail(_ kind: DiagnosticKind, _ message: String) {
      if printer.format == .xcode {
        console.err("\(file): error: \(message) [\(kind.id)]\n")
      } else {
        printer.print(Diagnostic(kind: kind, message: message, at: SourceLocation(file: file, line: 1, column: 1)))
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(resolver.fileSystemPath(file), limit: options.yamlLimits.maxInputBytes)
    } catch .tooLarge(let size, let limit) {
      fail(.fileTooLarge, FileReadError.tooLarge(size: size, limit: limit).reason)
      return nil
    } catch {
      throw CommandError(
        error.message(about: file), hint: "simulate takes one *.form.yaml spec or one compiled *.formc.json")
    }
    if file.hasSuffix(".json") {
      do {
        return try FormEngine(form: CompiledForm(jsonData: Data(bytes)))
      } catch {
        fail(.invalidCompiledForm, yamlSpecMessage(bytes, file: file, options: options) ?? error.message)
        return nil
      }
    }
    let result = FormCompiler.compile(bytes: bytes, path: file, options: options)
    printer.print(result)
    guard let form = result.form else { return nil }
    do {
      return try FormEngine(form: form)
    } catch {
      fail(.invalidCompiledForm, error.message)
      return nil
    }
  }

  /// The text of the events: `-` is standard input; any other path is read as a file, a pipe or a device, within
  /// `--max-file-size`.
  private static func eventsText(_ path: String, session: SpecFileSession) throws(CommandError) -> String {
    let limit = session.compilerOptions.yamlLimits.maxInputBytes
    guard path == "-" else {
      return try UserFile.readText(session.resolver.fileSystemPath(path), as: "events file \(path)", limit: limit)
    }
    let bytes: [UInt8]
    do {
      bytes = try session.console.readStandardInput(limit: limit)
    } catch {
      throw CommandError(error.message(about: "events on standard input"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CommandError("events on standard input: not valid UTF-8")
    }
    return text
  }

  /// What to say when a `.json` file the runtime's loader rejected is a form spec written in YAML (named
  /// `.json` by mistake); nil when it is not one.
  private static func yamlSpecMessage(_ bytes: [UInt8], file: String, options: CompilerOptions) -> String? {
    // A compiled form is a JSON object; a spec is a YAML mapping, which does not start with `{` in practice.
    guard bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) != UInt8(ascii: "{"),
      case .success(let source) = YAMLLoader.decode(bytes: bytes, path: file)
    else { return nil }
    var diagnostics = DiagnosticCollector()
    guard let root = FormCompiler.load(source, options: options, diagnostics: &diagnostics),
      let spec = FormCompiler.decode(root, options: options, diagnostics: &diagnostics)
    else { return nil }
    return "not a compiled form: this is the YAML spec of form '\(spec.name.value)', and a file named .json is "
      + "read as a compiled form; name the spec *.form.yaml, or simulate the <Form>.formc.json 'formc compile' "
      + "writes from it"
  }
}
