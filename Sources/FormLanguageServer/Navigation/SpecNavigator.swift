import FormCompiler
import FormDiagnostics
import FormYAML

/// The editor features of one version of a spec's text (``SpecNavigation``), answered from its YAML tree and its
/// conditions' tokens, so that a spec with errors still has them.
///
/// Make one with ``make(path:text:compilation:)``, which is a ``SpecNavigationFactory``.
public struct SpecNavigator: SpecNavigation {
  let source: SourceText
  /// The names and places of the text; empty when it is not one YAML document.
  let index: SpecIndex

  /// The navigation of `text`, read from the compilation's source when it has one.
  /// - Complexity: O(n) for a text of n characters.
  public init(path: String, text: String, compilation: CompilationResult) {
    let source = compilation.source ?? SourceText(path: path, text: text)
    self.init(source: source)
  }

  init(source: SourceText) {
    self.source = source
    switch YAMLLoader.loadSingleDocument(source) {
    case .success(let root): index = SpecIndexBuilder.index(of: root)
    case .failure: index = SpecIndex()
    }
  }

  /// Makes a navigator: the ``SpecNavigationFactory`` the server is given.
  public static func make(path: String, text: String, compilation: CompilationResult) -> any SpecNavigation {
    SpecNavigator(path: path, text: text, compilation: compilation)
  }

  public func outline() -> [OutlineSymbol] {
    var children = Array(repeating: [OutlineSymbol](), count: index.outline.count)
    var roots: [OutlineSymbol] = []
    // Children come after their parent, so going backwards finishes each entry before its parent takes it.
    for (position, entry) in index.outline.enumerated().reversed() {
      var symbol = entry.symbol
      symbol.children = children[position].reversed()
      if entry.parent >= 0 { children[entry.parent].append(symbol) } else { roots.append(symbol) }
    }
    return roots.reversed()
  }
}

/// A name the cursor is on: its text and span, and the declaration it is when it is one.
struct NameAtCursor {
  var name: String
  var span: TextSpan
  var isDeclaration: Bool
}

extension SpecNavigator {
  /// The declared or read name at `position`.
  /// - Complexity: O(d + u) for d declarations and u uses.
  func name(at position: TextPosition) -> NameAtCursor? {
    if let declaration = index.declarations.first(where: { $0.span.touches(position) }) {
      return NameAtCursor(name: declaration.name, span: declaration.span, isDeclaration: true)
    }
    if let use = index.uses.first(where: { $0.span.touches(position) }) {
      return NameAtCursor(name: use.name, span: use.span, isDeclaration: false)
    }
    return nil
  }

  public func definition(at position: TextPosition) -> TextSpan? {
    guard let name = name(at: position) else { return nil }
    return index.declaration(named: name.name)?.span
  }

  public func references(at position: TextPosition, includingDeclaration: Bool) -> [TextSpan] {
    guard let name = name(at: position), index.declaration(named: name.name) != nil else { return [] }
    let declarations = includingDeclaration ? index.declarations.filter { $0.name == name.name }.map(\.span) : []
    return declarations + index.uses.filter { $0.name == name.name }.map(\.span)
  }
}
