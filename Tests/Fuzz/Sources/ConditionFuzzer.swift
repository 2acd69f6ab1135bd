// Entry point `condition`: bytes as a condition string -> ConditionParser.parse, and the same
// string embedded as the `visible:` of a row and of a section in a small spec with rows and state
// variables of every type, so the type checker and the lowering run on it; when the spec
// compiles, the engine evaluates the lowered condition through events that change every input.
import FormCompiler
import FormDiagnostics
import FormRuntime
import FormYAML

/// The string as a YAML double-quoted scalar that libyaml reads back unchanged.
func yamlDoubleQuoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x22: out += "\\\""
    case 0x5C: out += "\\\\"
    case 0x09: out += "\\t"
    case 0x0A: out += "\\n"
    case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: out.unicodeScalars.append(scalar)
    default:
      let hex = String(scalar.value, radix: 16)
      out += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
    }
  }
  return out + "\""
}

func conditionSpec(_ quoted: String) -> String {
  """
  form: Fuzz
  state:
    flag: {type: bool}
    level: {type: int, default: 3}
    plan: {type: string, values: [free, team, 'enterprise']}
    note: {type: string}
  sections:
    - id: inputs
      accordion: true
      rows:
        - id: toggle
          kind: toggle
        - id: count
          kind: number
          min: -5
          max: 50
        - id: name
          kind: text
        - id: pick
          kind: choice
          options: [a, b, 'c d', '']
        - id: wheel
          kind: picker
          options: [x, y]
          default: y
        - id: tags
          kind: multichoice
          options: [a, b, c]
        - id: when
          kind: date
        - id: more
          expands:
            - id: inner
              kind: toggle
            - id: deeper
              expands:
                - id: leaf
                  kind: label
        - id: other
          expands:
            - id: otherChild
              kind: button
    - id: outputs
      visible: \(quoted)
      rows:
        - id: target
          visible: \(quoted)
        - id: always
  """
}

/// Events that change every input a condition can read.
let conditionEvents: [FormEvent] = [
  .tap("toggle"), .set("count", .int(7)), .set("name", .string("hi")), .set("pick", .string("a")),
  .set("wheel", .string("x")), .set("tags", .set(["a", "c"])), .expand("more"), .expand("deeper"),
  .tap("inner"), .expand("other"), .set("flag", .bool(true)), .set("level", .int(-2)),
  .set("plan", .string("enterprise")), .set("note", .string("")), .set("count", .int(50)),
  .set("pick", .string("")), .set("tags", .set([])), .set("name", .string("")), .collapse("more"),
  .set("pick", .null), .tap("toggle"), .set("level", .int(Int.max)), .set("count", .int(-5)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func conditionFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  if let expression = try? ConditionParser.parse(text) {
    _ = String(describing: expression)
  }
  let result = FormCompiler.compile(SourceText(path: "fuzz.form.yaml", text: conditionSpec(yamlDoubleQuoted(text))))
  formatDiagnostics(result)
  if let form = result.form {
    checkCompilerOutput(form)
    guard var engine = try? FormEngine(form: form) else { return 0 }
    checkLookups(engine)
    for event in conditionEvents {
      checkedSend(&engine, event)
    }
  }
  return 0
}
