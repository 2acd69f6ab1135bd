import FormRuntimeCore
import Foundation

/// A ``TemplateContext``'s compiled form (`tables`), encoded as the JSON `formc compile` writes:
/// the core's JSON text read into a `JSONValue` tree, which encodes what it read. The compiler
/// depends on the runtime's core alone, so the compiled format's `Codable` conformances
/// (FormRuntime's) are not at hand; the two give the same JSON, which `TemplateContextJSONTests`
/// checks.
@propertyWrapper
public struct CompiledFormContextJSON: Encodable, Sendable {
  public var wrappedValue: CompiledForm

  public init(wrappedValue: CompiledForm) {
    self.wrappedValue = wrappedValue
  }

  /// - Complexity: O(b log k) for b bytes of JSON and objects of at most k keys.
  public func encode(to encoder: any Encoder) throws {
    try JSONDecoder().decode(JSONValue.self, from: Data(wrappedValue.jsonUTF8())).encode(to: encoder)
  }
}
