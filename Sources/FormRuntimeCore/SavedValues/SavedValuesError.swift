/// Why saved values could not start an engine: the form does not load, or the saved values have
/// problems, every one of them listed.
public enum SavedValuesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The compiled form's tables do not fit together (as ``FormEngine/init(form:)`` throws).
  case invalidForm(CompiledFormError)
  /// The saved values do not fit the form: every problem found, in the order of the text.
  case invalidValues([SavedValuesProblem])

  /// The problems of the saved values; empty for ``invalidForm(_:)``.
  public var problems: [SavedValuesProblem] {
    if case .invalidValues(let problems) = self { return problems }
    return []
  }

  /// One line per problem (`3:14: $.toppings[1]: "anchovies" is not one of the options …`), or
  /// the form's error.
  public var description: String {
    switch self {
    case .invalidForm(let error): error.description
    case .invalidValues(let problems): problems.map({ $0.description }).joined(separator: "\n")
    }
  }
}

/// One problem of saved values: what is wrong, where in the JSON value (`$.phones[0].label`) and
/// where in the text (1-based line and column, the column counted in Unicode scalars).
public struct SavedValuesProblem: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is, for code that reacts to some (a migration that drops unknown
  /// names, say) or suggests a fix.
  public enum Kind: Hashable, Sendable {
    /// The text is not JSON (or not an object at the top level): the only problem reported, as
    /// nothing after it can be read reliably and what was found before may be about the value
    /// that is not JSON.
    case malformedJSON
    /// No value, list, field or expandable row has this name here; `candidates` are the names
    /// that would be accepted in its place (for a did-you-mean).
    case unknownName(String, candidates: [String])
    /// A name given twice in one object.
    case duplicateName(String)
    /// A name that is part of the form but holds nothing to save: a list's count (derived from
    /// its items) or a list field outside an item.
    case notSaved(String)
    /// The value has the wrong JSON type for its name.
    case wrongType
    /// The value has the right type but is not allowed: not an option, outside `min`/`max`, not
    /// an ISO-8601 date, a member listed twice.
    case invalidValue
    /// An item key that is not 1 to 64 ASCII letters, digits, `_` or `-`, or is not a string.
    case invalidKey
    /// An item key used by an earlier item of the same list.
    case duplicateKey(String)
    /// More items than the list's `max`, or fewer than its `min`.
    case itemCount
    /// An `_expanded` entry for a row without children.
    case notExpandable(String)
    /// A `_version` other than ``FormEngine/savedValuesVersion``.
    case unsupportedVersion
    /// The last problem, when there are more than a thousand: how many more there are, at the
    /// first of them.
    case tooManyProblems
  }

  public var kind: Kind
  public var message: String
  /// Where in the JSON value: `$` for the whole value, `$.email`, `$.phones[1].key`.
  public var path: String
  /// The byte offset in the text of the value or key the problem is about.
  public var offset: Int
  /// 1-based line of ``offset``.
  public var line: Int
  /// 1-based column of ``offset``, counted in Unicode scalars from the start of its line.
  public var column: Int

  public init(kind: Kind, message: String, path: String, offset: Int, line: Int, column: Int) {
    self.kind = kind
    self.message = message
    self.path = path
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// `line:column: path: message`.
  public var description: String { "\(line):\(column): \(path): \(message)" }
}

/// The lines and columns of byte offsets in UTF-8 text, for positioned problems.
enum TextPositions {
  /// Sets each problem's 1-based line and column (in Unicode scalars: UTF-8 continuation bytes
  /// do not count) from its offset, in one pass over the text, so that many problems on one long
  /// line cost no more than a few.
  /// - Complexity: O(b + p log p) for b bytes and p problems.
  static func place(_ problems: inout [SavedValuesProblem], in bytes: [UInt8]) {
    let order = StableOrder.indexes(count: problems.count) { problems[$0].offset < problems[$1].offset }
    var line = 1, column = 1, offset = 0
    for index in order {
      let target = max(0, min(problems[index].offset, bytes.count))
      while offset < target {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        offset += 1
      }
      problems[index].line = line
      problems[index].column = column
    }
  }
}
