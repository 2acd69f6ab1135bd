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
        found = Glob(path).matches(resolve: resolver.fileSystemPath)
        if found.isEmpty {
          diagnostics.append(
            Diagnostic(kind: .configInputNoMatch, message: "input '\(input.path)' matches no files", at: location))
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
          found = specFiles(inFolder: path, resolver: resolver)
          if found.isEmpty {
            diagnostics.append(
              Diagnostic(
                kind: .configInputNoMatch,
                message: "input '\(input.path)' is a folder with no \(InputFiles.specSuffix) files below it",
                at: location))
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

  /// Every `*.form.yaml` below `folder`, sorted, as `compile` and `check` expand a folder argument.
  private static func specFiles(inFolder folder: String, resolver: PathResolver) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: resolver.fileSystemPath(folder)) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(InputFiles.specSuffix) { found.append(relative) }
    }
    return found.sorted().map { Paths.join(folder, $0) }
  }
}
