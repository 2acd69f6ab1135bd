import TextEscaping

/// Walks a parsed template over the data and writes the output.
///
/// Recursion follows the tree: a section, partial, parent or block rendered inside another adds
/// one level, and more than `maxDepth` levels is an error, so no data or template (a partial that
/// includes itself, say) can exhaust the call stack.
struct Renderer {
  /// What a rendering level passes down.
  struct Scope {
    /// How source lines are re-indented here.
    var indentation: Indentation
    /// The blocks replaced by the enclosing parent tags, by name.
    var overrides: [String: BlockOverride]
  }

  /// A block passed to a parent template, with the indentation in force where it was written.
  struct BlockOverride {
    var block: BlockNode
    var definitionIndentation: Indentation
  }

  let partials: MustachePartialSource
  let missingPartialIsError: Bool
  let maxDepth: Int
  var output = ""
  var context: ContextStack
  var depth = 0
  /// Partials loaded during this rendering, by name (`nil` when the source has none).
  var loadedPartials: [String: MustacheTemplate?] = [:]

  init(data: MustacheValue, partials: MustachePartialSource, missingPartialIsError: Bool, maxDepth: Int) {
    self.partials = partials
    self.missingPartialIsError = missingPartialIsError
    self.maxDepth = maxDepth
    context = ContextStack(root: data)
  }

  mutating func render(_ nodes: [Node], in scope: Scope) throws(MustacheError) {
    for node in nodes {
      switch node {
      case .text(let text):
        output += text
      case .lineStart(let whitespace):
        scope.indentation.write(whitespace, to: &output)
      case .variable(let name, let escaped):
        let text = context.resolve(name).interpolationText
        if escaped { output.appendEscaped(text, by: HTMLEscaping.self) } else { output += text }
      case .section(let section):
        try render(section, in: scope)
      case .partial(let partial):
        try render(partial, in: scope)
      case .parent(let parent):
        try render(parent, in: scope)
      case .block(let block):
        try render(block, in: scope)
      }
    }
  }

  private mutating func render(_ section: SectionNode, in scope: Scope) throws(MustacheError) {
    let value = context.resolve(section.name)
    if section.isInverted {
      if !value.isTruthy { try nested(section.children, at: section.location, in: scope) }
      return
    }
    guard value.isTruthy else { return }
    if case .array(let elements) = value {
      for element in elements {
        try nested(section.children, pushing: element, at: section.location, in: scope)
      }
    } else {
      try nested(section.children, pushing: value, at: section.location, in: scope)
    }
  }

  /// Renders `nodes` one level deeper, with `value` on top of the context stack if given.
  mutating func nested(
    _ nodes: [Node], pushing value: MustacheValue? = nil, at location: SourceLocation, in scope: Scope
  ) throws(MustacheError) {
    guard depth < maxDepth else { throw .nestingTooDeep(limit: maxDepth, at: location) }
    depth += 1
    if let value { context.push(value) }
    defer {
      depth -= 1
      if value != nil { context.pop() }
    }
    try render(nodes, in: scope)
  }
}
