/// What every case gets: the sampling settings, the sizes to run, the synthetic forms.
struct CaseContext {
  var settings: SamplingSettings
  /// Row counts of the synthetic forms (1,000, 10,000, 100,000; `--quick` stops at 10,000).
  var sizes: [Int]
  /// Rows of the spec the `compile` case compiles.
  var compileRows: Int
  var forms: FormLibrary
  /// Progress, on standard error.
  var log: (String) -> Void
}

/// A named measurement, selectable on the command line.
struct BenchmarkCase: Sendable {
  var name: String
  /// One line for `--help` and `--list`.
  var summary: String
  var run: @Sendable (CaseContext) throws(BenchmarkError) -> [CaseResult]
  /// Whether the case runs before the others (its results still appear in the usual order), on
  /// a heap that holds only its own form, as in a process of its own: the compiler allocates
  /// for every YAML node and spec value, and once the other cases have built and kept their
  /// forms of up to 100,000 rows, the same allocations measured up to 1.6 times slower.
  var runsFirst = false

  /// Every case, in the order they run.
  static let all: [BenchmarkCase] =
    [
      ToggleOneCase.benchmark, ToggleManyCase.benchmark, AccordionCase.benchmark, LookupCase.benchmark,
      InitCase.benchmark, CompileCase.benchmark, SearchCase.benchmark, SearchCase.extendBenchmark,
      CollidingIDsCase.benchmark, ValidationEditCase.benchmark, VerifyCase.benchmark,
      LanguageServerCase.benchmark,
    ] + ListCases.benchmarks
}
