import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// The `style` column of the compiled form (issue 57): written and read back, carried by `FormRow.style`, and
/// refused by the loader where it does not fit the row.
@Suite struct StyleLoadingTests {
  static let spec = """
    form: Party
    sections:
      - id: main
        rows:
          - {id: size, kind: choice, options: [s, m, l], style: segmented}
          - {id: day, kind: date, style: wheel}
          - {id: guests, kind: number, min: 1, max: 12, style: stepper}
          - {id: open, kind: number, placeholder: any}
          - {id: name, kind: text, placeholder: Name}
    """

  static func form() throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "party.form.yaml", text: spec))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.form)
  }

  @Test func theColumnRoundTripsAndReachesTheRows() throws {
    let form = try Self.form()
    #expect(form.presentation.style == [.segmented, .wheel, .stepper, nil, nil])
    let json = String(decoding: form.jsonData(), as: UTF8.self)
    #expect(json.contains("\"style\":[\"segmented\",\"wheel\",\"stepper\",null,null]"))
    let reloaded = try CompiledForm(jsonData: Data(json.utf8))
    #expect(reloaded == form)
    // The Codable conformance reads the same form.
    #expect(try JSONDecoder().decode(CompiledForm.self, from: Data(json.utf8)) == form)
    let engine = try FormEngine(form: reloaded)
    #expect(engine.row("size")?.style == .segmented)
    #expect(engine.row("day")?.style == .wheel)
    #expect(engine.row("guests")?.style == .stepper)
    #expect(engine.row("open")?.style == nil)
  }

  @Test func theLoaderRefusesStylesThatDoNotFit() throws {
    let form = try Self.form()
    func refusal(_ change: (inout CompiledForm) -> Void) -> String? { form.refusal(after: change) }
    try form.validate()
    // Entries: size (choice), day (date), guests (number), open (number), name (text).
    #expect(refusal { $0.presentation.style[4] = .menu } == "presentation[4]: a text row cannot have a style")
    #expect(
      refusal { $0.presentation.style[1] = .segmented }
        == "presentation.style[1]: a date row cannot have the style segmented (its styles: compact, inline, wheel)")
    #expect(
      refusal { $0.presentation.style[3] = .stepper }
        == "presentation.style[3]: a stepper needs its row's value to have a min and a max")
    #expect(refusal { $0.presentation.style[3] = .field } == nil)
    #expect(refusal { $0.presentation.style.removeLast() }?.contains("different lengths") == true)
    // A stepper whose value lost a bound.
    let guests = try #require(form.rows.value[2] >= 0 ? form.rows.value[2] : nil)
    #expect(refusal { $0.values[guests].max = nil }?.contains("a stepper needs") == true)
  }

  @Test func theReaderRefusesAnUnknownStyleAndAMissingColumn() throws {
    let json = String(decoding: try Self.form().jsonData(), as: UTF8.self)
    let unknown = json.replacingOccurrences(of: "\"segmented\"", with: "\"tabs\"")
    #expect(throws: CompiledFormError.self) { try CompiledForm(jsonData: Data(unknown.utf8)) }
    do {
      _ = try CompiledForm(jsonData: Data(unknown.utf8))
    } catch {
      #expect(error.message.contains("presentation.style[0]"), "\(error.message)")
    }
    let missing = json.replacingOccurrences(of: ",\"style\":[\"segmented\",\"wheel\",\"stepper\",null,null]", with: "")
    #expect(missing != json)
    do {
      _ = try CompiledForm(jsonData: Data(missing.utf8))
      Issue.record("a presentation table without its style column loaded")
    } catch {
      #expect(error.message.contains("style"), "\(error.message)")
    }
  }
}
