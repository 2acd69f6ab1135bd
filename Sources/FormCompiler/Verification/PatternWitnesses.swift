import FormRuntimeCore

/// A value a `pattern:` rule's pattern matches and one it does not, for verify's distinguishing values
/// (``DistinguishingValues``): the rule's two outcomes, each reached by one `edit`.
///
/// Found by a small search that is bounded and deterministic, never by enumerating strings: the pattern's parse tree
/// proposes strings (each character class by a few representatives, each repetition at its least counts, each
/// branch of an alternation in turn), the given samples are added, and the pattern itself decides which match. The
/// values that do not match are the proposals and their one-scalar mutations (last dropped, one appended, first
/// replaced). Empty values (white space only) are never witnesses: an empty value passes every rule but `required`,
/// so it tells a pattern's outcomes apart for no one.
struct PatternWitnesses: Equatable {
  /// The shortest non-empty value found that the pattern matches, or nil.
  let matching: String?
  /// The shortest non-empty value found that the pattern does not match, or nil.
  let notMatching: String?

  /// The most strings proposed for one node of the tree: bounds the search whatever the pattern.
  static let maxProposals = 16

  /// - Parameter samples: values to try first (a format's samples), in order.
  /// - Complexity: O(s × (p + m × l)) for s ≤ `maxProposals` × (nodes + 4) proposals of length l, p the pattern's
  ///   size and m its program's: each proposal is built from the tree and matched once.
  init(pattern source: String, samples: [String] = []) {
    guard let pattern = try? ValuePattern(source), let tree = try? PatternParser.parse(source) else {
      (matching, notMatching) = (nil, nil)
      return
    }
    let proposals = samples + Self.proposals(tree).map(Self.text)
    var mutations: [String] = ["x", "0", "!"]
    for proposal in proposals {
      let scalars = Array(proposal.unicodeScalars)
      mutations.append(String(String.UnicodeScalarView(scalars.dropLast())))
      mutations.append(proposal + "!")
      mutations.append(proposal + "a")
      if !scalars.isEmpty { mutations.append("!" + String(String.UnicodeScalarView(scalars.dropFirst()))) }
    }
    func shortest(_ candidates: [String], matched: Bool) -> String? {
      // The first of the shortest, so the answer is the same on every run.
      var best: String?
      for candidate in candidates
      where !candidate.allSatisfy(\.isWhitespace) && pattern.matches(candidate) == matched {
        if best.map({ candidate.unicodeScalars.count < $0.unicodeScalars.count }) ?? true { best = candidate }
      }
      return best
    }
    matching = shortest(proposals, matched: true)
    notMatching = shortest(proposals + mutations, matched: false)
  }

  /// Strings (as code points) the tree proposes, at most ``maxProposals`` per node. The tree's depth is bounded by
  /// ``ValuePatternLimits`` (see ``PatternNode``), so the recursion is too.
  private static func proposals(_ node: PatternNode) -> [[UInt32]] {
    switch node {
    case .empty, .assertion: return [[]]
    case .scalars(let set): return representatives(of: set).map { [$0] }
    case .sequence(let parts):
      var result: [[UInt32]] = [[]]
      for part in parts {
        let tails = proposals(part)
        result = Array(result.lazy.flatMap { head in tails.lazy.map { head + $0 } }.prefix(maxProposals))
      }
      return result
    case .alternation(let branches):
      // Round robin, so every branch is proposed before the bound cuts.
      let lists = branches.map(proposals)
      var result: [[UInt32]] = []
      for index in 0..<(lists.map(\.count).max() ?? 0) {
        for list in lists where index < list.count { result.append(list[index]) }
      }
      return Array(result.prefix(maxProposals))
    case .lookahead(let body, let negated):
      // A lookahead consumes nothing, but what a positive one asks for is worth having at the start.
      return negated ? [[]] : [[]] + proposals(body).prefix(maxProposals - 1)
    case .repetition(let body, let min, let max):
      let bodies = proposals(body)
      guard let first = bodies.first else { return [[]] }
      var result: [[UInt32]] = []
      for count in Set([min, min + 1, min + 2]).sorted() where count <= (max ?? Int.max) {
        // The first proposal repeated, then each other proposal in the last place.
        let repeated = Array(repeating: first, count: Swift.max(0, count - 1)).flatMap { $0 }
        if count == 0 {
          result.append([])
        } else {
          result += bodies.map { repeated + $0 }
        }
      }
      return Array(result.prefix(maxProposals))
    }
  }

  /// A few members of `set`: the ones a person would type first, else the lowest code points that are scalars.
  private static func representatives(of set: ScalarRanges) -> [UInt32] {
    let preferred: [UInt32] = Array("aA0_ -.@zZ9".unicodeScalars.map(\.value))
    var result = preferred.filter(set.contains).prefix(2).map { $0 }
    if result.isEmpty {
      for index in stride(from: 0, to: set.bounds.count - 1, by: 2) {
        if let scalar = (set.bounds[index]...set.bounds[index + 1]).first(where: { Unicode.Scalar($0) != nil }) {
          result.append(scalar)
          if result.count == 2 { break }
        }
      }
    }
    return result
  }

  private static func text(_ scalars: [UInt32]) -> String {
    String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }
}
