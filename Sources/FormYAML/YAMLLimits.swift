/// Bounds on what one load may cost, so that a hostile or broken file fails fast with a diagnostic
/// instead of exhausting the stack, the memory or the user's patience.
public struct YAMLLimits: Sendable, Hashable {
  /// The largest input accepted, in UTF-8 bytes (a leading byte order mark included).
  ///
  /// Values above ``maxSupportedInputBytes`` act as ``maxSupportedInputBytes``.
  public var maxInputBytes: Int = 8 * 1024 * 1024
  /// The deepest nesting of sequences and mappings, counting the levels an alias brings in.
  ///
  /// Values above ``maxSupportedDepth`` act as ``maxSupportedDepth``.
  public var maxDepth: Int = 200
  /// The most nodes one load may produce, counting every node an alias expands to.
  public var maxNodes: Int = 1_000_000
  /// The most nodes one load may reach through aliases (the sum of the sizes of all aliased subtrees).
  public var maxAliasExpansion: Int = 100_000

  /// The deepest nesting any load accepts, whatever ``maxDepth`` says.
  ///
  /// Neither loading nor releasing a tree recurses (its nodes are stored flat), but code that reads a tree usually
  /// does, once per level of nesting, so this bound keeps that within the stack of any thread; libyaml also slows
  /// down quadratically with the nesting of flow collections.
  public static let maxSupportedDepth = 1_000

  /// The largest input any load accepts, whatever ``maxInputBytes`` says: 2 GiB, so that positions and the offsets
  /// of the loaded nodes fit in 32 bits.
  public static let maxSupportedInputBytes = Int(Int32.max)

  /// The input size a load enforces: ``maxInputBytes``, at most ``maxSupportedInputBytes``.
  var effectiveMaxInputBytes: Int { min(maxInputBytes, Self.maxSupportedInputBytes) }

  /// The nesting a load enforces: ``maxDepth``, at most ``maxSupportedDepth``.
  var effectiveMaxDepth: Int { min(maxDepth, Self.maxSupportedDepth) }

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
