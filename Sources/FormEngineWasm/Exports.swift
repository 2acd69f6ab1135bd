import FormPreview

// The C-ABI functions the preview page calls (docs/preview.md, "The engine's exports"). Each
// one moves bytes between the page's memory and a `PreviewSession`, which does the work and is
// tested natively; nothing here decides anything.
//
// The module runs on the page's one thread, which is why the state below may be global and
// unsynchronized.

/// The engine of the page.
nonisolated(unsafe) private var session = PreviewSession()
/// The last call's result.
nonisolated(unsafe) private var result = ResultBuffer()

/// The contract's version, which the page checks before anything else.
@_cdecl("formc_abi_version")
public func formcABIVersion() -> Int32 { 3 }

/// A buffer of `length` bytes for the page to write an input into; nil when out of memory.
@_cdecl("formc_alloc")
public func formcAlloc(_ length: Int32) -> UnsafeMutableRawPointer? {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(length, 1)), alignment: 1)
}

/// Frees a buffer from `formc_alloc`.
@_cdecl("formc_free")
public func formcFree(_ pointer: UnsafeMutableRawPointer?) { pointer?.deallocate() }

/// Where the last call's result is.
@_cdecl("formc_result_ptr")
public func formcResultPointer() -> UnsafeMutablePointer<UInt8>? { result.bytes }

/// The length in bytes of the last call's result.
@_cdecl("formc_result_len")
public func formcResultLength() -> Int32 { Int32(truncatingIfNeeded: result.count) }

/// Loads a compiled form's JSON; the result is the form view or the loader's message.
@_cdecl("formc_load")
public func formcLoad(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
  reply(session.load(bytes(pointer, length)))
}

/// Replays one event line; the result is simulate's object for it, with its reconfigured rows.
@_cdecl("formc_send")
public func formcSend(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
  reply(session.send(bytes(pointer, length)))
}

/// The layout as `formc simulate --layout` prints it.
@_cdecl("formc_layout")
public func formcLayout() -> Int32 { reply(session.layout) }

/// The saved values as `formc simulate --dump-state` prints them.
@_cdecl("formc_state")
public func formcState() -> Int32 { reply(session.state) }

/// The form view.
@_cdecl("formc_form")
public func formcForm() -> Int32 { reply(session.form) }

/// The row views of a JSON array of row ids.
@_cdecl("formc_rows")
public func formcRows(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
  reply(session.rows(bytes(pointer, length)))
}

/// The ids of the rows shown at a JSON array of index paths.
@_cdecl("formc_rows_at")
public func formcRowsAt(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
  reply(session.rowIDs(bytes(pointer, length)))
}

/// The section views of a JSON array of shown section indexes and ids.
@_cdecl("formc_sections")
public func formcSections(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
  reply(session.sections(bytes(pointer, length)))
}

/// The input the page wrote, copied out of its buffer (empty for a null pointer or a
/// non-positive length).
private func bytes(_ pointer: UnsafeRawPointer?, _ length: Int32) -> [UInt8] {
  guard let pointer, length > 0 else { return [] }
  return Array(UnsafeRawBufferPointer(start: pointer, count: Int(length)))
}

/// Keeps the reply's text as the result, and gives its status.
private func reply(_ reply: PreviewReply) -> Int32 {
  result.replace(with: reply.text)
  return reply.status.rawValue
}
