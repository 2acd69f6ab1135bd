import FormCompiler
import FormDiagnostics

/// What a ``LanguageServer`` compiles with, and the parts it is given rather than owns.
public struct LanguageServerConfiguration: Sendable {
  /// The limits specs are compiled with (`maxInputBytes` included: a larger document gets one diagnostic).
  public var compilerOptions = CompilerOptions()
  /// Makes the navigation features of an analysed spec; nil serves diagnostics and code actions only, and the
  /// server then advertises no completion, hover, definition, references, rename or outline.
  public var navigation: SpecNavigationFactory?
  /// The diagnostics of a project config (`formc.yml`) from its path and text; nil leaves such files unchecked.
  public var projectConfigDiagnostics: (@Sendable (_ path: String, _ text: String) -> [Diagnostic])?
  /// The largest message body read; a larger one is skipped and answered with a parse error.
  public var maxMessageBytes = 64 * 1024 * 1024
  /// The version `initialize` reports in `serverInfo`.
  public var version: String

  public init(version: String) {
    self.version = version
  }
}
