import FormCompiler
import Foundation

/// Document URIs and the paths the compiler names files by.
enum DocumentURI {
  /// The path of a `file:` URI, percent-decoded (`file:///a%20b/c.form.yaml` is `/a b/c.form.yaml`); any
  /// other URI (`untitled:Untitled-1`) is its own name.
  static func path(of uri: String) -> String {
    let prefix = "file://"
    guard uri.lowercased().hasPrefix(prefix) else { return uri }
    var rest = String(uri.dropFirst(prefix.count))
    // `file://host/path`: a path starts at the first slash after the authority (empty for local files).
    if let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) } else { rest = "/" + rest }
    return rest.removingPercentEncoding ?? rest
  }

  /// What a document is to the server, from its path: the project's config, a spec, or neither.
  enum Role: Equatable {
    case spec
    case projectConfig
    case other
  }

  /// `formc.yml` is the project config; a `*.form.yaml` file, as `formc check` finds specs in a folder, or a
  /// document the editor calls `formc` (Helix's language of that name), is a spec. Other YAML files are left alone:
  /// a client that starts the server for every YAML document (VS Code's generic client does) would otherwise see
  /// docker-compose files reported as broken specs.
  static func role(path: String, languageID: String) -> Role {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "formc.yml" { return .projectConfig }
    if name.hasSuffix(FormCompiler.specFileSuffix) || languageID.lowercased() == "formc" { return .spec }
    return .other
  }
}
