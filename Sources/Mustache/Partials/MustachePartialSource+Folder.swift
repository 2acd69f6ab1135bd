import Foundation

extension MustachePartialSource {
  /// Partials read from files: partial `name` is the file `folder/name.fileExtension`, and its
  /// errors are reported under that path.
  ///
  /// Names may reach into subfolders (`{{>swift/header}}`) but never out of `folder`: a name that
  /// is absolute or has an empty or `..` component is treated as missing. A file that exists but
  /// cannot be read, or is not UTF-8, is an error at the tag that asked for it.
  ///
  /// - Parameters:
  ///   - folder: The folder the partials are in.
  ///   - fileExtension: The extension of the partial files, without the dot (none when empty).
  /// - Complexity: Each lookup reads and parses one file: O(its length).
  public static func folder(_ folder: String, fileExtension: String = "mustache") -> MustachePartialSource {
    MustachePartialSource(templates: { name in
      guard let path = partialPath(name, folder: folder, fileExtension: fileExtension) else { return nil }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        return nil
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let text = String(data: data, encoding: .utf8) else {
        throw PartialFileError(path: path)
      }
      return try MustacheTemplate(parsing: text, name: path)
    })
  }

  /// The path of the file partial `name` is read from, or nil for a name that would leave the
  /// folder.
  static func partialPath(_ name: String, folder: String, fileExtension: String) -> String? {
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !components.contains(where: { $0 == ".." || $0.isEmpty }) else { return nil }
    let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
    return prefix + name + (fileExtension.isEmpty ? "" : "." + fileExtension)
  }
}

/// A partial file that is not valid UTF-8.
struct PartialFileError: Error, CustomStringConvertible {
  var path: String
  var description: String { "\(path) is not valid UTF-8" }
}
