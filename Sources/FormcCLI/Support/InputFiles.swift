import Foundation

/// Expands the FILE... arguments: a folder stands for every `*.form.yaml` below it, sorted.
enum InputFiles {
  static let specSuffix = ".form.yaml"

  static func expand(_ arguments: [String]) throws(CommandError) -> [String] {
    var files: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        throw CommandError("no such file or folder: \(argument)")
      }
      guard isDirectory.boolValue else {
        files.append(argument)
        continue
      }
      guard let enumerator = FileManager.default.enumerator(atPath: argument) else {
        throw CommandError("cannot read folder: \(argument)")
      }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(specSuffix) { found.append(relative) }
      }
      let base = argument.hasSuffix("/") ? argument : argument + "/"
      files += found.sorted().map { base + $0 }
    }
    return files
  }
}
