import Foundation
import Testing

@testable import FormcCLI

/// `formc preview`: its declaration, usage errors, specs with errors, and the pages it writes.
@Suite struct PreviewCommandTests {

  @Test func helpDescribesTheOutputAndTheTestingAPI() {
    let help = formc("help", "preview")
    #expect(help.code == 0)
    #expect(help.out.contains("USAGE: formc preview <file-or-folder>... [--output <page-or-dir>]"))
    #expect(help.out.contains("window.formc.send(\"tap citrus\")"))
    #expect(help.out.contains("#events="))
    #expect(formc("help").out.contains("preview"))
  }

  @Test func severalSpecsNeedAFolder() throws {
    try withTemporaryFolder { folder in
      let noOutput = formc(in: folder, "preview", formsFolder)
      #expect(noOutput.code == 2)
      #expect(noOutput.err.contains("give a folder for them with -o DIR"))
      let onePage = formc("preview", formsFolder, "-o", folder.appendingPathComponent("all.html").path)
      #expect(onePage.code == 2)
      #expect(onePage.err.contains("is one page, for one spec"))
      #expect(contents(of: folder.path).isEmpty)
    }
  }

  @Test func unknownOptionIsAUsageError() {
    let result = formc("preview", fruitSpec, "--ouput", "x.html")
    #expect(result.code == 2)
    #expect(result.err.contains("did you mean '--output'?"))
  }

  @Test func aSpecWithErrorsIsReportedAsCheckReportsItAndGetsNoPage() throws {
    try withTemporaryFolder { folder in
      let spec = try write(brokenSpec("Broken"), to: "broken.form.yaml", in: folder)
      let page = folder.appendingPathComponent("Broken.html").path
      let result = formc("preview", spec, "-o", page)
      #expect(result.code == 1)
      #expect(result.err.hasPrefix(formc("check", spec).err.components(separatedBy: "checked ")[0]))
      #expect(contents(of: folder.path) == ["broken.form.yaml"])
    }
  }

  @Test func onePageIsWrittenWhereOutputSaysAndIsSelfContained() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("fruit.html").path
      let result = formc("preview", fruitSpec, "-o", path)
      #expect(result.code == 0, "\(result.err)")
      let html = try String(contentsOfFile: path, encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      #expect(html.contains("<title>Fruit – formc preview</title>"))
      #expect(html.contains("\"form\":\"Fruit\""))
      #expect(!html.contains("src=\"http"), "the page fetches nothing")
      #expect(!html.contains("<link"), "the page fetches nothing")
      #expect(contents(of: folder.path) == ["fruit.html"], "no temporary file is left")
    }
  }

  @Test func withoutOutputThePageIsNamedAfterTheFormInTheWorkingFolder() throws {
    try withTemporaryFolder { folder in
      let result = formc(in: folder, "preview", fruitSpec)
      #expect(result.code == 0, "\(result.err)")
      #expect(contents(of: folder.path) == ["Fruit.html"])
    }
  }

  @Test func aFolderGetsOnePagePerFormAndAnIndexEachWithin1MiB() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("pages").path
      let result = formc("preview", formsFolder, "-o", output)
      #expect(result.code == 0, "\(result.err)")
      #expect(contents(of: output) == (exampleFormNames.map { "\($0).html" } + ["index.html"]).sorted())
      let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
      for name in exampleFormNames {
        #expect(index.contains("href=\"\(name).html\""))
        let size = try FileManager.default.attributesOfItem(atPath: "\(output)/\(name).html")[.size] as? Int ?? 0
        #expect(size <= 1 << 20, "\(name).html is \(size) bytes")
      }
    }
  }

  /// formc's resource bundle holds the committed module, and that is what a page embeds.
  @Test func theBuiltInModuleIsTheCommittedResource() throws {
    let committed = try Data(
      contentsOf: packageRoot.appendingPathComponent("Sources/FormcCLI/Resources/formc-engine.wasm"))
    let bytes = try PreviewEngineModule.bytes(environment: [:])
    #expect(bytes.prefix(4) == Data([0, 0x61, 0x73, 0x6D]), "a WebAssembly module starts with \\0asm")
    #expect(bytes == committed)
    // Deflated, at under half the size: the page inflates it (inflate.js) before compiling it.
    let deflated = try #require(RawDeflate.compress(Array(committed)))
    #expect(deflated.count * 2 < committed.count)
    #expect(try PreviewEngineModule.embedded(environment: [:]) == Data(deflated).base64EncodedString())
  }

  /// Without its resources (formc copied without them) the command says what is missing.
  @Test func aMissingModuleIsReportedNotACrash() throws {
    do throws(CommandError) {
      _ = try PreviewEngineModule.bytes(environment: [:], resources: nil)
      Issue.record("a module was read without formc's resources")
    } catch {
      #expect(error.message.contains("formc-engine.wasm) is missing"), "\(error.message)")
      #expect(error.message.contains(PreviewEngineModule.overrideVariable))
    }
    try withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("none.wasm").path
      let given = folder.appendingPathComponent("given.wasm")
      try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]).write(to: given)
      let variable = PreviewEngineModule.overrideVariable
      #expect(try PreviewEngineModule.bytes(environment: [variable: given.path], resources: nil).count == 8)
      do throws(CommandError) {
        _ = try PreviewEngineModule.bytes(environment: [variable: missing])
        Issue.record("a missing \(variable) file was read")
      } catch {
        #expect(error.message == "cannot read the engine module \(missing) (named by \(variable))")
      }
    }
  }

  @Test func theCompiledFormCannotCloseItsScriptElement() {
    #expect(PreviewPage.scriptSafe(#"{"title":"</script><b>"}"#) == #"{"title":"\u003c/script>\u003cb>"}"#)
  }

  /// The assets compiled into formc are exactly Templates/Preview/.
  @Test func theEmbeddedAssetsMatchTemplatesPreview() throws {
    let folder = packageRoot.appendingPathComponent("Templates/Preview")
    var onDisk: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !file.hasPrefix(".") {
      onDisk[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    let stale = Set(onDisk.keys).union(PreviewAssets.all.keys).filter { PreviewAssets.all[$0] != onDisk[$0] }
    #expect(
      stale.isEmpty,
      "PreviewAssets.swift is stale for \(stale.sorted()): run 'swift run EmbedTemplates' at the package root")
    for script in PreviewPage.scriptFiles { #expect(onDisk[script] != nil, "\(script) is missing") }
  }
}
