/// One row of the results: a case at one size, the engine's time and its baselines'.
struct CaseResult {
  /// The case's name (`toggle-one`), as selected on the command line.
  var name: String
  /// What was timed, when a case times more than one thing (`row-at`, `index-path-of`).
  var variant: String?
  /// Rows in the form (the compile case: rows in the spec).
  var n: Int
  /// What "engine" means in this row (`FormEngine.send`), for the table's notes.
  var subject: String
  var engine: Summary
  /// Baselines by JSON key, in the table's column order.
  var baselines: [(name: String, summary: Summary)] = []
  /// Further numbers, by JSON key (`k`, `engine_bytes_per_row`), in order.
  var metrics: [(name: String, value: Double)] = []
  /// Remarks for the Markdown table.
  var notes: [String] = []

  func metric(_ name: String) -> Double? { metrics.first { $0.name == name }?.value }
  func baseline(_ name: String) -> Summary? { baselines.first { $0.name == name }?.summary }
}
