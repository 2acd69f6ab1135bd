/// How the leading whitespace of each source line is rewritten while rendering.
///
/// The specification describes indentation as text edits made before rendering: a standalone
/// partial has the whitespace before its tag "prepended to each line"; a standalone block has its
/// own indentation removed and the site's added. Both edits touch only the start of lines, so a
/// chain of them is one function of a line's leading whitespace `w`: `prefix + w.dropFirst(drop)`.
/// Composing stays in that form, which is what this type stores.
struct Indentation: Sendable, Equatable {
  /// Written before what is left of each line's own whitespace.
  var prefix: String
  /// How many characters of each line's own whitespace are removed.
  var drop: Int

  /// The identity: lines keep their whitespace.
  static let none = Indentation(prefix: "", drop: 0)

  /// Starts fresh with every line indented by `prefix`.
  init(prefix: String, drop: Int = 0) {
    self.prefix = prefix
    self.drop = drop
  }

  /// This rewrite followed by prepending `indentation`.
  func indented(by indentation: String) -> Indentation {
    Indentation(prefix: indentation + prefix, drop: drop)
  }

  /// This rewrite followed by removing `count` leading whitespace characters.
  func dedented(by count: Int) -> Indentation {
    if count <= prefix.count {
      return Indentation(prefix: String(prefix.dropFirst(count)), drop: drop)
    }
    return Indentation(prefix: "", drop: drop + count - prefix.count)
  }

  /// The rewritten form of a line's leading whitespace.
  ///
  /// - Complexity: O(length of the whitespace and the prefix).
  func apply(to whitespace: String) -> String {
    drop == 0 ? prefix + whitespace : prefix + whitespace.dropFirst(drop)
  }

  /// Writes the rewritten form of `whitespace` to `output`.
  func write(_ whitespace: String, to output: inout String) {
    if drop == 0 {
      output += prefix
      output += whitespace
    } else {
      output += prefix
      output += whitespace.dropFirst(drop)
    }
  }
}
