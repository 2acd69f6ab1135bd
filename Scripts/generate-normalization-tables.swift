// Writes Sources/FormEngineWasm/NormalizationData.swift: the Unicode normalization data that the standard
// library's `String` reads (canonical equivalence in `==` and hashing), packed for the engine's WebAssembly
// module, which carries it in place of the toolchain's tables (31 KB; see NormalizationTables.swift and
// BENCHMARKS.md "The engine as WebAssembly: size").
//
// The data is read from the toolchain's own tables: this script is linked with the Embedded Unicode data library
// of the host (the same data, built for the machine it runs on) and calls the functions the standard library
// calls. Before writing anything it checks that what it writes gives exactly their answers: the normalization
// data of every scalar, the decomposition of every scalar that has one, and the composition of every pair the
// standard library can ask for. Scripts/generate-unicode-data-tables.sh builds and runs it (Linux, x86_64 or
// aarch64): rerun that when the toolchain moves to a newer Unicode version.

import Glibc

/// The standard library's `_swift_stdlib_nfd_decompositions`, read by C (the generator's shell script compiles it).
@_silgen_name("normalization_decompositions")
func stdlibDecompositions() -> UnsafePointer<UInt8>

@_silgen_name("_swift_stdlib_getNormData")
func stdlibNormData(_ scalar: UInt32) -> UInt16

@_silgen_name("_swift_stdlib_getDecompositionEntry")
func stdlibDecompositionEntry(_ scalar: UInt32) -> UInt32

@_silgen_name("_swift_stdlib_getComposition")
func stdlibComposition(_ first: UInt32, _ second: UInt32) -> UInt32

/// The bits of a scalar's normalization data (the standard library's `Unicode._NormData`).
enum NormBits {
  static let notNFD: UInt16 = 0x1
  static let notNFC: UInt16 = 0x2
  static let maybeNFC: UInt16 = 0x4
}

func fail(_ message: String) -> Never {
  fputs("generate-normalization-tables: error: \(message)\n", stderr)
  exit(1)
}

/// The full canonical decomposition the standard library stores for `scalar`, or nil when it has none.
func stdlibDecomposition(_ scalar: UInt32, decompositions: UnsafePointer<UInt8>) -> [UInt32]? {
  // Hangul syllables decompose by arithmetic, in the standard library's code.
  guard stdlibNormData(scalar) & NormBits.notNFD != 0, !(0xAC00...0xD7A3).contains(scalar) else { return nil }
  let entry = stdlibDecompositionEntry(scalar)
  guard entry & 0x3FFFF == scalar else { fail("U+\(hex(scalar)) has no decomposition entry") }
  let start = Int(entry >> 18)
  let utf8 = UnsafeBufferPointer(start: decompositions + start + 1, count: Int(decompositions[start]))
  return String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value)
}

func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

