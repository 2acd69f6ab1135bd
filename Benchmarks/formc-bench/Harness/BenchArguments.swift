/// The command line: `formc-bench [--quick] [--json] [--sizes N,N,...] [CASE...]`.
struct BenchArguments {
  var quick = false
  var json = false
  var list = false
  var help = false
  /// The cases to run, in the order of ``BenchmarkCase/all``.
  var cases: [BenchmarkCase] = BenchmarkCase.all
  /// Row counts given with `--sizes`, replacing the defaults.
  var sizes: [Int]?
  /// `--json-file`: where to write the JSON as well as printing the table.
  var jsonFile: String?

  static let usage = """
    OVERVIEW: The formc benchmark suite: the engine's updates and lookups against the baselines
    they replace, the engine's construction, and the compiler against a bare libyaml parse.

    USAGE: swift run -c release formc-bench [--quick] [--json] [--json-file <path>] [--sizes <n>,...] [<case>...]

    ARGUMENTS:
      <case>           Cases to run (default: all of them):
    \(BenchmarkCase.all.map { "                     \($0.name): \($0.summary)" }.joined(separator: "\n"))

    OPTIONS:
      --quick          Forms of 1,000 and 10,000 rows, few short samples: checks that every case
                       still runs (CI), in well under a minute. Its numbers are not for publishing.
      --json           Print the results as JSON instead of a Markdown table.
      --json-file <path>
                       Also write the JSON to this file.
      --sizes <n>,...  Row counts of the synthetic forms (default 1000,10000,100000; each at least 100).
      --list           List the cases and exit.
      -h, --help       Show this help.

    Progress goes to standard error, results to standard output. Benchmarks report; they never
    fail on a time.

    EXIT CODES:
      0  every selected case ran
      1  a case could not run (a baseline's update differs from the engine's, a form does not compile)
      2  usage error

    """

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> BenchArguments {
    var result = BenchArguments()
    var names: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--quick": result.quick = true
      case "--json": result.json = true
      case "--list": result.list = true
      case "-h", "--help": result.help = true
      case "--sizes":
        guard index < arguments.count else {
          throw UsageError(description: "--sizes needs a value, e.g. --sizes 1000,10000")
        }
        result.sizes = try sizes(arguments[index])
        index += 1
      case "--json-file":
        guard index < arguments.count else { throw UsageError(description: "--json-file needs a path") }
        result.jsonFile = arguments[index]
        index += 1
      case _ where argument.hasPrefix("--sizes="):
        result.sizes = try sizes(String(argument.dropFirst("--sizes=".count)))
      case _ where argument.hasPrefix("-"):
        throw UsageError(description: "unknown option '\(argument)'; see --help")
      default:
        names.append(argument)
      }
    }
    if !names.isEmpty {
      for name in names where !BenchmarkCase.all.contains(where: { $0.name == name }) {
        let known = BenchmarkCase.all.map(\.name)
        let guess = known.first { $0.hasPrefix(name) || name.hasPrefix($0) }
        throw UsageError(
          description: "unknown case '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
            + " (cases: \(known.joined(separator: ", ")))")
      }
      result.cases = BenchmarkCase.all.filter { names.contains($0.name) }
    }
    return result
  }

  private static func sizes(_ text: String) throws(UsageError) -> [Int] {
    var sizes: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let size = Int(part.replacingOccurrences(of: "_", with: "")), size >= 100 else {
        throw UsageError(description: "--sizes takes row counts of at least 100 separated by commas, not '\(text)'")
      }
      sizes.append(size)
    }
    return sizes
  }
}
