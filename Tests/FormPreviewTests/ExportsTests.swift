import FormEngineWasm
import FormPreview
import Testing

/// The C-ABI exports, called natively as the page calls them: bytes in through `formc_alloc`,
/// the result read at `formc_result_ptr`. One test, as the exports keep one global session.
@Suite(.serialized) struct ExportsTests {
  /// Writes `text` into a buffer from `formcAlloc`, calls `call` with it, frees it; the status
  /// and the result text.
  private func call(_ text: String, _ call: (UnsafeRawPointer?, Int32) -> Int32) -> (Int32, String) {
    let bytes = Array(text.utf8)
    let buffer = formcAlloc(Int32(bytes.count))
    buffer?.copyMemory(from: bytes, byteCount: bytes.count)
    let status = call(buffer.map { UnsafeRawPointer($0) }, Int32(bytes.count))
    formcFree(buffer)
    return (status, result())
  }

  private func result() -> String {
    let count = Int(formcResultLength())
    guard let start = formcResultPointer(), count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  @Test func theExportsMoveThePreviewSessionsReplies() throws {
    #expect(formcABIVersion() == 3)
    #expect(formcLayout() == PreviewStatus.noForm.rawValue)
    let json = String(decoding: try exampleForm("pizza.form.yaml").jsonUTF8(), as: UTF8.self)
    var session = PreviewSession()
    let loaded = session.load(Array(json.utf8))
    #expect(call(json, formcLoad) == (0, loaded.text))
    for line in ["tap large", "tap lrage", "# nothing", "search che", "submit"] {
      let reply = session.send(Array(line.utf8))
      #expect(call(line, formcSend) == (reply.status.rawValue, reply.text))
    }
    #expect(formcLayout() == 0 && result() == session.layout.text)
    #expect(formcState() == 0 && result() == session.state.text)
    #expect(formcForm() == 0 && result() == session.form.text)
    #expect(call(#"["large", "x"]"#, formcRows) == (0, session.rows(Array(#"["large", "x"]"#.utf8)).text))
    #expect(call("[[0, 0], [9, 9]]", formcRowsAt) == (0, session.rowIDs(Array("[[0, 0], [9, 9]]".utf8)).text))
    #expect(call("[0, \"toppings\"]", formcSections) == (0, session.sections(Array("[0, \"toppings\"]".utf8)).text))
    // No input at all is an empty line: blank, with an empty result.
    #expect(formcSend(nil, 0) == PreviewStatus.blank.rawValue && formcResultLength() == 0)
    #expect(call("{", formcLoad).0 == PreviewStatus.failed.rawValue)
  }
}
