// The catalogue: the problems the command line finds in a project (FormcCLI): formc.yml, its inputs, the outputs
// `--check` compares, and compiled forms loaded by `formc simulate`. Alphabetical by id.

extension DiagnosticKind {
  public static let configEmptyInputs = DiagnosticKind(
    "config-empty-inputs", .error,
    message: "'inputs' is empty; list the specs to compile",
    explanation: """
      formc.yml's 'inputs' is an empty list, so 'formc run' would compile nothing. List the spec files, folders \
      or globs ('Forms/**/*.form.yaml').
      """,
    example: .projectConfig(
      """
      inputs: []
      output: out

      """))

  public static let configInputNoMatch = DiagnosticKind(
    "config-input-no-match", .error,
    message: "input '<path>' matches no file or folder",
    otherMessages: [
      "input '<glob>' matches no files",
      "input '<path>' is a folder with no <suffix> files below it",
    ],
    explanation: """
      An entry of formc.yml's 'inputs' finds no spec: the path does not exist, the glob matches nothing, or the \
      folder holds no *.form.yaml files. Paths are relative to the folder of formc.yml; check the spelling.
      """,
    example: .projectConfig(
      """
      inputs: [Form]
      output: out

      """))

  public static let configMissingKey = DiagnosticKind(
    "config-missing-key", .error,
    message: "<config file> has no '<setting>': <what it is for> (or pass <option>)",
    otherMessages: ["<config file> has no '<setting>': <what it is for>"],
    explanation: """
      'formc run' needs to know what to compile and where to write it: formc.yml gives 'inputs' and 'output', or \
      the command line gives the specs and -o. Add the setting the message names.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]

      """))

  public static let configMissingValue = DiagnosticKind(
    "config-missing-value", .error,
    message: "<setting> needs a path",
    otherMessages: ["parameter '<name>' has no value; write '' for an empty string"],
    explanation: """
      A setting of formc.yml is present but empty. Give it a value, or remove the line; write '' for a parameter \
      that is meant to be empty.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output:

      """))

  public static let configUnknownKey = DiagnosticKind(
    "config-unknown-key", .error,
    message: "unknown setting '<key>'; did you mean '<suggestion>'?",
    otherMessages: ["unknown setting '<key>'; expected one of <settings>"],
    explanation: """
      formc.yml has a setting formc does not know. The settings are inputs, output, template, params and \
      diagnostics; a misspelling is an error rather than silently ignored.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      ouptut: out

      """))

  public static let configUnknownValue = DiagnosticKind(
    "config-unknown-value", .error,
    message: "unknown diagnostics format '<format>'; did you mean '<suggestion>'?",
    otherMessages: ["unknown diagnostics format '<format>'; expected one of <formats>"],
    explanation: """
      formc.yml's 'diagnostics' names a format formc does not have: xcode, json or github.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output: out
      diagnostics: jsno

      """))

  public static let configWrongKind = DiagnosticKind(
    "config-wrong-kind", .error,
    message: "<setting> must be <what it takes>; found <what was found>",
    otherMessages: ["expected a setting name, found <what was found>"],
    explanation: """
      A setting of formc.yml has the wrong shape: 'inputs' is a path or a list of paths, 'output' and 'template' \
      are paths, 'params' is a mapping of names to strings, 'diagnostics' is a word, and the file itself is a \
      mapping of settings.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output: [out, more]

      """))

  public static let duplicateForm = DiagnosticKind(
    "duplicate-form", .error,
    message: "form '<name>' is also defined in <file>; both would be written to <name>.formc.json",
    explanation: """
      Two specs of one run declare the same 'form' name, and each form is written to a file named after it, so \
      one would overwrite the other. Rename one of the forms.
      """,
    example: DiagnosticExample(
      files: [
        ("Forms/a.form.yaml", DiagnosticExample.validSpec), ("Forms/b.form.yaml", DiagnosticExample.validSpec),
      ],
      arguments: ["compile", "Forms", "-o", "out"]))

  public static let invalidCompiledForm = DiagnosticKind(
    "invalid-compiled-form", .error,
    message: "<what the loader found wrong>",
    explanation: """
      'formc simulate' loaded a .formc.json through the runtime's own loader, exactly as an app does, and the \
      loader rejected it: it is not JSON, has a format version this formc does not read, or its tables \
      contradict each other. The message is the loader's. Compile the spec again with this formc.
      """,
    example: DiagnosticExample(
      files: [("out/Example.formc.json", "{\"formatVersion\": 1}\n"), ("events.txt", "tap name\n")],
      arguments: ["simulate", "out/Example.formc.json", "--events", "events.txt"]))

  public static let missingOutput = DiagnosticKind(
    "missing-output", .error,
    message: "<file> is missing (run 'formc <command>' to regenerate)",
    explanation: """
      Under --check, a file the command would write does not exist: the generated files are not up to date with \
      the specs. Run the command the message names without --check, and commit what it writes.
      """,
    example: DiagnosticExample(
      files: [(DiagnosticExample.specPath, DiagnosticExample.validSpec)],
      arguments: ["compile", "Forms", "-o", "out", "--check"]))

  public static let noSpecFiles = DiagnosticKind(
    "no-spec-files", .error,
    message: "folder '<path>' has no <suffix> files below it",
    otherMessages: ["'<glob>' matches no files"],
    explanation: """
      A folder given to check, compile, verify or run stands for the *.form.yaml files below it, and this one has \
      none; a glob (quoted, so the shell leaves it to formc) matched no file. Nothing was checked, so the command \
      fails rather than pass on a wrong path. When the folder holds YAML files named otherwise (signup.yaml), a \
      note names one: spec files must end in .form.yaml.
      """,
    example: DiagnosticExample(
      files: [("Forms/signup.yaml", DiagnosticExample.validSpec)], arguments: ["check", "Forms"]))

  public static let staleOutput = DiagnosticKind(
    "stale-output", .error,
    message: "<file> is stale (run 'formc <command>' to regenerate)",
    explanation: """
      Under --check, a file the command would write exists with other contents: the spec (or formc) changed \
      since it was generated. Run the command the message names without --check, and commit what it writes.
      """,
    example: DiagnosticExample(
      files: [(DiagnosticExample.specPath, DiagnosticExample.validSpec), ("out/Example.formc.json", "{}\n")],
      arguments: ["compile", "Forms", "-o", "out", "--check"]))
}
