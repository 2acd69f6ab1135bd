import FormDiagnostics
import Foundation

/// Turns `formc.yml`'s `inputs` into the specs to compile.
enum InputExpansion {
  /// Every spec the inputs name, in the order of the inputs (each folder's and glob's matches
  /// sorted), each once; and an error for every input that matches nothing.
  ///
  /// - Parameter folder: the folder holding `formc.yml`, as written; relative inputs are inside it.
  static func expand(
    _ inputs: [ProjectConfig.Input], relativeTo folder: String, resolver: PathResolver
  ) -> (specs: [SpecInput], diagnostics: [Diagnostic]) {
    var specs: [SpecInput] = []
    var seen = Set<String>()
    var diagnostics: [Diagnostic] = []
    for input in inputs {
      let path = Paths.join(folder, input.path)
      let location = input.location
      var found: [String]
      if Glob.isPattern(input.path) {
        let glob = Glob(path)
        found = glob.matches(resolve: resolver.fileSystemPath)
        if found.isEmpty {
          diagnostics.append(
            Diagnostic(
              kind: .configInputNoMatch, message: "input '\(input.path)' matches no files", at: location,
              notes: misnamedSpecNotes(below: glob.base, resolver: resolver)))
        }
      } else {
        switch Paths.kind(resolver.fileSystemPath(path)) {
        case nil:
          diagnostics.append(
            Diagnostic(
              kind: .configInputNoMatch, message: "input '\(input.path)' matches no file or folder", at: location))
          found = []
        case .file?:
          found = [path]
        case .folder?:
          let listing = InputFiles.listing(ofFolder: path, resolver: resolver)
          found = (listing?.specs ?? []).map { Paths.join(path, $0) }
          if found.isEmpty {
            diagnostics.append(
              Diagnostic(
                kind: .configInputNoMatch,
                message: "input '\(input.path)' is a folder with no \(InputFiles.specSuffix) files below it",
                at: location,
                notes: misnamedSpecNotes(below: path, resolver: resolver)))
          }
        }
      }
      for path in found {
        let spec = resolver.input(path)
        if seen.insert(spec.fileSystemPath).inserted { specs.append(spec) }
      }
    }
    return (specs, diagnostics)
  }

  /// The note naming a YAML file below `folder` (as written) that is not named like a spec; none when there is
  /// none, or `folder` is the empty base of a glob like `*.yaml`.
  private static func misnamedSpecNotes(below folder: String, resolver: PathResolver) -> [DiagnosticNote] {
    guard !folder.isEmpty, Paths.kind(resolver.fileSystemPath(folder)) == .folder,
      let listing = InputFiles.listing(ofFolder: folder, resolver: resolver)
    else { return [] }
    return InputFiles.misnamedSpecNote(listing.misnamed.map { Paths.join(folder, $0) }).map { [$0] } ?? []
  }
}
