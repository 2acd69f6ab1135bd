/// The results as a Markdown table: medians with their p10–p90 spread, and each baseline's
/// median with how many times the engine's it is; `verify`'s in a table of their own.
enum MarkdownReport {
  static let columns = [
    ("rowmap", "(a) row map"), ("collectiondifference", "(b) recompute + CollectionDifference"),
    ("heckel", "(c) recompute + Heckel"),
  ]

  static func render(_ results: [CaseResult], header: [String]) -> String {
    var lines = header
    // Verifications (a count of states, no baseline) get a table of their own, after the others.
    let verifications = results.filter { $0.metric("states") != nil }
    let results = results.filter { $0.metric("states") == nil }
    if !results.isEmpty || verifications.isEmpty { lines += table(results) }
    if !verifications.isEmpty { lines += verificationTable(verifications) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ results: [CaseResult]) -> [String] {
    var lines: [String] = []
    lines.append("")
    lines.append(
      "| case | n | k | engine: median (p10–p90) | " + columns.map(\.1).joined(separator: " | ") + " | notes |")
    lines.append("|---|--:|--:|--:|" + String(repeating: "--:|", count: columns.count) + "---|")
    for result in results {
      var cells = [
        result.name + (result.variant.map { " `\($0)`" } ?? ""), Format.count(result.n),
        result.metric("k").map { $0 >= 10 ? Format.count(Int($0.rounded())) : Format.decimal($0, 1) } ?? "",
        "\(Format.duration(result.engine.median)) (\(Format.duration(result.engine.p10))–"
          + "\(Format.duration(result.engine.p90)))",
      ]
      for (key, _) in columns {
        guard let baseline = result.baseline(key) else {
          cells.append("")
          continue
        }
        cells.append("\(Format.duration(baseline.median)) (\(Format.ratio(baseline.median, result.engine.median)))")
      }
      var notes = [result.subject]
      for (key, summary) in result.baselines where !columns.contains(where: { $0.0 == key }) {
        notes.append("\(key): \(Format.duration(summary.median))")
      }
      notes += result.notes
      cells.append(notes.joined(separator: "; "))
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append(
      "×N: the baseline's median over the engine's (how many times faster the engine is). "
        + "k: section indexes and row positions per update.")
    return lines
  }

  /// `verify`'s results: per form, the states and transitions, the parts explored one by one, the time.
  private static func verificationTable(_ results: [CaseResult]) -> [String] {
    var lines = ["", "| verify: form | rows | states | transitions | parts | median (p10–p90) | runs | notes |"]
    lines.append("|---|--:|--:|--:|--:|--:|--:|---|")
    for result in results {
      let count = { (name: String) in result.metric(name).map { Format.count(Int($0.rounded())) } ?? "" }
      let runs = result.engine.samples
      let time =
        runs > 1
        ? "\(Format.duration(result.engine.median)) (\(Format.duration(result.engine.p10))–"
          + "\(Format.duration(result.engine.p90)))" : Format.duration(result.engine.median)
      let cells = [
        result.variant ?? result.name, Format.count(result.n), count("states"), count("transitions"), count("parts"),
        time, String(runs), result.notes.joined(separator: "; "),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append(
      "FormVerifier.verify of each form, compiled beforehand. states: explored; transitions: events checked; "
        + "parts: independent parts of the state explored one by one (1: all together); runs: timed runs "
        + "(1: a slow form, timed once).")
    return lines
  }
}
