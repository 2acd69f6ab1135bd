import FormDiagnostics
import FormRuntimeCore
import FormYAML
import Foundation

/// Limits and settings for one compilation.
public struct CompilerOptions: Sendable {
  public var yamlLimits: YAMLLimits = .default
  public var conditionLimits = ConditionLimits()
  /// Deepest nesting of `expands`.
  public var maxExpandsDepth = 32
  /// The `formc` command compiling (`check`, `verify`…), for the messages that name it (a
  /// compiled form given where a spec is expected); nil outside the command line.
  public var command: String?

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
  /// The checked form with every name bound, when it had no errors: code generation reads it.
  public var resolvedForm: ResolvedForm?

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The compiler, as its stages: YAML loading → spec decoding → checks and resolution → lowering → the traps the
/// compiled form sets (and, from the same resolved form, code generation: ``TemplateContext``).
///
/// Each stage takes the previous stage's value and the run's diagnostics, and returns its own type (nil when it
/// found errors that stop the stages after it); each can be called alone.
///
///     SourceText ─load→ YAMLNode ─decode→ FormSpec ─check→ ResolvedForm ─lower→ CompiledForm + FormSourceMap
///                                                          checkValidation (errors)      ┴─findTraps→ warnings
public enum FormCompiler {
  /// How a spec file's name ends: what `formc check DIR` and `formc lsp` take to be specs.
  public static let specFileSuffix = ".form.yaml"

  /// Compiles the spec at `path`, read by ``FileReader`` (so a pipe or a device file is read as a stream).
  ///
  /// Unreadable files (each cause with its own message), invalid UTF-8 and files over the size limit are
  /// diagnostics like any other.
  public static func compile(fileAt path: String, options: CompilerOptions = CompilerOptions()) -> CompilationResult {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path, limit: options.yamlLimits.maxInputBytes)
    } catch {
      return CompilationResult(diagnostics: [error.diagnostic(file: path)])
    }
    return compile(bytes: bytes, path: path, options: options)
  }

  /// Compiles the bytes of a spec read from `path` (the name its diagnostics carry).
  public static func compile(bytes: [UInt8], path: String, options: CompilerOptions = CompilerOptions())
    -> CompilationResult
  {
    switch YAMLLoader.decode(bytes: bytes, path: path) {
    case .failure(let diagnostic):
      return CompilationResult(diagnostics: [diagnostic])
    case .success(let source):
      return compile(source, options: options)
    }
  }

  /// Compiles spec text: the stages in order.
  /// - Complexity: O(n) in the size of the text, for specs within the limits of `options`.
  public static func compile(_ source: SourceText, options: CompilerOptions = CompilerOptions()) -> CompilationResult {
    var diagnostics = DiagnosticCollector()
    guard let root = load(source, options: options, diagnostics: &diagnostics),
      let spec = decode(root, options: options, diagnostics: &diagnostics),
      let resolved = check(spec, diagnostics: &diagnostics)
    else { return CompilationResult(source: source, diagnostics: diagnostics.sorted) }
    let (form, sourceMap) = lower(resolved)
    guard checkValidation(form, sourceMap: sourceMap, diagnostics: &diagnostics) else {
      return CompilationResult(source: source, diagnostics: diagnostics.sorted)
    }
    findTraps(form, sourceMap: sourceMap, diagnostics: &diagnostics)
    return CompilationResult(
      source: source, diagnostics: diagnostics.sorted, form: form, sourceMap: sourceMap, resolvedForm: resolved)
  }

  /// Stage 1: the YAML tree of one document.
  /// - Returns: the root node, or nil after reporting why the text is not one YAML document within the limits.
  public static func load(
    _ source: SourceText, options: CompilerOptions = CompilerOptions(), diagnostics: inout DiagnosticCollector
  ) -> YAMLNode? {
    switch YAMLLoader.loadSingleDocument(source, limits: options.yamlLimits) {
    case .failure(let diagnostic):
      diagnostics.report(diagnostic)
      return nil
    case .success(let node):
      return node
    }
  }

  /// Stage 2: the spec the tree spells, every value decoded (conditions parsed, each distinct text once).
  /// - Returns: the spec, or nil when it has no usable `form:` name; the spec may still have reported errors,
  ///   which the checks do not repeat.
  public static func decode(
    _ root: YAMLNode, options: CompilerOptions = CompilerOptions(), diagnostics: inout DiagnosticCollector
  ) -> FormSpec? {
    if let compiledForm = CompiledFormRecognition.diagnostic(for: root, command: options.command) {
      diagnostics.report(compiledForm)
      return nil
    }
    var decoder = SpecDecoder(
      conditionLimits: options.conditionLimits, maxExpandsDepth: options.maxExpandsDepth, diagnostics: diagnostics)
    let spec = decoder.decodeForm(root)
    diagnostics = decoder.diagnostics
    return spec
  }

  /// Stage 3: the checks, and the form they resolve: every name bound, every condition typed once.
  /// - Returns: the resolved form, or nil when the spec (decoding included) has errors.
  public static func check(_ spec: FormSpec, diagnostics: inout DiagnosticCollector) -> ResolvedForm? {
    var checker = FormChecker(spec: spec, diagnostics: diagnostics)
    let resolved = checker.check()
    diagnostics = checker.diagnostics
    return resolved
  }

  /// Stage 4: the compiled form the runtime loads, and where each of its parts was written.
  /// - Complexity: O(n + c) for n rows and c condition tokens.
  public static func lower(_ resolved: ResolvedForm) -> (CompiledForm, FormSourceMap) {
    FormLowering.lower(resolved)
  }

  /// Stage 4b: the checks that need the lowered form, each on what the loader checks too: what validation derives
  /// must not depend on itself (``ValidationCycle``), and a list's template rows read no validation flag outside
  /// their own item (``TemplateFlagReads``); and one on the keys the texts are localized under: no two different
  /// texts under one key (``LocalizationKeyCollisions``).
  /// - Returns: false after reporting an error (the form would not load).
  /// - Complexity: O(n + s + c + r) for n rows, s sections, c condition instructions and r rules.
  public static func checkValidation(
    _ form: CompiledForm, sourceMap: FormSourceMap, diagnostics: inout DiagnosticCollector
  ) -> Bool {
    let errors =
      TemplateFlagReads.diagnostics(form: form, sourceMap: sourceMap)
      + [ValidationCycle.diagnostic(form: form, sourceMap: sourceMap)].compactMap { $0 }
      + LocalizationKeyCollisions.diagnostics(form: form, sourceMap: sourceMap)
    for error in errors { diagnostics.report(error) }
    return errors.isEmpty
  }

  /// Stage 5: warnings about what the compiled form does that its author likely did not mean, as far as the spec
  /// alone decides it (``FormTraps``): a row that tapping hides, an expandable row whose children can never be
  /// shown. (`formc verify` explores for the cases this leaves undecided.)
  /// - Complexity: O(n · d) for n rows and d the depth of `expands`, plus a bounded number of condition evaluations.
  public static func findTraps(
    _ form: CompiledForm, sourceMap: FormSourceMap, diagnostics: inout DiagnosticCollector
  ) {
    for warning in FormTraps(form: form).diagnostics(form: form, sourceMap: sourceMap) {
      diagnostics.report(warning)
    }
  }
}
