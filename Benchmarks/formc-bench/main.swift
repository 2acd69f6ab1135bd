import Foundation

// `swift run -c release formc-bench [--quick] [--json] [CASE...]`: see BENCHMARKS.md.

func standardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments: BenchArguments
do {
  arguments = try BenchArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  standardError("formc-bench: error: \(error)")
  exit(2)
}
if arguments.help {
  print(BenchArguments.usage, terminator: "")
  exit(0)
}
if arguments.list {
  for benchmark in BenchmarkCase.all { print("\(benchmark.name)\t\(benchmark.summary)") }
  exit(0)
}
#if DEBUG
  // `verify` alone in a debug build times what `swift run formc verify` does (issue 24 sets debug targets too).
  if arguments.cases.allSatisfy({ $0.name == VerifyCase.benchmark.name }) {
    standardError("formc-bench: note: this is a debug build: verify's times are those of a debug build's formc verify")
  } else {
    standardError(
      "formc-bench: warning: this is a debug build, whose engine checks every update in O(n); run with -c release")
  }
#endif

let log: (String) -> Void = { standardError("formc-bench: \($0)") }
let context = CaseContext(
  settings: arguments.quick ? .quick : .full,
  sizes: arguments.sizes ?? (arguments.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]),
  compileRows: 10_000, forms: FormLibrary(log: log), log: log)
let machine = MachineDescription.current()
let started = MonotonicClock.now()
// Cases that need a fresh heap run first; results are reported in the order asked for.
var resultsByCase = [[CaseResult]](repeating: [], count: arguments.cases.count)
let firstCases = arguments.cases.indices.filter { arguments.cases[$0].runsFirst }
let runOrder = firstCases + arguments.cases.indices.filter { !arguments.cases[$0].runsFirst }
for index in runOrder {
  do {
    resultsByCase[index] = try arguments.cases[index].run(context)
  } catch {
    standardError("formc-bench: error: \(error)")
    exit(1)
  }
}
let results = resultsByCase.flatMap { $0 }
let mode = arguments.quick ? "quick" : "full"
let json = JSONReport.render(results, machine: machine, mode: mode)
if let path = arguments.jsonFile {
  do {
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
  } catch {
    standardError("formc-bench: error: cannot write \(path): \(error.localizedDescription)")
    exit(1)
  }
}
if arguments.json {
  print(json, terminator: "")
} else {
  let header = [
    "formc-bench (\(mode)): \(machine.map { "\($0.key) \($0.value)" }.sorted().joined(separator: ", "))"
  ]
  print(MarkdownReport.render(results, header: header), terminator: "")
}
log("done in \(Format.duration(Double(MonotonicClock.now() - started)))")
