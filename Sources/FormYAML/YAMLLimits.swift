/// Bounds on what one load may cost, so that a hostile or broken file fails fast with a diagnostic
/// instead of exhausting the stack, the memory or the user's patience.
public struct YAMLLimits: Sendable, Hashable {
  /// The largest input accepted, in UTF-8 bytes (a leading byte order mark included).
  public var maxInputBytes: Int = 8 * 1024 * 1024
  /// The deepest nesting of sequences and mappings, counting the levels an alias brings in.
  public var maxDepth: Int = 200
  /// The most nodes one load may produce, counting every node an alias expands to.
  public var maxNodes: Int = 1_000_000
  /// The most nodes one load may reach through aliases (the sum of the sizes of all aliased subtrees).
  public var maxAliasExpansion: Int = 100_000

  /// The limits used when none are given: 8 MiB, depth 200, a million nodes, 100,000 through aliases.
  public static let `default` = YAMLLimits()

  /// Limits with the given values; every parameter defaults to the value in ``default``.
  public init(
    maxInputBytes: Int = 8 * 1024 * 1024,
    maxDepth: Int = 200,
    maxNodes: Int = 1_000_000,
    maxAliasExpansion: Int = 100_000
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxAliasExpansion = maxAliasExpansion
  }
}
