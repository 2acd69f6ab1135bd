import Foundation
import Testing

@testable import FormcCLI

/// Each bundled template declares its parameters; formc.yml's `params` and `template` are checked
/// where they are written, and `--param` on the command line is a usage error.
@Suite struct TemplateParameterTests {
  @Test func everyBundledTemplateDeclaresItsParameters() {
    #expect(Set(BundledTemplates.parameters.keys) == Set(BundledTemplates.all.keys))
    for (name, declarations) in BundledTemplates.parameters {
      for declaration in declarations {
        #expect(declaration.allowedValues?.contains(declaration.defaultValue) ?? true, "\(name).\(declaration.name)")
        #expect(!declaration.help.isEmpty)
      }
    }
  }

  static func project(_ config: String, in folder: URL) throws {
    try write(try fruitText(), to: "Forms/fruit.form.yaml", in: folder)
    try write(config, to: "formc.yml", in: folder)
  }

  @Test func aMisspeltTemplateInFormcYmlIsPositioned() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs: [Forms]\noutput: out\ntemplate: swfit\n", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      #expect(
        result.err == """
          formc.yml:3:11: error: no bundled template named 'swfit'; did you mean 'swift'? [config-unknown-template]
          template: swfit
                    ^~~~~
                    swift
          formc.yml: 1 error, 0 warnings

          """)
      try Self.project("inputs: [Forms]\noutput: out\ntemplate: Templates/none.swift.mustache\n", in: folder)
      #expect(
        formc(in: folder, "run").err.hasPrefix(
          "formc.yml:3:11: error: template file 'Templates/none.swift.mustache' not found"))
    }
  }

  @Test func formcYmlParamsAreCheckedWhereTheyAreWritten() throws {
    try withTemporaryFolder { folder in
      try Self.project(
        "inputs: [Forms]\noutput: out\ntemplate: swift\nparams:\n  acess: internal\n  access: 'privat'\n", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      #expect(
        result.err == """
          formc.yml:5:3: error: template 'swift' has no parameter 'acess'; did you mean 'access'? [config-unknown-param]
            acess: internal
            ^~~~~
            access
          formc.yml:6:12: error: 'privat' is not a value of parameter 'access' of template 'swift'; expected one of \
          public, package, internal [config-param-value]
            access: 'privat'
                     ^
          formc.yml: 2 errors, 0 warnings

          """)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))

      try Self.project("inputs: [Forms]\noutput: out\nparams:\n  access: internal\n", in: folder)
      #expect(
        formc(in: folder, "run").err.hasPrefix(
          "formc.yml:4:3: error: parameter 'access' has no effect without a 'template'"))

      // Defaults fill in what is not given; a good value passes.
      try Self.project("inputs: [Forms]\noutput: out\ntemplate: swift\nparams:\n  access: package\n", in: folder)
      #expect(formc(in: folder, "run").code == 0)
      let generated = try String(
        contentsOf: folder.appendingPathComponent("out/Fruit.swift"), encoding: .utf8)
      #expect(generated.contains("\npackage struct FruitForm"))
    }
  }

  @Test func commandLineParamsAreUsageErrors() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs: [Forms]\noutput: out\ntemplate: swift\n", in: folder)
      #expect(
        formc(in: folder, "run", "--param", "acess=internal")
          == CLIResult(
            code: 2, out: "",
            err: """
              error: --param acess=internal: template 'swift' has no parameter 'acess'; did you mean 'access'?
              see 'formc templates show swift --params'

              """))
      let compile = formc(
        in: folder, "compile", "Forms", "-o", "out", "--template", "swift", "--param", "access=pubic")
      #expect(compile.code == 2)
      #expect(
        compile.err.hasPrefix(
          "error: --param access=pubic: 'pubic' is not a value of parameter 'access' of template 'swift'; "
            + "did you mean 'public'?\n"))
      #expect(formc(in: folder, "compile", "Forms", "-o", "out", "--template", "markdown", "--param", "a=b").code == 2)
      #expect(formc(in: folder, "compile", "Forms", "-o", "out", "--param", "access=internal").code == 2)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))

      // A template file declares nothing: its parameters reach it unchecked.
      let template = try write("{{params.anything}}\n", to: "list.txt.mustache", in: folder)
      let user = formc(in: folder, "compile", "Forms", "-o", "out", "--template", template, "--param", "anything=1")
      #expect(user.code == 0, "\(user.err)")
      #expect(try String(contentsOf: folder.appendingPathComponent("out/Fruit.txt"), encoding: .utf8) == "1\n")
    }
  }

  @Test func templatesShowListsTheParameters() {
    #expect(
      formc("templates", "show", "swift", "--params")
        == CLIResult(
          code: 0,
          out: """
            NAME    VALUES                     DEFAULT  HELP
            access  public, package, internal  public   The access level of the generated type and its members.

            """, err: ""))
    #expect(formc("templates", "show", "markdown", "--params").out == "template 'markdown' takes no parameters\n")
    #expect(formc("templates", "list", "--params").code == 2)
  }
}
