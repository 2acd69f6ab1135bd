import Foundation
import Testing

/// Which of the two test tiers this run is (README, "Testing"; docs/testing.md).
///
/// `swift test` runs the fast tier: every feature, with each property suite, sweep and browser
/// sequence cut to a small seeded or stratified sample, and the tests that need a tool the machine
/// lacks skipped with one line saying what to install. `FORMC_TEST_TIER=full swift test` runs the
/// full tier (`.ci/run` does): every case, and a missing tool fails the tests that need it.
public enum TestTier: String, Sendable {
  case fast
  case full

  /// The environment variable that chooses the tier.
  public static let variable = "FORMC_TEST_TIER"

  /// The tier of this run: `full` when ``variable`` is `full`, `fast` otherwise.
  public static let current: TestTier = ProcessInfo.processInfo.environment[variable] == "full" ? .full : .fast

  /// Whether this run is the full tier.
  public static var isFull: Bool { current == .full }

  /// `fast` in the fast tier, `full` in the full tier.
  public static func value<T>(fast: T, full: T) -> T {
    isFull ? full : fast
  }

  /// In the full tier every element of `all`; in the fast tier at most `count` of them, spread evenly
  /// over `all` (its first and last element included), so that a sweep still meets every region of
  /// its range.
  /// - Complexity: O(*n*) for a collection that is not random-access, O(`count`) for one that is.
  public static func sample<C: Collection>(_ all: C, fast count: Int) -> [C.Element] {
    let total = all.count
    guard !isFull, count > 0, total > count else { return Array(all) }
    if count == 1 { return [all[all.startIndex]] }
    var picked: [C.Element] = []
    picked.reserveCapacity(count)
    for position in 0..<count {
      // Evenly spaced positions from the first element to the last.
      let offset = position * (total - 1) / (count - 1)
      picked.append(all[all.index(all.startIndex, offsetBy: offset)])
    }
    return picked
  }
}

extension TestTier {
  /// The Unicode scalars a sweep checks: every scalar (the surrogates' code points are none) in the full
  /// tier; in the fast tier a stratified sample, from each block of 256 code points its first and last
  /// scalar and every `fastStride`-th between (the offset turning from block to block, so that no
  /// position within a block is always skipped), and every scalar for which `keeping` is true (the ones
  /// the sweep is about: marks, say).
  public static func unicodeScalars(
    fastStride: UInt32 = 32, keeping: (Unicode.Scalar) -> Bool = { _ in false }
  ) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let block = value >> 8, offset = value & 0xFF
      if isFull || offset == 0 || offset == 0xFF || (offset + block) % fastStride == 0 || keeping(scalar) {
        scalars.append(scalar)
      }
    }
    return scalars
  }
}

/// A program outside the toolchain that some tests drive (a browser, an editor, an interpreter).
public struct ExternalTool: Sendable, CustomStringConvertible {
  /// What the tool is, as a person names it.
  public var name: String
  /// Whether it is installed here.
  public var isInstalled: Bool
  /// What installs it.
  public var installHint: String

  public init(name: String, isInstalled: Bool, installHint: String) {
    self.name = name
    self.isInstalled = isInstalled
    self.installHint = installHint
  }

  /// The one line a skipped test says: what is missing and what installs it.
  public var description: String { "\(name) is not installed: \(installHint), or run 'bash .ci/deps'" }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test when `tool` is installed. In the fast tier a missing tool skips the test with one
  /// line saying what to install; in the full tier the test runs anyway, and fails where it needs
  /// the tool, so that a machine without it cannot pass the full tier.
  public static func requires(_ tool: ExternalTool) -> Self {
    .enabled(if: tool.isInstalled || TestTier.isFull, Comment(rawValue: tool.description))
  }
}
