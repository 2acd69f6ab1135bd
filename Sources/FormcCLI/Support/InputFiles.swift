import Foundation

/// Expands FILE... arguments: a folder stands for every `*.form.yaml` below it, sorted.
enum InputFiles {
  static let specSuffix = ".form.yaml"

  /// The specs `arguments` name, shown as written and read relative to `resolver`'s folder.
  static func expand(_ arguments: [String], resolver: PathResolver) throws(CommandError) -> [SpecInput] {
    var files: [SpecInput] = []
    for argument in arguments {
      let onDisk = resolver.fileSystemPath(argument)
      switch Paths.kind(onDisk) {
      case nil:
        throw CommandError("no such file or folder: \(argument)")
      case .file?:
        files.append(resolver.input(argument))
      case .folder?:
        guard let enumerator = FileManager.default.enumerator(atPath: onDisk) else {
          throw CommandError("cannot read folder: \(argument)")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
          if relative.hasSuffix(specSuffix) { found.append(relative) }
        }
        let base = argument.hasSuffix("/") ? argument : argument + "/"
        files += found.sorted().map { resolver.input(base + $0) }
      }
    }
    return files
  }
}
