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

  public static let configParamValue = DiagnosticKind(
    "config-param-value", .error,
    message: "'<value>' is not a value of parameter '<name>' of template '<template>'; did you mean '<suggestion>'?",
    otherMessages: [
      "'<value>' is not a value of parameter '<name>' of template '<template>'; expected one of <values>"
    ],
    explanation: """
      A parameter in formc.yml's 'params' has a value its template does not accept: the swift template's 'access' \
      is public, package or internal, since any other word would generate Swift that does not compile or a type \
      no other file can use. 'formc templates show NAME --params' lists each parameter's values. (The same \
      mistake in --param on the command line is a usage error.)
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output: out
      template: swift
      params:
        access: privat

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

  public static let configUnknownParam = DiagnosticKind(
    "config-unknown-param", .error,
    message: "template '<template>' has no parameter '<name>'; did you mean '<suggestion>'?",
    otherMessages: [
      "template '<template>' has no parameter '<name>'; its parameters are <names>",
      "template '<template>' takes no parameters, not '<name>'",
      "parameter '<name>' has no effect without a 'template': <Form>.formc.json takes no parameters",
    ],
    explanation: """
      formc.yml's 'params' names a parameter the template does not declare, so it would be silently ignored \
      (a misspelt 'acess: internal' would leave the generated code public). 'formc templates show NAME --params' \
      lists a bundled template's parameters. A template file declares none, and gets its params unchecked.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output: out
      template: swift
      params:
        acess: internal

      """))

  public static let configUnknownTemplate = DiagnosticKind(
    "config-unknown-template", .error,
    message: "no bundled template named '<name>'; did you mean '<suggestion>'?",
    otherMessages: [
      "no bundled template named '<name>'; the bundled ones are <names>, and a template file needs a path",
      "template file '<path>' not found (a path in formc.yml is relative to its folder)",
    ],
    explanation: """
      formc.yml's 'template' is neither a bundled template ('formc templates list') nor an existing template file. \
      A word names a bundled template; a value with a '/' or ending in '.mustache' is a file, relative to the \
      folder of formc.yml.
      """,
    example: .projectConfig(
      """
      inputs: [Forms]
      output: out
      template: swfit

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
    message: "form '<name>' is also declared in <file>; both would be written to <output>, so neither is",
    explanation: """
      Two specs of one run declare the same 'form' name, and each form is written to a file named after it \
      (<Form>.formc.json, or <Form>.swift with the swift template), so one would overwrite the other. The error \
      points at the second 'form:' with a note at the first; neither form's output is written (the other specs' \
      are). Rename one of the forms.
      """,
    example: DiagnosticExample(
      files: [
        ("Forms/a.form.yaml", DiagnosticExample.validSpec), ("Forms/b.form.yaml", DiagnosticExample.validSpec),
      ],
      arguments: ["compile", "Forms", "-o", "out", "--template", "swift"]))

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

  public static let invalidSavedValues = DiagnosticKind(
    "invalid-saved-values", .error,
    message: "<path in the json>: <what is wrong with the value>",
    otherMessages: ["<path in the json>: <what is wrong with the value>; did you mean '<name>'?"],
    explanation: """
      'formc simulate --state FILE' starts the form from saved values (what --dump-state prints, and what \
      FormEngine.savedValues writes), read by the runtime's own reader, exactly as an app restores them. Every \
      problem of the file is reported, each at its place with its JSON path: a name the form does not have, a \
      value of the wrong type, not an option or outside min/max, an item key that is invalid or repeated, more \
      items than the list's max. Fix the file, or dump the state again with this form.
      """,
    example: DiagnosticExample(
      files: [
        (DiagnosticExample.specPath, DiagnosticExample.validSpec), ("state.json", "{\"nam\": \"Ada\"}\n"),
        ("events.txt", "\n"),
      ],
      arguments: ["simulate", DiagnosticExample.specPath, "--state", "state.json", "--events", "events.txt"]))

  public static let malformedStringCatalog = DiagnosticKind(
    "malformed-string-catalog", .error,
    message: "<file> is not valid JSON (<reason>); fix or remove it",
    otherMessages: ["<file> is not a String Catalog: <what is wrong>"],
    explanation: """
      --template xcstrings merges the form's texts into the String Catalog already at the output path, keeping its \
      translations. This one does not read as a catalogue (a JSON object whose 'strings' maps each key to an \
      object), so it is left as it is and nothing is written for the form: overwriting it would lose the \
      translations. Fix the file (a merge conflict, a hand edit), or remove it to start a new catalogue.
      """,
    example: DiagnosticExample(
      files: [(DiagnosticExample.specPath, DiagnosticExample.validSpec), ("out/Example.xcstrings", "{\"strings\": [")],
      arguments: ["compile", "Forms", "-o", "out", "--template", "xcstrings"]))

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
