/// A parsed Mustache template, ready to render any number of times.
///
/// The engine implements the Mustache specification's required modules (interpolation, sections,
/// inverted sections, comments, set delimiters, partials) and the optional inheritance
/// (`{{<parent}}`, `{{$block}}`) and dynamic names (`{{>*name}}`) modules. Lambdas are not
/// supported: ``MustacheValue`` holds data only, never code.
///
/// Choices the specification leaves open:
/// - A line holding only whitespace and non-interpolation tags (several, such as
///   `{{#a}}{{^b}}`, as well as one) stands alone and is removed from the output.
/// - A standalone partial indents every line of the partial's text except empty ones, so no
///   trailing whitespace is generated; text that data interpolates is never indented. As the
///   specification says, it is the partial's source lines that are indented: a line that opens a
///   loop and repeats (`{{#rows}}- {{.}}` + newline) is indented once, so put such a `{{#rows}}`
///   on a line of its own.
/// - Names with whitespace or empty parts (`{{a b}}`, `{{a..b}}`) are errors, not lookups.
///
/// ```swift
/// let template = try MustacheTemplate(parsing: "Hello, {{name}}!", name: "hello.mustache")
/// let text = try template.render(["name": "world"])   // "Hello, world!"
/// ```
public struct MustacheTemplate: Sendable {
  /// The default limit on nesting: of sections, blocks and parents in one template while parsing,
  /// and of sections, partials, parents and blocks together while rendering.
  public static let defaultMaxDepth = 100

  /// The name errors are reported under, such as `Templates/model.swift.mustache`.
  public let name: String
  let nodes: [Node]

  /// Parses a template.
  ///
  /// - Parameters:
  ///   - text: The template.
  ///   - name: The name errors are reported under (usually the file's path).
  ///   - maxDepth: The deepest nesting of sections, inverted sections, blocks and parents allowed.
  /// - Throws: ``MustacheError`` at the first problem: an unclosed tag, a bad delimiter change, an
  ///   empty or invalid tag name, a close tag that does not match, a section never closed, or
  ///   nesting deeper than `maxDepth`.
  /// - Complexity: O(n) in the length of the text.
  public init(parsing text: String, name: String, maxDepth: Int = defaultMaxDepth) throws(MustacheError) {
    let source = SourceText(text, name: name)
    let tokens = try TagScanner.tokens(of: source)
    let items = StandaloneLines.items(from: tokens, source: source)
    self.name = name
    self.nodes = try TreeBuilder.nodes(from: items, source: source, maxDepth: maxDepth)
  }

  /// Renders the template over `data`.
  ///
  /// - Parameters:
  ///   - data: The bottom of the context stack.
  ///   - partials: Where partial and parent tags find their templates; each is loaded at most once
  ///     per call.
  ///   - missingPartialIsError: When false (the specification's behaviour), a partial the source
  ///     does not have renders as nothing; when true, it is an error at the tag ("partial 'x' not
  ///     found"), as is a dynamic name that resolves to nothing.
  ///   - maxDepth: The deepest nesting of sections, partials, parents and blocks allowed, counted
  ///     across templates.
  /// - Returns: The rendered text.
  /// - Throws: ``MustacheError`` for a missing partial in strict mode, a partial that fails to load
  ///   or parse, or nesting deeper than `maxDepth`.
  /// - Complexity: O(size of the output) plus the lookups, each O(depth of the context stack).
  public func render(
    _ data: MustacheValue,
    partials: MustachePartialSource = .none,
    missingPartialIsError: Bool = false,
    maxDepth: Int = defaultMaxDepth
  ) throws(MustacheError) -> String {
    var renderer = Renderer(
      data: data, partials: partials, missingPartialIsError: missingPartialIsError, maxDepth: maxDepth)
    try renderer.render(nodes, in: Renderer.Scope(indentation: .none, overrides: [:]))
    return renderer.output
  }
}
