import Foundation

/// The command a generated file's "Do not edit" header names: run where formc ran, it regenerates
/// exactly that file, byte for byte.
///
/// It holds every argument that shapes the output (the spec, the output folder, the template, each
/// `--param`; for `run`, the configuration file, which gives the rest) and none that does not
/// (`--check`, `--diagnostics`, `--max-file-size`), so the header `--check` renders is the one a
/// plain run writes. Parameters are sorted by name, so their order on the command line does not
/// change the file.
struct RegenerationCommand: Sendable {
  enum Kind: Sendable {
    /// `formc compile SPEC -o DIR [--template T] [--param K=V]...`
    case compile(output: String, template: String?)
    /// `formc run --config FILE [SPEC] [--output DIR] [--param K=V]...`; `namesSpecs` when the
    /// specs came from the command line rather than from formc.yml's `inputs`.
    case run(config: String, output: String?, namesSpecs: Bool)
  }

  var kind: Kind
  /// The `--param`s given on the command line (formc.yml's are read from the file again).
  var parameters: [String: String]
  /// Where formc ran: absolute paths below it are shown relative to it.
  var workingDirectory: String

  /// The command line that regenerates the output of `spec` (its path as formc shows it).
  func line(for spec: String) -> String {
    var words = ["formc"]
    switch kind {
    case .compile(let output, let template):
      words += ["compile", shown(spec), "-o", shown(output)]
      if let template { words += ["--template", shown(template)] }
    case .run(let config, let output, let namesSpecs):
      words += ["run", "--config", shown(config)]
      if namesSpecs { words.append(shown(spec)) }
      if let output { words += ["--output", shown(output)] }
    }
    for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
      words += ["--param", ShellQuoting.quoted("\(key)=\(value)")]
    }
    return words.joined(separator: " ")
  }

  /// A path as the user gave it, or relative to the working folder when it is an absolute path
  /// below it (so a build tool that passes absolute paths still gets a header that does not
  /// depend on where the project is checked out); quoted for a shell when it needs to be.
  private func shown(_ path: String) -> String {
    var relative = path
    let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    if Paths.isAbsolute(path), path.hasPrefix(folder), path.count > folder.count {
      relative = String(path.dropFirst(folder.count))
    }
    return ShellQuoting.quoted(relative)
  }
}
