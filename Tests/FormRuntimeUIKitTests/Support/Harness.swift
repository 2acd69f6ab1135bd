import FormCompiler
import FormDiagnostics
import FormRuntime
import FormRuntimeUIKit
import Foundation
import Testing
import UIKitShim

/// Compiled forms: the repository's examples (`Forms/`) and specs written in a test.
enum TestForms {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Forms")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".form.yaml") }.map { String($0.dropLast(".form.yaml".count)) }.sorted()
  }

  static func engine(_ name: String) throws -> FormEngine {
    let result = FormCompiler.compile(fileAt: folder.appendingPathComponent(name + ".form.yaml").path)
    return try FormEngine(form: try #require(result.form, "\(result.diagnostics)"))
  }

  static func engine(spec: String) throws -> FormEngine {
    let result = FormCompiler.compile(SourceText(path: "test.form.yaml", text: spec))
    return try FormEngine(form: try #require(result.form, "\(result.diagnostics)"))
  }
}

/// A form data source attached to a fake table view.
@MainActor struct Harness {
  let form: FormTableDataSource
  let table: FakeTableView

  init(_ engine: FormEngine, _ style: FormTableDataSource.UpdateStyle = .batchUpdates) {
    let form = FormTableDataSource(engine: engine, updateStyle: style)
    self.form = form
    table = FakeTableView { form.engine.table }
    form.attach(to: table)
  }

  init(_ name: String, _ style: FormTableDataSource.UpdateStyle = .batchUpdates) throws {
    self.init(try TestForms.engine(name), style)
  }

  /// No broken batch rule, and every cell and footer shows what the engine says now.
  func verify(_ sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(table.failures == [], sourceLocation: sourceLocation)
    #expect(table.staleRows(form) == [], sourceLocation: sourceLocation)
    #expect(table.shown == form.engine.table, sourceLocation: sourceLocation)
  }

  func cell(_ id: String) throws -> UITableViewCell { try #require(table.cell(id), "row \(id) is not shown") }

  func control<Control: UIView>(_ id: String, _ type: Control.Type) throws -> Control {
    try #require(try cell(id).accessoryView as? Control, "row \(id) has no \(Control.self)")
  }

  func record(_ id: String) throws -> CellRecord { CellRecord(try cell(id)) }

  func indexPath(_ id: String) throws -> IndexPath { try #require(table.indexPath(id), "row \(id) is not shown") }

  /// Lets the main queue run what the data source left for after a drag.
  func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }
}
