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
  /// reference. (Held inline, its 50-odd arrays were copied, each retained and released, by
  /// every call on an engine kept in a class's property, as apps keep it: about 450 ns a
  /// lookup at 100,000 rows.)
  private var storage: EngineStorage

  /// The core, in place in the storage, valid while the storage lives (which holding `self`
  /// ensures). Write through it only after ``makeUnique()``.
  @inline(__always) var core: UnsafeMutablePointer<EngineCore> { storage.core }

  /// Gives this engine storage of its own before it changes: every mutating method calls it
  /// before writing through ``core``. - Complexity: O(1), or O(n) the first time after a copy.
  mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    storage = EngineStorage(storage.core.pointee.copy())
  }

  /// The compiled form this engine runs.
  public var form: CompiledForm { _read { yield core.pointee.form } }

  /// The current values and expanded flags.
  public var state: FormState { _read { yield core.pointee.state } }

  /// Starts the form in its initial state.
  ///
  /// The form's tables are checked (``CompiledForm/validate()``) unless they already were: by
  /// ``CompiledForm/init(jsonData:)``, or by the engine whose ``form`` this is.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public init(form: CompiledForm) throws(CompiledFormError) {
    try self.init(form: form, state: FormState(initialStateOf: form))
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
    guard state.values.count == form.values.count, state.expanded.count == form.rows.count else {
      throw CompiledFormError("the state does not belong to form \(form.name)")
    }
    for (slot, value) in zip(form.values, state.values) {
      if let problem = slot.problem(with: value) { throw CompiledFormError("invalid state: \(problem)") }
    }
    storage = EngineStorage(EngineCore(checkedForm: form, state: state))
  }
}

/// The heap object that holds an engine's ``EngineCore``, shared by copies of the engine until
/// one of them changes.
///
/// The core is noncopyable and stays at one address, so calls on it borrow it in place. (A
/// copyable core read through a pointer or a class property is copied, every array of it
/// retained, whenever the compiler cannot see that the call leaves it alone.)
final class EngineStorage {
  let core: UnsafeMutablePointer<EngineCore>

  init(_ core: consuming EngineCore) {
    self.core = .allocate(capacity: 1)
    self.core.initialize(to: core)
  }

  deinit {
    core.deinitialize(count: 1)
    core.deallocate()
  }
}
