/// The form at run time: its state, the shown table, and the batch update for each event.
///
/// A value type: copy it to keep a snapshot, or to compute an update off the main thread.
/// Copying is O(1): copies share their storage until one of them changes, which then copies
/// it once, in O(n) (copy on write, as `Array` does).
///
/// ```swift
/// var engine = try FormEngine(form: CompiledForm(jsonData: data))
/// let update = try engine.send(.tap("citrus"))
/// tableView.performBatchUpdates {
///   tableView.deleteSections(update.deleteSections, with: .fade)
///   tableView.insertSections(update.insertSections, with: .fade)
///   tableView.deleteRows(at: update.deleteRows, with: .fade)
///   tableView.insertRows(at: update.insertRows, with: .fade)
///   tableView.reloadRows(at: update.reloadRows, with: .none)
/// }
/// ```
public struct FormEngine: @unchecked Sendable {
  // Sendable: the storage is written only while this engine holds the one reference to it
  // (copy on write, as `Array` does), so engines on different threads never share a write.

  /// Everything the engine holds, in one heap object, so that copying an engine copies one
  /// reference: held inline, its 50-odd arrays would be retained and released by every call on
  /// an engine kept in a class's property, as apps keep it.
  private var storage: EngineStorage

  /// The engine's lookups and events, on its fields in place. Changing them (calling a
  /// `mutating` method) first gives this engine storage of its own (copy on write), so no copy
  /// of the engine sees the change.
  /// - Complexity: reading O(1); changing O(1), or O(n) the first time after a copy.
  var core: EngineCore {
    @inline(__always) get { storage.core }
    @inline(__always) _modify {
      makeUnique()
      var core = storage.core
      yield &core
    }
  }

  /// Gives this engine storage of its own before it changes: ``core``'s `_modify` calls it.
  /// - Complexity: O(1), or O(n) the first time after a copy.
  mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    storage = storage.copy()
  }

  /// Identifies the storage this engine holds: equal for copies that share it (for tests).
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The compiled form this engine runs.
  public var form: CompiledForm { _read { yield core.form } }

  /// The current values and expanded flags.
  public var state: FormState { _read { yield core.state } }

  /// Starts the form in its initial state.
  ///
  /// The form's tables are checked (``CompiledForm/validate()``) unless they already were: by
  /// ``CompiledForm/init(jsonData:)``, or by the engine whose ``form`` this is.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public init(form: CompiledForm) throws(CompiledFormError) {
    try self.init(form: form, state: FormState(initialStateOf: form))
  }

  /// Starts the form in its initial state, every text looked up by its key with `localize`
  /// (``CompiledForm/localized(by:)``): rows, headers, option titles, errors and search show the
  /// localized texts. For apps without generated code, with tables of their own.
  ///
  /// - Parameter localize: the text for a key (`Fruit.citrus.title`), given the key and the
  ///   spec's text, which it returns when it has no translation.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together.
  /// - Complexity: O(n + c) for n rows and c condition instructions, plus one lookup per text.
  public init(
    form: CompiledForm, localize: (_ key: String, _ defaultText: String) -> String
  ) throws(CompiledFormError) {
    try self.init(form: form.localized(by: localize))
  }

  /// Starts the form in a given state (one saved from an earlier engine of the same form).
  ///
  /// The form's tables are checked as by ``init(form:)``.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together or the state
  ///   does not fit the form.
  /// - Complexity: O(n + c).
  public init(form: CompiledForm, state: FormState) throws(CompiledFormError) {
    var form = form
    if !form.validation.passed {
      try form.validate()
      form.validation = .passed
    }
    if let problem = form.unsupportedValidation { throw CompiledFormError(problem) }
    guard state.values.count == form.values.count, state.expanded.count == form.rows.count,
      state.touched.count == form.rows.count, state.touchedSections.count == form.sections.count
    else {
      throw CompiledFormError("the state does not belong to form \(form.name)")
    }
    for (slot, value) in zip(form.values, state.values) {
      if let problem = slot.problem(with: value) { throw CompiledFormError("invalid state: \(problem)") }
    }
    storage = EngineStorage(form: form, fields: EngineFields(checkedForm: form, state: state))
  }
}

extension FormEngine {
  /// Whether a debug build checks each update against the from-scratch tables (the default; a
  /// release build never does). `formc verify` turns it off on the engines it explores with: it
  /// runs the same checks on every update itself, and checking twice doubled its time.
  package var checksUpdatesInDebugBuilds: Bool {
    get { core.checksUpdatesInDebugBuilds }
    set { core.checksUpdatesInDebugBuilds = newValue }
  }
}
