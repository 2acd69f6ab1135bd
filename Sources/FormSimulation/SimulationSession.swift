import FormRuntimeCore

/// An engine replaying `formc simulate` event lines: each line in, simulate's JSON object out.
///
/// The one implementation of what `formc simulate` prints per event, shared by the command and
/// the WebAssembly engine of `formc preview` (whose `formc_send` returns these objects), so that
/// a page and the command cannot disagree.
public struct SimulationSession {
  /// The engine the events go to.
  public private(set) var engine: FormEngine
  /// What the messages of failed events are made from.
  public let targets: EventTargets
  /// Whether no event line has been replayed yet: a first event that names nothing of the form
  /// gets a note saying which form this is (events for another form fail on every line, so it
  /// is said once).
  private var isFirstEvent = true

  /// A session on `engine`, in whatever state it is (initial, or restored from saved values).
  /// - Complexity: O(r + v + s) for r rows, v values and s sections (``EventTargets``).
  public init(engine: FormEngine) {
    self.engine = engine
    targets = EventTargets(form: engine.form)
  }

  /// Replays one event line on the engine.
  /// - Parameter line: one line, without its line break.
  /// - Returns: the object `formc simulate` prints for it, or nil for a blank or `#` comment line,
  ///   which is no event.
  /// - Complexity: O(n) in the line's length, plus the event's.
  public mutating func replay(_ line: Substring) -> SimulatedEvent? {
    guard !EventLineParser.isBlankOrComment(line) else { return nil }
    defer { isFirstEvent = false }
    let text = String(line)
    var object = JSONObjectText()
    object.add("event", text)
    let eventLine: EventLine
    do throws(EventLineError) {
      eventLine = try EventLineParser.read(Substring(text), targets: targets)
    } catch {
      object.add("error", error.description)
      return SimulatedEvent(members: object.members, failed: true)
    }
    do throws(FormEventError) {
      if eventLine.event == .submit {
        let (update, isValid) = engine.submit()
        SimulationJSON.add(update, to: &object)
        object.add("valid", isValid)
        return SimulatedEvent(
          members: object.members, failed: false, reconfiguredRowIDs: engine.reconfiguredRowIDs(of: update))
      }
      let update = try engine.send(eventLine.event)
      SimulationJSON.add(update, to: &object)
      return SimulatedEvent(
        members: object.members, failed: false, reconfiguredRowIDs: engine.reconfiguredRowIDs(of: update))
    } catch {
      object.add("error", targets.error(for: error, in: eventLine).description)
      if isFirstEvent && targets.isForeign(error, in: eventLine.event) {
        object.add("note", targets.foreignFormNote)
      }
      return SimulatedEvent(members: object.members, failed: true)
    }
  }

  /// The shown table as `formc simulate --layout` prints it, with each select section's selected
  /// rows and error, and each row's error and enabled flag where they show.
  /// - Complexity: O(r) for r shown rows, plus a lookup per row and section.
  public var layoutJSON: String {
    let engine = engine
    return SimulationJSON.layout(
      engine.table, selectedRows: { engine.selectedRows(inSection: $0) },
      sectionError: { engine.error(ofSection: $0) }, row: { engine.row($0) })
  }

  /// What each shown row and section displays, as `formc simulate --content` prints it
  /// (``DisplayModelJSON``). - Complexity: O(r) row contents for r shown rows.
  public var contentJSON: String { DisplayModelJSON.content(of: engine) }

  /// The form's saved values with its expanded flags, as `formc simulate --dump-state` prints
  /// them and `--state` reads them. - Complexity: O(v) for v values and list items.
  public var savedState: String { engine.savedValues(includingExpanded: true) }
}

/// What one event line did, as `formc simulate` prints it.
public struct SimulatedEvent: Hashable, Sendable {
  /// The object's members, without braces: `"event"` first, then the update's members (and
  /// `"valid"` after a submit), or `"error"` (and `"note"`).
  public var members: String
  /// Whether the line was refused, by the parser or by the engine.
  public var failed: Bool
  /// The update's ``FormUpdate/reconfiguredRowIDs`` (empty for a refused line).
  public var reconfiguredRowIDs: [String] = []

  public init(members: String, failed: Bool, reconfiguredRowIDs: [String] = []) {
    self.members = members
    self.failed = failed
    self.reconfiguredRowIDs = reconfiguredRowIDs
  }

  /// The JSON object, one line without a line break.
  /// - Parameters:
  ///   - layout: the layout to add as `"layout"` (``SimulationSession/layoutJSON``), or nil.
  ///   - reconfigureRows: whether to add `"reconfigureRows"`, the update's reconfigured rows
  ///     (never for a refused line), without the content (what the preview page reads).
  ///   - content: the display model to add as `"content"` (``SimulationSession/contentJSON``),
  ///     after `"reconfigureRows"`; or nil for neither.
  public func json(layout: String? = nil, reconfigureRows: Bool = false, content: String? = nil) -> String {
    var object = JSONObjectText()
    if let layout { object.add("layout", json: layout) }
    if (reconfigureRows || content != nil) && !failed { object.add("reconfigureRows", reconfiguredRowIDs) }
    if let content { object.add("content", json: content) }
    return "{" + members + (object.members.isEmpty ? "" : ", " + object.members) + "}"
  }
}
