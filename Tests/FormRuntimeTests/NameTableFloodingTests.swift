import FormFixtures
import FormRuntime
import Foundation
import Testing

@testable import FormRuntimeCore

/// A compiled form may come from a server, so its ids may have been chosen to collide in the
/// id table's hash. Building and reading the table stays linear: the hash is seeded per process,
/// and a table whose buckets cluster anyway falls back on a `Dictionary`.
@Suite struct NameTableFloodingTests {
  /// Under the seed they were chosen for, the colliding ids make the table fall back on a
  /// dictionary, having read at most ``NameTable/maxRun`` buckets an id; the number of buckets
  /// read grows linearly with the ids (a quarter of them needs about a quarter of the reads, or
  /// more: the fallback comes after a fixed number), where it would grow with their square.
  @Test func idsCollidingUnderTheSeedMakeTheTableFallBackInLinearTime() {
    let seed: UInt64 = 0
    let ids = FormFixtures.collidingIDs(count: 50_000, seed: seed)
    let quarter = Array(ids.prefix(12_500))
    let table = NameTable(names: ids, seed: seed)
    let quarterTable = NameTable(names: quarter, seed: seed)
    #expect(table.usesDictionary && quarterTable.usesDictionary)
    #expect(table.bucketsProbed <= NameTable.maxRun * ids.count)
    #expect(
      table.bucketsProbed <= 4 * quarterTable.bucketsProbed, "\(table.bucketsProbed), \(quarterTable.bucketsProbed)")
    #expect(table.firstRepeat == nil)
    for (index, id) in ids.enumerated() where index % 97 == 0 {
      #expect(table.index(of: id) == index, "\(id)")
    }
    #expect(table.index(of: "absent") == nil)
  }

  /// Under the process's own seed the same ids scatter: the table keeps its buckets, and
  /// building it reads about as many buckets as ids (1.8 on average at this load, for any ids).
  @Test func theProcessSeedScattersIDsChosenAgainstAnother() {
    let ids = FormFixtures.collidingIDs(count: 50_000, seed: 0)
    let table = NameTable(names: ids)
    #expect(!table.usesDictionary)
    #expect(table.bucketsProbed <= 3 * ids.count, "\(table.bucketsProbed)")
    for (index, id) in ids.enumerated() where index % 97 == 0 {
      #expect(table.index(of: id) == index, "\(id)")
    }
  }

  /// The whole path an app takes: the compiled JSON of a form whose 50,000 row ids collide
  /// under a fixed seed loads with a table built in linear time, and the engine finds its rows.
  @Test func aCompiledFormOfCollidingIDsLoadsInLinearTime() throws {
    let ids = FormFixtures.collidingIDs(count: 50_000, seed: 0)
    let json = FormFixtures.labelForm(ids: ids, perSection: 100).jsonData()
    let form = try CompiledForm(jsonData: json)
    let rowIDs = form.names.rowIDs
    #expect(rowIDs.bucketsProbed <= 3 * ids.count || rowIDs.usesDictionary, "\(rowIDs.bucketsProbed)")
    #expect(rowIDs.bucketsProbed <= NameTable.maxRun * ids.count)
    let engine = try FormEngine(form: form)
    for index in stride(from: 0, to: ids.count, by: 499) {
      #expect(engine.indexPath(ofRow: ids[index]) == IndexPath(indexes: [index / 100, index % 100]))
    }
  }

  /// A run can outgrow the bound with no insertion reading far: ids whose buckets follow one
  /// another each land on their own, yet a lookup of an absent id that hashes into the run
  /// would read it to the end. The table measures its runs, one wrapping around the end
  /// included, and falls back.
  @Test func aLongRunOfBucketsFilledInOrderMakesTheTableFallBack() {
    let count = NameTable.maxRun + 44
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    for start in [0, capacity - count / 2] {
      // One id per bucket start, start + 1, …: a run of `count` buckets, each id at its own.
      var byBucket = [String?](repeating: nil, count: count)
      var found = 0
      var candidate = 0
      while found < count {
        let id = "b" + String(candidate, radix: 36)
        candidate += 1
        guard let hash = NameTable.hash(of: id, seed: 0) else { continue }
        let offset = (Int(truncatingIfNeeded: hash) & (capacity - 1) - start + capacity) & (capacity - 1)
        if offset < count && byBucket[offset] == nil {
          byBucket[offset] = id
          found += 1
        }
      }
      let ids = byBucket.compactMap { $0 }
      let table = NameTable(names: ids, seed: 0)
      #expect(table.bucketsProbed == ids.count, "start \(start)")
      #expect(table.usesDictionary, "start \(start)")
      #expect(ids.enumerated().allSatisfy { table.index(of: $1) == $0 })
    }
  }

  /// Ordinary ids never reach the bound, and the seed is the same for every table.
  @Test func ordinaryIDsKeepTheirBuckets() {
    let ids = (0..<100_000).map { "row\($0)" }
    let table = NameTable(names: ids)
    #expect(!table.usesDictionary)
    #expect(table.bucketsProbed <= 3 * ids.count)
    #expect(NameTable.hash(of: "row1") == NameTable.hash(of: "row1", seed: NameTable.processSeed))
  }
}
