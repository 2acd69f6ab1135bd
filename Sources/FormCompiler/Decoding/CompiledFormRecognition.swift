import FormDiagnostics
import FormRuntimeCore
import FormYAML

/// Recognises a compiled form (`<Form>.formc.json`) given where a spec is expected.
///
/// JSON is YAML, so a compiled form loads, and decoding it as a spec would report each of its
/// keys the spec language does not have, each quoting the file's one long line. Its format key
/// says what it is: one error saying so is what the user needs.
enum CompiledFormRecognition {
  /// The top-level keys of the compiled format that a spec does not have, besides the version key.
  private static let compiledOnlyKeys = CompiledFormFile.layout.keys.map(\.name).filter {
    $0 != CompiledFormFile.versionKey.description && !FormKey.names.contains($0)
  }

  /// The error for a root mapping that holds the compiled format's version key, at that key; nil
  /// for anything else.
  /// - Parameter command: the `formc` command that was given the file, named in the message.
  /// - Complexity: O(k) for k top-level keys.
  static func diagnostic(for root: YAMLNode, command: String?) -> Diagnostic? {
    guard let entries = root.mapping,
      let entry = entries.first(where: { $0.key.isScalar(CompiledFormFile.versionKey.description) }),
      // With another key only the compiled format has, so that a spec that strays a
      // `formatVersion:` into it gets "unknown key", not a claim that it is compiled.
      entries.contains(where: { other in compiledOnlyKeys.contains { other.key.isScalar($0) } })
    else { return nil }
    let form = root["form"]?.scalar.map { " (form \($0.value))" } ?? ""
    let taker = "formc" + (command.map { " \($0)" } ?? "")
    // simulate takes compiled forms too, but tells them from specs by their name.
    let instead =
      command == "simulate"
      ? "formc simulate loads a compiled form from a file whose name ends in .json"
      : "\(taker) takes the spec it was compiled from"
    return Diagnostic(
      kind: .compiledFormGiven,
      message: "this is a compiled form\(form); \(instead)",
      at: entry.key.location,
      notes: [
        DiagnosticNote(
          "'formc simulate' takes a compiled form; check, compile, verify and run take specs (*.form.yaml)")
      ])
  }
}