@main
enum GenerateNormalizationTables {
  static func main() {
    let decompositions = stdlibDecompositions()

    // Runs of scalars with the same normalization data, from U+00C0 (below it, all is 0).
    var runStarts: [UInt32] = []
    var runValues: [UInt32] = []
    var previous: UInt16 = 0
    for scalar in UInt32(0xC0)...0x10FFFF {
      let data = stdlibNormData(scalar)
      if data != previous {
        runStarts.append(scalar)
        runValues.append(UInt32(data))
        previous = data
      }
    }

    // Each decomposition one step at a time, as UnicodeData.txt gives it: a scalar and, for all but the
    // singletons, a second scalar that does not decompose. The standard library stores the full decompositions;
    // a step's first scalar is the one the standard library composes with the second (for a composite), the
    // prefix itself when it is one scalar, or else a scalar whose full decomposition is the prefix.
    var full: [UInt32: [UInt32]] = [:]
    for scalar in UInt32(0xC0)...0x10FFFF {
      if let decomposition = stdlibDecomposition(scalar, decompositions: decompositions) {
        full[scalar] = decomposition
      }
    }
    var decomposingTo: [[UInt32]: [UInt32]] = [:]
    for (scalar, decomposition) in full { decomposingTo[decomposition, default: []].append(scalar) }
    let decomposed = full.keys.sorted()
    var firsts: [UInt32] = []
    var seconds: [UInt32] = []
    for (scalar, decomposition) in full.sorted(by: { $0.key < $1.key }) {
      guard let last = decomposition.last else { fail("U+\(hex(scalar)) decomposes to nothing") }
      if decomposition.count == 1 {
        firsts.append(last)
        seconds.append(0)
        continue
      }
      let prefix = Array(decomposition.dropLast())
      let candidates = prefix.count == 1 ? prefix : (decomposingTo[prefix] ?? []).sorted()
      guard
        let first = candidates.first(where: { stdlibComposition($0, last) == scalar })
          ?? candidates.first(where: { stdlibNormData($0) & NormBits.notNFC == 0 }) ?? candidates.first
      else { fail("U+\(hex(scalar)): no scalar decomposes to its decomposition's prefix") }
      firsts.append(first)
      seconds.append(last)
    }

    check(
      runStarts: runStarts, runValues: runValues, decomposed: decomposed, firsts: firsts, seconds: seconds,
      full: full)

    print(
      """
      // Generated by Scripts/generate-normalization-tables.swift from the toolchain's Unicode data: do not edit.

      import FormRuntimeCore

      extension NormalizationTables {
        /// Where each run of scalars with the same normalization data starts (\(runStarts.count) runs from U+00C0;
        /// below the first, the data is 0).
        static var packedRunStarts: [UInt32] {
          \(packedScalarTable(runStarts, indent: "      "))
        }

        /// Each run's normalization data.
        static var packedRunValues: [UInt32] {
          \(packedScalarTable(runValues, indent: "      "))
        }

        /// The \(decomposed.count) scalars with a canonical decomposition (Hangul syllables aside), ascending.
        static var packedDecomposed: [UInt32] {
          \(packedScalarTable(decomposed, indent: "      "))
        }

        /// The first scalar of each one's decomposition, one step at a time.
        static var packedFirsts: [UInt32] {
          \(packedScalarTable(firsts, indent: "      "))
        }

        /// The second scalar of each one's decomposition, 0 for a decomposition to one scalar.
        static var packedSeconds: [UInt32] {
          \(packedScalarTable(seconds, indent: "      "))
        }
      }
      """)
  }

  /// Fails unless the tables give the standard library's answers for every scalar and every pair it composes.
  static func check(
    runStarts: [UInt32], runValues: [UInt32], decomposed: [UInt32], firsts: [UInt32], seconds: [UInt32],
    full: [UInt32: [UInt32]]
  ) {
    var run = -1
    for scalar in UInt32(0xC0)...0x10FFFF {
      while run + 1 < runStarts.count, runStarts[run + 1] <= scalar { run += 1 }
      let data = run < 0 ? 0 : UInt16(runValues[run])
      guard data == stdlibNormData(scalar) else { fail("the runs give U+\(hex(scalar)) other data") }
    }
    var step: [UInt32: (UInt32, UInt32)] = [:]
    for (index, scalar) in decomposed.enumerated() { step[scalar] = (firsts[index], seconds[index]) }
    func expanded(_ scalar: UInt32) -> [UInt32] {
      guard let (first, second) = step[scalar] else { return [scalar] }
      return expanded(first) + (second == 0 ? [] : [second])
    }
    for (scalar, decomposition) in full where expanded(scalar) != decomposition {
      fail("U+\(hex(scalar))'s steps expand to another decomposition")
    }
    // A composite: a decomposition to two scalars, of a scalar that is not excluded from composition.
    var composites: [UInt64: UInt32] = [:]
    for (scalar, (first, second)) in step where second != 0 && stdlibNormData(scalar) & NormBits.notNFC == 0 {
      composites[UInt64(second) << 32 | UInt64(first)] = scalar
    }
    // The standard library composes only a second scalar that may combine with a scalar before it and is its own
    // decomposition; every first scalar is tried with each.
    var pairs = 0
    for second in UInt32(0x300)...0x10FFFF
    where stdlibNormData(second) & (NormBits.notNFC | NormBits.maybeNFC) != 0
      && stdlibNormData(second) & NormBits.notNFD == 0
    {
      for first in UInt32(0)...0x10FFFF {
        let composed = stdlibComposition(first, second)
        let derived = composites[UInt64(second) << 32 | UInt64(first)] ?? .max
        guard composed == derived else { fail("U+\(hex(first)) U+\(hex(second)) composes otherwise") }
        if composed != .max { pairs += 1 }
      }
    }
    guard pairs == composites.count else { fail("\(composites.count) composites, \(pairs) composing pairs") }
  }
}
