import FormCompiler
import FormRuntime
import Foundation
import Testing

/// The template context carries its compiled form (`tables`) through the core's JSON writer
/// (`CompiledFormContextJSON`), since the compiler does not depend on FormRuntime's `Codable`
/// conformances; templates must still receive exactly what those conformances encode.
@Suite struct TemplateContextJSONTests {
  /// A context's way of encoding the compiled form.
  struct ContextTables: Encodable {
    @CompiledFormContextJSON var tables: CompiledForm
  }

  /// FormRuntime's `Codable` conformance, what the context encoded before.
  struct CodableTables: Encodable {
    var tables: CompiledForm
  }

  /// The encoder `TemplateContext.jsonData()` uses.
  static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func everyExampleFormIsEncodedAsItsCodableConformanceEncodesIt() throws {
    #expect(exampleForms.count >= 9)
    for file in exampleForms {
      let form = try #require(FormCompiler.compile(fileAt: file.path).form, "\(file.lastPathComponent)")
      #expect(
        try Self.encoded(ContextTables(tables: form)) == Self.encoded(CodableTables(tables: form)),
        "\(file.lastPathComponent)")
    }
  }

  @Test func theContextCarriesTheTables() throws {
    let result = FormCompiler.compile(fileAt: packageRoot.appendingPathComponent("Forms/checkout.form.yaml").path)
    let context = try #require(TemplateContext(result: result, generatedBy: "test", params: [:]))
    let object = try JSONSerialization.jsonObject(with: context.jsonData()) as? [String: Any]
    let tables = try #require(object?["tables"] as? [String: Any])
    #expect(tables["formatVersion"] as? Int == CompiledForm.currentFormatVersion)
    #expect(tables["form"] as? String == result.form?.name)
  }
}
