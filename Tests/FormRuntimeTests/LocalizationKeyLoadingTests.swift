import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// The compiled form's `keys` (the spec's `key:` overrides) are untrusted input like every other table: a tampered
/// key, or columns that do not fit the tables, are a `CompiledFormError` naming where, never a trap.
@Suite struct LocalizationKeyLoadingTests {
  static let spec = """
    form: Shop
    key: Store
    sections:
      - id: main
        key: Common.main
        header: Main
        rows:
          - {id: email, kind: text, title: Email, key: Common.email}
          - {id: size, kind: choice, options: [S, M], title: Size}
      - id: items
        list: {groupBy: team}
        rows:
          - {id: team, kind: choice, options: [red, blue]}
    """

  static func json() throws -> [String: Any] {
    let form = try #require(FormCompiler.compile(SourceText(path: "shop.form.yaml", text: spec)).form)
    return try #require(try JSONSerialization.jsonObject(with: form.jsonData()) as? [String: Any])
  }

  private func expectRejected(
    _ mutate: (inout [String: Any]) -> Void, _ expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    var object = try Self.json()
    var keys = try #require(object["keys"] as? [String: Any])
    mutate(&keys)
    object["keys"] = keys
    let data = try JSONSerialization.data(withJSONObject: object)
    do {
      _ = try CompiledForm(jsonData: data)
      Issue.record("accepted tampered keys; expected: \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
    }
  }

  @Test func theUntamperedFormLoads() throws {
    let data = try JSONSerialization.data(withJSONObject: try Self.json())
    let form = try CompiledForm(jsonData: data)
    #expect(form.localizationKeys.form == "Store")
    #expect(form.rowTextKey(0) == "Common.email.title")
    #expect(form.rowTextKey(1) == "Store.size.title")
  }

  @Test func aTamperedKeyIsRefusedWithItsPlace() throws {
    try expectRejected(
      { $0["rows"] = ["Common..email", NSNull(), NSNull()] },
      "keys.rows[0] is not a localization key: it has an empty component ('..')")
    try expectRejected(
      { $0["rows"] = [NSNull(), "", NSNull()] }, "keys.rows[1] is not a localization key: it is empty")
    try expectRejected(
      { $0["sections"] = [".main", NSNull(), NSNull(), NSNull()] },
      "keys.sections[0] is not a localization key: it starts with '.'")
    try expectRejected({ $0["form"] = "Store." }, "keys.form is not a localization key: it ends with '.'")
    try expectRejected(
      { $0["form"] = "Store\nx" }, "keys.form is not a localization key: it contains white space (U+000A)")
    try expectRejected(
      { $0["form"] = "Store\u{200B}x" },
      "keys.form is not a localization key: it contains an invisible formatting character (U+200B)")
    try expectRejected(
      { $0["form"] = "Store\u{0}x" }, "keys.form is not a localization key: it contains a control character (U+0000)")
  }

  @Test func columnsThatDoNotFitTheTablesAreRefused() throws {
    try expectRejected(
      { $0["rows"] = ["a"] }, "keys.rows has 1 entries; it must be empty or have one per row (3)")
    try expectRejected(
      { $0["sections"] = ["a", NSNull()] }, "keys.sections has 2 entries; it must be empty or have one per section (4)")
    // The table sections of a grouped list share its key.
    try expectRejected(
      { $0["sections"] = [NSNull(), "Shop.items", NSNull(), NSNull()] },
      "keys.sections[2] differs from keys.sections[1]: the table sections of list 'items' share its key")
    try expectRejected({ $0["rows"] = "Common.email" }, "keys.rows")
  }

  /// A form built in code with bad keys is refused by the engine too.
  @Test func anEngineRefusesBadKeysBuiltInCode() throws {
    var form = try #require(FormCompiler.compile(SourceText(path: "shop.form.yaml", text: Self.spec)).form)
    form.localizationKeys.rows = ["a b", nil, nil]
    #expect(throws: CompiledFormError.self) { try FormEngine(form: form) }
  }
}
