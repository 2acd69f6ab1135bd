import FormRuntimeCore

/// The first word of an event line: what the event does. The one list of the verbs, which the
/// parser reads, its messages name and each event is written back with.
enum EventVerb: String, CaseIterable {
  // In the order messages list them.
  case tap, expand, collapse, set, edit, submit, resetValidation, search, append, insert, remove, move

  /// The verbs as messages list them: `tap, expand, …, remove or move`.
  static var list: String {
    var text = ""
    for verb in allCases {
      if !text.isEmpty { text += verb == allCases.last ? " or " : ", " }
      text += verb.rawValue
    }
    return text
  }

  /// The event of a verb that names nothing (`submit`, `resetValidation`), or nil.
  var wholeFormEvent: FormEvent? {
    switch self {
    case .submit: .submit
    case .resetValidation: .resetValidation
    default: nil
    }
  }

  /// How an event of a list verb (`append`, `insert`, `move`) is written, with `list` in the
  /// list's place: `insert LIST INDEX [{…}]`, or `insert phones INDEX [{…}]`.
  func listUsage(_ list: String) -> String {
    let usage: ErrorMessage =
      switch self {
      case .insert: "insert \(list) INDEX [{…}]"
      case .move: "move \(list) FROM TO"
      default: "\(rawValue) \(list) [{…}]"
      }
    return usage.text
  }

  /// Whether the verb names a row or value (`tap NAME`, `set NAME VALUE`), rather than a list,
  /// an item, a search text or nothing.
  var namesARow: Bool {
    switch self {
    case .tap, .expand, .collapse, .set, .edit: true
    default: false
    }
  }
}

extension FormEvent {
  /// The event's verb, as event lines write it.
  var verb: EventVerb {
    switch self {
    case .tap: .tap
    case .expand: .expand
    case .collapse: .collapse
    case .set, .replace: .set
    case .search: .search
    case .append: .append
    case .insert: .insert
    case .remove: .remove
    case .move: .move
    case .edit: .edit
    case .submit: .submit
    case .resetValidation: .resetValidation
    }
  }
}
