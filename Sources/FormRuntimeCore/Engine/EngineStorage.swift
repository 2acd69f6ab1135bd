/// The one place the engine reaches memory through a pointer: the heap object that holds an
/// engine's form and fields, and the handle its lookups and events read and change them through.
///
/// Why a pointer: the fields (``EngineFields``) are a large struct of arrays. Kept in a class's
/// stored properties, every access would pay a dynamic exclusivity check; kept inline in the
/// engine, every call on an engine held in a class's property would retain and release each
/// array; and a large struct passed as a value is copied to the stack at each call that borrows
/// it. A handle, two pointers wide (the storage object, whose constant `form` it reads, and the
/// fields), is passed in registers, and each of its properties reads or changes one field in place.
///
/// The invariants, which every use below relies on:
/// - `EngineStorage.fields` is allocated and initialized by `init`, and deinitialized and
///   deallocated by `deinit`, nowhere else: it is valid while someone holds the storage.
/// - A handle (``EngineCore``) is made only by ``EngineStorage/core``, used within the call on
///   the ``FormEngine`` that holds the storage, and never stored: it cannot outlive the storage.
/// - A field is changed only through a `mutating` handle, which only ``FormEngine/core``'s
///   `_modify` hands out, after giving the engine storage of its own (copy on write): no other
///   engine can see the change, which is what makes `FormEngine` `Sendable`.
/// - Accesses do not overlap: a handle's `_modify` accessors each project one field, and a
///   `mutating` method holds the only handle that can write.
/// - A loop that writes one field at many indexes takes that field as an `inout` argument of a
///   non-mutating method, called on a copy of the handle that lives only for the call
///   (`settleRows`, `reevaluateRows`), and reads no other way from that field. The loop is then one
///   exclusive access, whose uniqueness the optimizer checks once: written through the handle,
///   each write would check it again (BENCHMARKS.md, "Issue 19 as a whole").
final class EngineStorage {
  /// The form: a constant of the storage object, so the optimizer knows nothing writes it while a
  /// lookup borrows it (a borrow from memory behind a pointer is taken as a copy, retaining and
  /// releasing each of the form's arrays, when the borrower calls a function; BENCHMARKS.md, lists).
  let form: CompiledForm
  private let fields: UnsafeMutablePointer<EngineFields>

  /// Keeps `form` and moves `fields` to the heap. - Complexity: O(1).
  init(form: CompiledForm, fields: consuming EngineFields) {
    self.form = form
    self.fields = .allocate(capacity: 1)
    self.fields.initialize(to: fields)
  }

  deinit {
    fields.deinitialize(count: 1)
    fields.deallocate()
  }

  /// A handle to the fields, valid while this storage lives. Change them through it only when
  /// the engine holds this storage alone.
  @inline(__always) var core: EngineCore { EngineCore(storage: self, fields: fields) }

  /// Storage of its own holding a copy of the fields, for an engine about to change fields it
  /// shares. - Complexity: O(1), the fields' arrays being copied when they change.
  func copy() -> EngineStorage {
    EngineStorage(form: form, fields: fields.pointee.copy())
  }
}

/// A handle to an engine's fields in their storage: what the lookups and events are methods of
/// (``EngineStorage`` states the rules). Each property reads one field in place, and, through a
/// `mutating` handle, changes it in place.
struct EngineCore {
  /// Strong, so that the form borrowed from it is known to outlive the borrow (through an
  /// `unowned(unsafe)` reference, each borrow of the form is taken as a copy).
  private let storage: EngineStorage
  private let fields: UnsafeMutablePointer<EngineFields>

  fileprivate init(storage: EngineStorage, fields: UnsafeMutablePointer<EngineFields>) {
    self.storage = storage
    self.fields = fields
  }

  /// The form the engine runs (a constant of the storage).
  var form: CompiledForm {
    @inline(__always) _read { yield storage.form }
  }

  // The fields, as documented in ``EngineFields``.
  var state: FormState {
    @inline(__always) _read { yield fields.pointee.state }
    @inline(__always) _modify { yield &fields.pointee.state }
  }
  var rowConditionHolds: [Bool] {
    @inline(__always) _read { yield fields.pointee.rowConditionHolds }
    @inline(__always) _modify { yield &fields.pointee.rowConditionHolds }
  }
  var sectionConditionHolds: [Bool] {
    @inline(__always) _read { yield fields.pointee.sectionConditionHolds }
    @inline(__always) _modify { yield &fields.pointee.sectionConditionHolds }
  }
  var inSection: [Bool] {
    @inline(__always) _read { yield fields.pointee.inSection }
    @inline(__always) _modify { yield &fields.pointee.inSection }
  }
  var rowsInSection: [Int] {
    @inline(__always) _read { yield fields.pointee.rowsInSection }
    @inline(__always) _modify { yield &fields.pointee.rowsInSection }
  }
  var sectionAtWord: [UInt32] {
    @inline(__always) _read { yield fields.pointee.sectionAtWord }
  }
  var sectionStarts: [UInt64] {
    @inline(__always) _read { yield fields.pointee.sectionStarts }
  }
  var expandsAlone: [UInt64] {
    @inline(__always) _read { yield fields.pointee.expandsAlone }
  }
  var rowRanks: RankSelectBits {
    @inline(__always) _read { yield fields.pointee.rowRanks }
    @inline(__always) _modify { yield &fields.pointee.rowRanks }
  }
  var sectionRanks: RankSelectBits {
    @inline(__always) _read { yield fields.pointee.sectionRanks }
    @inline(__always) _modify { yield &fields.pointee.sectionRanks }
  }
  var shownSections: [UInt32] {
    @inline(__always) _read { yield fields.pointee.shownSections }
    @inline(__always) _modify { yield &fields.pointee.shownSections }
  }
  var accordionExpanded: [[Int]] {
    @inline(__always) _read { yield fields.pointee.accordionExpanded }
    @inline(__always) _modify { yield &fields.pointee.accordionExpanded }
  }
  var search: SearchFilter {
    @inline(__always) _read { yield fields.pointee.search }
    @inline(__always) _modify { yield &fields.pointee.search }
  }
  var itemRowsInSection: [Int] {
    @inline(__always) _read { yield fields.pointee.itemRowsInSection }
    @inline(__always) _modify { yield &fields.pointee.itemRowsInSection }
  }
  var validation: ValidationFields {
    @inline(__always) _read { yield fields.pointee.validation }
    @inline(__always) _modify { yield &fields.pointee.validation }
  }
  var checksUpdatesInDebugBuilds: Bool {
    @inline(__always) _read { yield fields.pointee.checksUpdatesInDebugBuilds }
    @inline(__always) _modify { yield &fields.pointee.checksUpdatesInDebugBuilds }
  }
  var lastItemRowName: (text: String, name: ItemRowName)? {
    @inline(__always) _read { yield fields.pointee.lastItemRowName }
    @inline(__always) _modify { yield &fields.pointee.lastItemRowName }
  }
  var buffers: EventBuffers? {
    @inline(__always) _read { yield fields.pointee.buffers }
    @inline(__always) _modify { yield &fields.pointee.buffers }
  }
}
