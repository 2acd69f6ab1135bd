import FormDiagnostics
import FormRuntime
import FormYAML
import Foundation

/// Limits and settings for one compilation.
public struct CompilerOptions: Sendable {
  public var yamlLimits: YAMLLimits = .default
  public var conditionLimits = ConditionLimits()
  /// Deepest nesting of `expands`.
  public var maxExpandsDepth = 32

  public init() {}
}

/// What compiling one spec produced: its diagnostics, and the compiled form when there were no errors.
public struct CompilationResult: Sendable {
  /// The text that was compiled, for quoting source lines in diagnostics; nil when it could not be read.
  public var source: SourceText?
  /// Every problem found, in source order.
  public var diagnostics: [Diagnostic]
  public var form: CompiledForm?
  /// Where each row, section and condition of `form` was written.
  public var sourceMap: FormSourceMap?
  /// The decoded spec, when it had no errors: code generation reads its conditions.
  public var spec: FormSpec?

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The compiler: YAML loading → spec decoding → semantic checks → lowering.
public enum FormCompiler {
  /// Compiles the spec at `path`.
  ///
  /// Unreadable files, invalid UTF-8 and files over the size limit are diagnostics like any other.
  public static func compile(fileAt path: String, options: CompilerOptions = CompilerOptions()) -> CompilationResult {
    let location = SourceLocation(file: path, line: 1, column: 1)
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > options.yamlLimits.maxInputBytes
    {
      return CompilationResult(
        diagnostics: [
          Diagnostic(
            kind: .fileTooLarge,
            message: "file is \(size) bytes; the limit is \(options.yamlLimits.maxInputBytes) bytes",
            at: location)
        ])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return CompilationResult(
        diagnostics: [Diagnostic(kind: .unreadable, message: "cannot read the file", at: location)])
    }
    switch YAMLLoader.decode(bytes: [UInt8](data), path: path) {
    case .failure(let diagnostic):
      return CompilationResult(diagnostics: [diagnostic])
    case .success(let source):
      return compile(source, options: options)
    }
  }

  /// Compiles spec text.
  /// - Complexity: O(n) in the size of the text, for specs within the limits of `options`.
  public static func compile(_ source: SourceText, options: CompilerOptions = CompilerOptions()) -> CompilationResult {
    var result = CompilationResult(source: source, diagnostics: [])
    let root: YAMLNode
    switch YAMLLoader.loadSingleDocument(source, limits: options.yamlLimits) {
    case .failure(let diagnostic):
      result.diagnostics = [diagnostic]
      return result
    case .success(let node):
      root = node
    }
    var decoder = SpecDecoder(conditionLimits: options.conditionLimits, maxExpandsDepth: options.maxExpandsDepth)
    let spec = decoder.decodeForm(root)
    guard let spec else {
      result.diagnostics = decoder.reader.diagnostics.sorted
      return result
    }
    var checker = FormChecker(spec: spec, reader: decoder.reader)
    let checked = checker.check()
    result.diagnostics = checker.reader.diagnostics.sorted
    if let checked, !result.hasErrors {
      let (form, sourceMap) = FormLowering.lower(checked)
      result.form = form
      result.sourceMap = sourceMap
      result.spec = spec
    }
    return result
  }
}
