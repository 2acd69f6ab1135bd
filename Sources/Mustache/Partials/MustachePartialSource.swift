/// Where partial (`{{>name}}`) and parent (`{{<name}}`) tags find their templates: a function from
/// a partial's name to its parsed template, or nil when there is none.
///
/// Made with ``none``, ``dictionary(_:fileExtension:)`` (texts in memory, for tests),
/// ``embedded(_:)`` (templates bundled into a program), ``folder(_:fileExtension:)`` (files
/// `DIR/name.mustache`), ``init(texts:)`` or ``init(templates:)`` (any function).
public struct MustachePartialSource: Sendable {
  private let load: @Sendable (String) throws -> MustacheTemplate?

  /// A source from a function that gives parsed templates.
  ///
  /// - Parameter templates: Gives the template of the partial called with the name, or nil. It may
  ///   throw a ``MustacheError`` (a parse error, passed on as is) or any other error (reported at
  ///   the tag that asked for the partial).
  public init(templates: @escaping @Sendable (String) throws -> MustacheTemplate?) {
    load = templates
  }

  /// A source from a function that gives template texts; errors in a partial are reported under
  /// its bare name.
  ///
  /// - Parameter texts: Gives the text of the partial called with the name, or nil.
  public init(texts: @escaping @Sendable (String) throws -> String?) {
    load = { name in
      guard let text = try texts(name) else { return nil }
      return try MustacheTemplate(parsing: text, name: name)
    }
  }

  /// The template of the partial called `name`, or nil when the source has none.
  ///
  /// - Throws: ``MustacheError`` when the partial does not parse; any other error when it cannot
  ///   be read.
  public func template(named name: String) throws -> MustacheTemplate? {
    try load(name)
  }

  /// No partials at all: every partial tag renders as nothing (or fails, in strict mode).
  public static let none = MustachePartialSource(templates: { _ in nil })

  /// Partials from texts by name, parsed when a rendering first asks for them (so one that is
  /// never used cannot fail a rendering).
  ///
  /// - Parameters:
  ///   - texts: The partial texts by name.
  ///   - fileExtension: When given, errors in partial `header` are reported under
  ///     `header.<fileExtension>`; otherwise under `header`.
  /// - Complexity: Each lookup O(1) on average, plus O(length) to parse the partial.
  public static func dictionary(_ texts: [String: String], fileExtension: String? = nil) -> MustachePartialSource {
    MustachePartialSource(templates: { name in
      guard let text = texts[name] else { return nil }
      return try MustacheTemplate(parsing: text, name: fileExtension.map { "\(name).\($0)" } ?? name)
    })
  }

  /// Templates bundled into a program, by name; errors in one are reported under `name.mustache`.
  ///
  /// - Parameter texts: The template texts by name, without the `.mustache` extension.
  public static func embedded(_ texts: [String: String]) -> MustachePartialSource {
    dictionary(texts, fileExtension: "mustache")
  }
}
