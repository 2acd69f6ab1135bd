import Foundation

/// Glob patterns for `formc.yml`'s inputs: `*` matches any run of characters within one path
/// component, `?` one character, and a `**` component any number of folders (none included).
///
/// As in shells, a name starting with `.` is matched only by a pattern component that starts
/// with `.` too, and `**` does not descend into hidden folders or through symbolic links.
struct Glob: Sendable {
  let pattern: String
  /// The leading components without wildcards: the folder the search starts from.
  let base: String
  /// The components after `base`, at least one of them with a wildcard.
  let components: [String]

  /// Whether `text` has a wildcard, so it is a glob rather than a file or folder.
  static func isPattern(_ text: String) -> Bool {
    text.contains("*") || text.contains("?")
  }

  init(_ pattern: String) {
    self.pattern = pattern
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let literal = parts.prefix { !Glob.isPattern($0) }
    var base = literal.joined(separator: "/")
    if Paths.isAbsolute(pattern) { base = "/" + base }
    self.base = base
    self.components = Array(parts.dropFirst(literal.count))
  }

  /// The regular files the pattern matches, as paths written like the pattern (`base/…`), sorted.
  ///
  /// - Parameter resolve: where a path as written is on disk.
  func matches(resolve: (String) -> String) -> [String] {
    var found = Set<String>()
    walk(folder: base, index: 0, resolve: resolve, into: &found)
    return found.sorted()
  }

  private func walk(folder: String, index: Int, resolve: (String) -> String, into found: inout Set<String>) {
    guard index < components.count else { return }
    let component = components[index]
    let isLast = index == components.count - 1
    if component == "**" {
      // `**` as the last component matches every file below the folder.
      if isLast {
        for name in entries(of: resolve(folder)) where !name.hasPrefix(".") {
          let path = Paths.join(folder, name)
          switch kind(resolve(path), followLinks: true) {
          case .file?: found.insert(path)
          case .folder?:
            if kind(resolve(path), followLinks: false) == .folder {
              walk(folder: path, index: index, resolve: resolve, into: &found)
            }
          case nil: break
          }
        }
        return
      }
      walk(folder: folder, index: index + 1, resolve: resolve, into: &found)  // no folder
      for name in entries(of: resolve(folder)) where !name.hasPrefix(".") {
        let path = Paths.join(folder, name)
        if kind(resolve(path), followLinks: false) == .folder {
          walk(folder: path, index: index, resolve: resolve, into: &found)
        }
      }
      return
    }
    let names: [String]
    if Glob.isPattern(component) {
      names = entries(of: resolve(folder)).filter { Glob.matches(component, $0) }
    } else {
      names = [component]
    }
    for name in names {
      let path = Paths.join(folder, name)
      switch kind(resolve(path), followLinks: true) {
      case .file?: if isLast { found.insert(path) }
      case .folder?: if !isLast { walk(folder: path, index: index + 1, resolve: resolve, into: &found) }
      case nil: break
      }
    }
  }

  private func entries(of folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
  }

  /// A regular file or folder (following symbolic links or not); nil for anything else.
  private func kind(_ path: String, followLinks: Bool) -> Paths.FileKind? {
    if !followLinks {
      guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
        type != .typeSymbolicLink
      else { return nil }
    }
    return Paths.kind(path)
  }

  /// Whether one path component `name` matches the pattern component `pattern` (`*` and `?`).
  static func matches(_ pattern: String, _ name: String) -> Bool {
    if name.hasPrefix("."), !pattern.hasPrefix(".") { return false }
    let p = Array(pattern.unicodeScalars), n = Array(name.unicodeScalars)
    var pi = 0, ni = 0
    var star: Int?  // the position after the last `*` seen
    var starMatch = 0  // where in `name` that `*` started matching
    while ni < n.count {
      if pi < p.count, p[pi] == "?" || (p[pi] != "*" && p[pi] == n[ni]) {
        pi += 1
        ni += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi + 1
        starMatch = ni
        pi += 1
      } else if let resume = star {
        starMatch += 1
        ni = starMatch
        pi = resume
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
