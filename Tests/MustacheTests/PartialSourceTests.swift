import Foundation
import Mustache
import Testing

@Suite("Partial sources")
struct PartialSourceTests {
  /// A fresh folder of partial files, removed by `body`'s end.
  private func withPartialFolder(_ files: [String: Data], _ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, contents) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url)
    }
    try body(folder.path)
  }

  @Test func aFolderSourceReadsNameDotMustacheIncludingSubfolders() throws {
    let files = ["header.mustache": Data("// {{title}}\n".utf8), "swift/field.mustache": Data("let {{.}}\n".utf8)]
    try withPartialFolder(files) { folder in
      let template = try MustacheTemplate(parsing: "{{>header}}{{#fields}}{{>swift/field}}{{/fields}}", name: "t")
      let output = try template.render(
        ["title": "Model", "fields": ["a", "b"]], partials: .folder(folder), missingPartialIsError: true)
      #expect(output == "// Model\nlet a\nlet b\n")
    }
  }

  @Test func aFolderSourceNeverLeavesItsFolder() throws {
    try withPartialFolder(["inside/p.mustache": Data("secret".utf8)]) { folder in
      let inside = folder + "/inside"
      let template = try MustacheTemplate(parsing: "[{{>../inside/p}}{{>/etc/hostname}}{{>a//b}}]", name: "t")
      #expect(try template.render([:], partials: .folder(inside)) == "[]")
      #expect(try template.render([:], partials: .folder(folder)) == "[]")
      let strict = try MustacheTemplate(parsing: "{{>../inside/p}}", name: "t")
      #expect(throws: MustacheError.self) {
        try strict.render([:], partials: .folder(inside), missingPartialIsError: true)
      }
    }
  }

  @Test func errorsInPartialFilesNameTheFile() throws {
    try withPartialFolder(["broken.mustache": Data("ok\n{{#open}}\n".utf8)]) { folder in
      let template = try MustacheTemplate(parsing: "{{>broken}}", name: "t")
      let error = #expect(throws: MustacheError.self) { try template.render([:], partials: .folder(folder)) }
      #expect(error?.description == "\(folder)/broken.mustache:2:1: error: section 'open' is never closed")
    }
  }

  @Test func anUnreadablePartialIsAnErrorAtTheTag() throws {
    try withPartialFolder(["latin1.mustache": Data([0x63, 0x61, 0x66, 0xE9])]) { folder in
      let template = try MustacheTemplate(parsing: "x\n {{>latin1}}", name: "t.mustache")
      let error = #expect(throws: MustacheError.self) { try template.render([:], partials: .folder(folder)) }
      #expect(error?.kind == .partialLoadFailed)
      #expect(error?.templateName == "t.mustache" && error?.line == 2 && error?.column == 2)
      #expect(error?.message == "cannot load partial 'latin1': \(folder)/latin1.mustache is not valid UTF-8")
    }
  }

  @Test func closureSourcesGiveTextsOrTemplates() throws {
    let texts = MustachePartialSource(texts: { name in name == "a" ? "A{{>b}}" : nil })
    let template = try MustacheTemplate(parsing: "{{>a}}", name: "t")
    #expect(try template.render([:], partials: texts) == "A")
    let parsed = try MustacheTemplate(parsing: "<{{.}}>", name: "b")
    let templates = MustachePartialSource(templates: { $0 == "a" ? parsed : nil })
    #expect(try template.render("x", partials: templates) == "<x>")
  }

  @Test func eachPartialIsLoadedOncePerRendering() throws {
    final class Counter: @unchecked Sendable {
      var loads = 0
    }
    let counter = Counter()
    let source = MustachePartialSource(texts: { _ in
      counter.loads += 1
      return "{{.}}"
    })
    let template = try MustacheTemplate(parsing: "{{#list}}{{>item}}{{/list}}", name: "t")
    #expect(try template.render(["list": [1, 2, 3]], partials: source) == "123")
    #expect(counter.loads == 1)
  }

  @Test func embeddedTemplatesReportErrorsUnderNameDotMustache() throws {
    let template = try MustacheTemplate(parsing: "{{>row}}", name: "table.mustache")
    let error = #expect(throws: MustacheError.self) {
      try template.render([:], partials: .embedded(["row": "\n  {{#cell}}"]))
    }
    #expect(error?.description == "row.mustache:2:3: error: section 'cell' is never closed")
  }
}
