import FormFixtures
import FormRuntime
import Foundation

/// `load-colliding-ids`: loading the compiled JSON of a form whose row ids were chosen to
/// collide in the id table's hash under a fixed seed (as a hostile server could choose them
/// against an unseeded hash), next to the same form with ordinary ids. The time per id stays
/// flat from 10,000 to 50,000 ids: the table's hash is seeded per process, and a table whose
/// buckets still cluster falls back on a `Dictionary` (`NameTable`).
enum CollidingIDsCase {
  static let benchmark = BenchmarkCase(
    name: "load-colliding-ids",
    summary: "load compiled JSON whose row ids collide under a fixed seed of the id hash, against ordinary ids",
    run: run)

  /// Forms of these many label rows, whatever `--sizes` says: the case shows how the time per
  /// id grows with the ids, and 50,000 is the size.
  static let sizes = [10_000, 20_000, 50_000, 100_000]

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for count in sizes {
      let colliding = FormFixtures.collidingIDs(count: count, seed: 0)
      let ordinary = (0..<count).map { "row\($0)" }
      let collidingJSON = FormFixtures.labelForm(ids: colliding, perSection: 100, name: "Colliding").jsonData()
      let ordinaryJSON = FormFixtures.labelForm(ids: ordinary, perSection: 100, name: "Colliding").jsonData()
      let loaded: CompiledForm
      do {
        loaded = try CompiledForm(jsonData: collidingJSON)
        _ = try CompiledForm(jsonData: ordinaryJSON)
      } catch {
        throw BenchmarkError("load-colliding-ids, n = \(count): \(error)")
      }
      guard colliding.indices.allSatisfy({ loaded.names.rowSlot(of: colliding[$0]) == $0 }) else {
        throw BenchmarkError("load-colliding-ids, n = \(count): a loaded id is not at its slot")
      }
      context.log("load-colliding-ids, n = \(count)")
      let summaries = Sampler.measure(
        [
          Contender(name: "colliding") { runs in
            var checksum = 0
            for _ in 0..<runs { checksum &+= (try? CompiledForm(jsonData: collidingJSON))?.rows.count ?? 0 }
            return checksum
          },
          Contender(name: "ordinary") { runs in
            var checksum = 0
            for _ in 0..<runs { checksum &+= (try? CompiledForm(jsonData: ordinaryJSON))?.rows.count ?? 0 }
            return checksum
          },
          Contender(name: "table, process seed") { runs in
            var checksum = 0
            for _ in 0..<runs { checksum &+= NameTable(names: colliding).bucketsProbed }
            return checksum
          },
          Contender(name: "table, ordinary ids") { runs in
            var checksum = 0
            for _ in 0..<runs { checksum &+= NameTable(names: ordinary).bucketsProbed }
            return checksum
          },
          Contender(name: "table, the seed they collide under") { runs in
            var checksum = 0
            for _ in 0..<runs { checksum &+= NameTable(names: colliding, seed: 0).bucketsProbed }
            return checksum
          },
        ], settings: context.settings)
      let perID = { (summary: Summary) in summary.median / Double(count) }
      let seeded = NameTable(names: colliding)
      let fixed = NameTable(names: colliding, seed: 0)
      results.append(
        CaseResult(
          name: benchmark.name, n: count, subject: "`CompiledForm(jsonData:)`, colliding ids",
          engine: summaries[0], baselines: [("ordinary", summaries[1])],
          metrics: [
            ("ns_per_id", perID(summaries[0])), ("ordinary_ns_per_id", perID(summaries[1])),
            ("table_ns_per_id", perID(summaries[2])), ("ordinary_table_ns_per_id", perID(summaries[3])),
            ("fixed_seed_table_ns_per_id", perID(summaries[4])),
            ("buckets_probed", Double(seeded.bucketsProbed)),
            ("fixed_seed_buckets_probed", Double(fixed.bucketsProbed)),
          ],
          notes: [
            "\(Format.decimal(perID(summaries[0]), 0)) ns per id (ordinary ids: "
              + "\(Format.decimal(perID(summaries[1]), 0)) ns)",
            "the id table alone: \(Format.decimal(perID(summaries[2]), 1)) ns per id, "
              + "\(seeded.bucketsProbed) buckets read (ordinary ids: \(Format.decimal(perID(summaries[3]), 1)) ns); "
              + "under the seed the ids collide under, "
              + "\(Format.decimal(perID(summaries[4]), 1)) ns per id, \(fixed.bucketsProbed) buckets read, "
              + (fixed.usesDictionary ? "then a dictionary" : "no fallback"),
          ]))
    }
    return results
  }
}
