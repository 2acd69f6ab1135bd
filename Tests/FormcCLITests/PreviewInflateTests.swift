import Foundation
import TestTier
import Testing

@testable import FormcCLI

/// The page's inflater (`Templates/Preview/inflate.js`), run in Node.js on what zlib writes: the
/// page holds the engine module deflated, and a wrong byte would make the module fail to compile.
@Suite struct PreviewInflateTests {
  /// Inflates each base64 input of a JSON array read from standard input; prints the outputs'
  /// base64, or `error: MESSAGE` for an input the inflater refuses.
  static let script =
    PreviewPage.asset("inflate.js") + """

      const inputs = JSON.parse(require("fs").readFileSync(0, "utf8"));
      console.log(JSON.stringify(inputs.map((input) => {
        try {
          return Buffer.from(inflateRaw(Buffer.from(input, "base64"))).toString("base64");
        } catch (error) {
          return `error: ${error.message}`;
        }
      })));
      """

  /// Bytes that repeat enough to compress, with runs that reach back far (long distances) and
  /// pseudo-random stretches (literals), and a few edge sizes.
  static func samples() -> [[UInt8]] {
    var state: UInt32 = 2_463_534_242
    func next() -> UInt8 {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
    let text = Array(String(repeating: "formc inflates what zlib deflates. ", count: 400).utf8)
    let noise = (0..<70_000).map { _ in next() }
    let mixed = text + noise.prefix(5_000) + text + noise.suffix(40_000) + text
    return [[], [42], text, noise, mixed]
  }

  @Test(.requires(.node)) func inflatesEveryKindOfBlockZlibWrites() throws {
    let samples = Self.samples()
    for blocks in [RawDeflate.Blocks.best, .fixedCodes, .stored] {
      let inputs = try samples.map { try #require(RawDeflate.compress($0, blocks: blocks)) }
      let json = String(
        decoding: try JSONEncoder().encode(inputs.map { Data($0).base64EncodedString() }), as: UTF8.self)
      let result = try NodeScript.run(Self.script, stdin: json)
      #expect(result.code == 0, "\(result.err)")
      let outputs = try JSONDecoder().decode([String].self, from: Data(result.out.utf8))
      #expect(outputs == samples.map { Data($0).base64EncodedString() }, "\(blocks)")
    }
  }

  @Test(.requires(.node)) func refusesDataThatEndsEarlyOrIsNotDeflate() throws {
    let deflated = try #require(RawDeflate.compress(Self.samples()[2]))
    let broken = [
      Data(deflated.prefix(deflated.count / 2)).base64EncodedString(),  // cut short
      Data([0x07]).base64EncodedString(),  // a last block of type 3
      Data([0x01, 0x05, 0x00, 0x00, 0x00]).base64EncodedString(),  // a stored length and its complement disagree
    ]
    let json = String(decoding: try JSONEncoder().encode(broken), as: UTF8.self)
    let result = try NodeScript.run(Self.script, stdin: json)
    let outputs = try JSONDecoder().decode([String].self, from: Data(result.out.utf8))
    #expect(outputs.count == 3)
    #expect(outputs.allSatisfy { $0.hasPrefix("error: inflate: ") }, "\(outputs)")
  }

  @Test func aPageHoldsTheModuleDeflated() throws {
    let module = try PreviewEngineModule.bytes(environment: [:])
    let embedded = try #require(Data(base64Encoded: try PreviewEngineModule.embedded(environment: [:])))
    #expect(embedded.count * 2 < module.count)
  }
}
