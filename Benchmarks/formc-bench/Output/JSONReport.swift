import Foundation

/// The results as JSON: `{"cases": [{"name", "variant"?, "n", "engine_ns", "baselines": {...},
/// "spread": {...}, ...metrics}]}`, times in nanoseconds per operation (medians).
enum JSONReport {
  static func render(_ results: [CaseResult], machine: [String: String], mode: String) -> String {
    let cases: [[String: Any]] = results.map { result in
      var object: [String: Any] = [
        "name": result.name, "n": result.n, "engine_ns": rounded(result.engine.median),
        "baselines": Dictionary(uniqueKeysWithValues: result.baselines.map { ($0.name, rounded($0.summary.median)) }),
        "spread": Dictionary(
          uniqueKeysWithValues: ([("engine", result.engine)] + result.baselines).map {
            (
              $0.0,
              ["p10": rounded($0.1.p10), "p90": rounded($0.1.p90), "mad": rounded($0.1.mad), "samples": $0.1.samples]
            )
          }),
      ]
      if let variant = result.variant { object["variant"] = variant }
      for (name, value) in result.metrics { object[name] = rounded(value) }
      return object
    }
    let root: [String: Any] = ["cases": cases, "machine": machine, "mode": mode]
    // Sorted keys, so two runs differ only in their numbers.
    guard
      let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return text + "\n"
  }

  /// Three decimals are plenty for nanoseconds and keep the file readable.
  private static func rounded(_ value: Double) -> Double {
    (value * 1_000).rounded() / 1_000
  }
}
