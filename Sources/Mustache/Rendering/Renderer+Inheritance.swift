// Partials, parents and blocks: rendering another template, or a block's replacement, in place.

extension Renderer {
  mutating func render(_ partial: PartialNode, in scope: Scope) throws(MustacheError) {
    guard let template = try load(partial.name, at: partial.location) else { return }
    let indentation = partial.standaloneIndentation.map { Indentation(prefix: scope.indentation.apply(to: $0)) }
    let inner = Scope(indentation: indentation ?? .none, overrides: scope.overrides)
    try nested(template.nodes, at: partial.location, in: inner)
  }

  /// Renders the parent template with the tag's blocks replacing its own. Blocks passed from
  /// further out win over the tag's, so the outermost template decides.
  mutating func render(_ parent: ParentNode, in scope: Scope) throws(MustacheError) {
    guard let template = try load(parent.name, at: parent.location) else { return }
    var overrides = scope.overrides
    for (name, block) in parent.blocks where overrides[name] == nil {
      overrides[name] = BlockOverride(block: block, definitionIndentation: scope.indentation)
    }
    let indentation = parent.standaloneIndentation.map { Indentation(prefix: scope.indentation.apply(to: $0)) }
    try nested(template.nodes, at: parent.location, in: Scope(indentation: indentation ?? .none, overrides: overrides))
  }

  /// Renders the replacement passed for the block, or its default content, in the current data
  /// context. A standalone block's content loses its own indentation where it is written and takes
  /// the site's where it is rendered.
  mutating func render(_ site: BlockNode, in scope: Scope) throws(MustacheError) {
    let chosen = scope.overrides[site.name] ?? BlockOverride(block: site, definitionIndentation: scope.indentation)
    var indentation = chosen.definitionIndentation
    if chosen.block.isStandalone {
      indentation = indentation.dedented(by: indentation.apply(to: chosen.block.contentIndentation).count)
    }
    if site.isStandalone {
      indentation = indentation.indented(by: scope.indentation.apply(to: site.siteIndentation))
    }
    try nested(
      chosen.block.children, at: site.location, in: Scope(indentation: indentation, overrides: scope.overrides))
  }

  /// The template a partial or parent tag names, or nil when there is none and that is allowed.
  private mutating func load(_ name: PartialName, at location: SourceLocation) throws(MustacheError)
    -> MustacheTemplate?
  {
    let resolved: String
    switch name {
    case .fixed(let fixed):
      resolved = fixed
    case .dynamic(let dynamic):
      resolved = context.resolve(dynamic).interpolationText
      guard !resolved.isEmpty else {
        if missingPartialIsError { throw .dynamicPartialUnresolved(dynamic.text, at: location) }
        return nil
      }
    }
    if let loaded = loadedPartials[resolved] {
      return try found(loaded, resolved, at: location)
    }
    let template: MustacheTemplate?
    do {
      template = try partials.template(named: resolved)
    } catch let error as MustacheError {
      throw error
    } catch {
      throw .partialLoadFailed(resolved, reason: "\(error)", at: location)
    }
    loadedPartials[resolved] = .some(template)
    return try found(template, resolved, at: location)
  }

  private func found(_ template: MustacheTemplate?, _ name: String, at location: SourceLocation) throws(MustacheError)
    -> MustacheTemplate?
  {
    if template == nil && missingPartialIsError { throw .missingPartial(name, at: location) }
    return template
  }
}
