import FormCompiler
import FormDiagnostics
import Foundation

/// Expands FILE... arguments: a folder stands for every `*.form.yaml` below it, sorted, and a glob (`*`, `?`,
/// `**`, quoted so the shell leaves it to formc) for the files it matches, as in formc.yml's inputs.
///
/// A folder or glob that finds no spec is an error (``DiagnosticKind/noSpecFiles``): a command that checked
/// nothing must not pass because a path was wrong.
enum InputFiles {
  static let specSuffix = FormCompiler.specFileSuffix

  /// The specs `arguments` name, shown as written and read relative to `resolver`'s folder, and a diagnostic
  /// for each folder or glob that names none.
  /// - Throws: a usage error for a path where nothing is, or a folder that cannot be listed.
  static func expand(
    _ arguments: [String], resolver: PathResolver
  ) throws(CommandError) -> (specs: [SpecInput], diagnostics: [Diagnostic]) {
    var files: [SpecInput] = []
    var diagnostics: [Diagnostic] = []
    for argument in arguments {
      switch Paths.kind(resolver.fileSystemPath(argument)) {
      case nil:
        guard Glob.isPattern(argument) else { throw CommandError("no such file or folder: \(argument)") }
        let found = Glob(argument).matches(resolve: resolver.fileSystemPath)
        if found.isEmpty {
          diagnostics.append(
            noSpecFiles(
              "'\(argument)' matches no files", at: argument,
              misnamed: Glob(argument).base, resolver: resolver))
        }
        files += found.map(resolver.input)
      case .file?:
        files.append(resolver.input(argument))
      case .folder?:
        guard let listing = listing(ofFolder: argument, resolver: resolver) else {
          // The enumerator does not say why; `access` does (permission denied, most likely).
          let path = resolver.fileSystemPath(argument)
          guard access(path, R_OK | X_OK) != 0 else { throw CommandError("cannot list the folder \(argument)") }
          throw CommandError(FileReadError(errorNumber: errno).message(about: "folder \(argument)"))
        }
        if listing.specs.isEmpty {
          diagnostics.append(
            noSpecFiles(
              "folder '\(argument)' has no *\(specSuffix) files below it", at: argument,
              misnamed: listing.misnamed.map { Paths.join(argument, $0) }))
        }
        let base = argument.hasSuffix("/") ? argument : argument + "/"
        files += listing.specs.map { resolver.input(base + $0) }
      }
    }
    return (files, diagnostics)
  }

  /// What is below a folder: its specs, and the YAML files that are not specs but may have been meant as ones.
  struct FolderListing {
    /// Every `*.form.yaml` below the folder, as paths relative to it (`a/b.form.yaml`), sorted.
    var specs: [String]
    /// The `*.yaml` and `*.yml` files below it that do not end in `.form.yaml` (formc.yml aside), sorted.
    var misnamed: [String]
  }

  /// Lists `folder` (as written) and every folder below it; nil when it cannot be listed.
  static func listing(ofFolder folder: String, resolver: PathResolver) -> FolderListing? {
    guard let enumerator = FileManager.default.enumerator(atPath: resolver.fileSystemPath(folder)) else {
      return nil
    }
    var specs: [String] = []
    var misnamed: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(specSuffix) {
        specs.append(relative)
      } else if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml"),
        !["formc.yml", "formc.yaml"].contains(relative.split(separator: "/").last.map(String.init) ?? "")
      {
        misnamed.append(relative)
      }
    }
    return FolderListing(specs: specs.sorted(), misnamed: misnamed.sorted())
  }

  /// The note naming a YAML file that does not end in `.form.yaml`, when the folder of a search that found no
  /// spec has one.
  static func misnamedSpecNote(_ misnamed: [String]) -> DiagnosticNote? {
    guard let first = misnamed.first else { return nil }
    let more = misnamed.count > 1 ? " (and \(misnamed.count - 1) more .yaml file\(misnamed.count > 2 ? "s" : ""))" : ""
    return DiagnosticNote("found \(first)\(more); spec files must end in \(specSuffix)")
  }

  /// A ``DiagnosticKind/noSpecFiles`` error about `path`, which names no file rather than a place in one.
  private static func noSpecFiles(_ message: String, at path: String, misnamed: [String]) -> Diagnostic {
    Diagnostic(
      kind: .noSpecFiles, message: message, at: SourceLocation(file: path, line: 1, column: 1),
      notes: misnamedSpecNote(misnamed).map { [$0] } ?? [])
  }

  /// The same, for a glob: the misnamed YAML files are looked for below the glob's base folder, when it has one
  /// (not the current folder, which may hold anything).
  private static func noSpecFiles(
    _ message: String, at glob: String, misnamed base: String, resolver: PathResolver
  ) -> Diagnostic {
    let misnamed =
      base.isEmpty || Paths.kind(resolver.fileSystemPath(base)) != .folder
      ? [] : (listing(ofFolder: base, resolver: resolver)?.misnamed ?? []).map { Paths.join(base, $0) }
    return noSpecFiles(message, at: glob, misnamed: misnamed)
  }
}
