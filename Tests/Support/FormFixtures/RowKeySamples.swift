import FormRuntimeCore

/// A one-row spec for each kind of row and each key that only some kinds take, with a value of
/// the right shape: what the editor's offers, the compiler's refusals and the schema's
/// per-kind refusals are checked against, each test with the same specs.
public enum RowKeySamples {
  /// The keys that apply to some kinds of row only, each with a value the key takes.
  public static func values(for kind: RowKind) -> [(key: String, value: String)] {
    [
      ("options", "[a, b]"), ("min", "0"), ("max", "5"), ("precision", "2"), ("default", defaultValue(of: kind)),
      ("required", "true"), ("format", "email"), ("minLength", "1"), ("maxLength", "5"), ("pattern", "\"a+\""),
      ("minCount", "1"), ("maxCount", "2"), ("valid", "\"true\""), ("subtitle", "S"), ("placeholder", "P"),
      ("secure", "true"), ("keyboard", "email"), ("detail", "D"),
      // A style of the kind's own where it has some: a style it lacks is refused on any kind.
      ("style", RowStyle.styles(of: kind).first?.rawValue ?? "menu"),
    ]
  }

  /// A `default:` of `kind`'s type (null for the kinds without a value, which refuse any).
  static func defaultValue(of kind: RowKind) -> String {
    switch kind.valueType {
    case .bool: "true"
    case .int: "1"
    case .decimal: "1.5"
    case .string: "x"
    case .set: "[a]"
    case .date: "\"2026-12-08\""
    case .option, nil: "null"
    }
  }

  /// A form whose only row is of `kind` (written as `kind:`, or left out for the default kind
  /// when `writingKind` is false) with `key: value`, and options when the kind needs them.
  public static func spec(kind: RowKind, key: String, value: String, writingKind: Bool = true) -> String {
    let options = key != "options" && [.choice, .picker, .multichoice].contains(kind) ? ", options: [a, b]" : ""
    let kindKey = writingKind ? "kind: \(kind.rawValue), " : ""
    return "form: M\nsections:\n  - id: main\n    rows:\n      - {id: r, \(kindKey)\(key): \(value)\(options)}\n"
  }
}
