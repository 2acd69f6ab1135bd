/// Why a case could not be measured: a form that does not compile, or a baseline whose update
/// differs from the engine's. The harness prints it and exits with status 1.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
