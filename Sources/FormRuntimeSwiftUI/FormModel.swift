import FormRuntime
import Foundation
import Observation

/// One form's state for SwiftUI: the engine, the shown sections as the display model describes
/// them, the search query and the last refused event, observable with the Observation module.
///
/// Every event goes through the engine (``send(_:)`` and the accessors built on it); the update
/// it returns is applied to ``sections`` in place (``FormModel/apply(_:to:engine:formatter:)``):
/// sections and rows come and go, moved rows keep their content, and only the rows the update
/// names (``FormEngine/reconfiguredRowIDs(of:)``) are read again. ``rebuiltSections()`` reads the
/// same from scratch, which the tests compare after every event.
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class FormModel {
  /// The shown sections, in order, each with its shown rows.
  public private(set) var sections: [FormSectionModel] = []
  /// The search query the table is filtered by; empty when not searching.
  public private(set) var searchQuery = ""
  /// Why the last event was refused; nil once an event is accepted.
  public internal(set) var lastError: FormEventError?
  /// The engine that holds the form's state. Read it for anything the model does not wrap;
  /// change it only through the model, which keeps ``sections`` in step.
  public private(set) var engine: FormEngine
  /// How row values are written as text (``RowContent/valueText``).
  @ObservationIgnored public let formatter: ValueTextFormatter

  /// A model over `engine`, in whatever state it is; a typed generated form gives its own
  /// (`FormModel(engine: SettingsForm().engine)`).
  /// - Complexity: O(n) for n shown rows.
  public init(engine: FormEngine, formatter: ValueTextFormatter = .localized()) {
    self.engine = engine
    self.formatter = formatter
    sections = Self.sections(of: engine, formatter: formatter)
    searchQuery = engine.searchQuery
  }

  /// A model over a new engine for `form`, in its initial state.
  /// - Throws: ``CompiledFormError`` when the form's tables do not load.
  public convenience init(form: CompiledForm, formatter: ValueTextFormatter = .localized()) throws(CompiledFormError) {
    self.init(engine: try FormEngine(form: form), formatter: formatter)
  }

  /// A model over a form loaded from the JSON `formc compile` writes.
  /// - Throws: ``CompiledFormError`` when the JSON is not a compiled form this runtime reads.
  public convenience init(jsonData: Data, formatter: ValueTextFormatter = .localized()) throws(CompiledFormError) {
    try self.init(form: try CompiledForm(jsonData: jsonData), formatter: formatter)
  }

  // MARK: - Events

  /// Sends `event` to the engine and applies its update to ``sections``.
  /// - Returns: whether the engine took it; when it refused it, ``lastError`` says why and
  ///   nothing else changed.
  /// - Complexity: the engine's, plus O(s + r) to apply an update to s sections and the rows of
  ///   the sections it changes, plus a content read per row it inserts or reconfigures.
  @discardableResult
  public func send(_ event: FormEvent) -> Bool {
    let update: FormUpdate
    do {
      update = try engine.send(event)
    } catch {
      lastError = error
      return false
    }
    if lastError != nil { lastError = nil }
    Self.apply(update, to: &sections, engine: engine, formatter: formatter, alsoReading: rowsToReread(after: event))
    if searchQuery != engine.searchQuery { searchQuery = engine.searchQuery }
    return true
  }

  /// The row whose content `event` changes without the update naming it: an edited row (an edit
  /// never reloads it, since its field already shows what was typed, but its value and error are
  /// part of its content). - Complexity: O(1).
  private func rowsToReread(after event: FormEvent) -> [String] {
    if case .edit(let id, _) = event { return [id] }
    return []
  }

  /// Submits the form: every error shows.
  /// - Returns: whether the form is valid.
  @discardableResult
  public func submit() -> Bool {
    let (update, isValid) = engine.submit()
    if lastError != nil { lastError = nil }
    Self.apply(update, to: &sections, engine: engine, formatter: formatter)
    return isValid
  }

  /// The value of row or state variable `id` (`LIST[KEY].ROW` for an item's row); nil when the
  /// form has no such name.
  public func value(of id: String) -> FormValue? { engine.value(of: id) }

  /// Sets `id` to `value` as the app does (``FormEvent/set(_:_:)``): no row becomes touched.
  @discardableResult
  public func set(_ id: String, _ value: FormValue) -> Bool { send(.set(id, value)) }

  /// The user changed row `id`'s control to `value` (``FormEvent/edit(_:_:)``): the row becomes
  /// touched, so its error shows.
  @discardableResult
  public func edit(_ id: String, _ value: FormValue) -> Bool { send(.edit(id, value)) }

  /// The user typed `text` in row `id`'s text field.
  @discardableResult
  public func edit(_ id: String, text: String) -> Bool { send(.edit(id, .string(text))) }

  /// Taps row `id`: expands or collapses it, flips a toggle, selects a choice, presses a button.
  @discardableResult
  public func tap(_ id: String) -> Bool { send(.tap(id)) }

  /// Filters the shown rows by `query`; an empty query shows them all.
  @discardableResult
  public func search(_ query: String) -> Bool { send(.search(query)) }

  /// Removes the item with key `key` from list `list`.
  @discardableResult
  public func delete(list: String, key: String) -> Bool { send(.remove(list, key: key)) }

  /// Moves the item at index `from` of list `list` to index `to` (removed, then inserted).
  @discardableResult
  public func move(list: String, from: Int, to: Int) -> Bool { send(.move(list, from: from, to: to)) }

  /// The sections read from the engine from scratch: what ``sections`` holds after every event.
  /// - Complexity: O(n) content reads for n shown rows.
  public func rebuiltSections() -> [FormSectionModel] { Self.sections(of: engine, formatter: formatter) }
}
