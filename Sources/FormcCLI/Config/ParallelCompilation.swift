import Dispatch
import FormCompiler
import FormDiagnostics
import Foundation

/// One spec to compile: the path diagnostics show, and the path it is read from.
///
/// They differ when paths are resolved against a folder other than the process's current one
/// (`formc.yml`'s inputs in a test's working folder); diagnostics keep the path the user wrote.
struct SpecInput: Sendable, Hashable {
  var displayPath: String
  var fileSystemPath: String

  init(displayPath: String, fileSystemPath: String) {
    self.displayPath = displayPath
    self.fileSystemPath = fileSystemPath
  }

  /// A path given on the command line: shown and read as given.
  init(_ path: String) {
    self.init(displayPath: path, fileSystemPath: path)
  }
}

/// Work spread over every core, with results in input order whatever the scheduling.
enum Parallel {
  /// `body(0) ... body(count - 1)`, run concurrently (at most `jobs` at a time, or as many as there are cores), in
  /// index order.
  static func map<T: Sendable>(_ count: Int, jobs: Int? = nil, _ body: @Sendable (Int) -> T) -> [T] {
    let workers = min(count, jobs ?? count)
    if workers <= 1 { return (0..<count).map(body) }
    let slots = Slots<T>(count: count)
    if workers == count {
      DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, body(index)) }
      return slots.values
    }
    // Each worker takes the next index until none is left.
    let indexes = IndexDispenser(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = indexes.next() { slots.set(index, body(index)) }
    }
    return slots.values
  }

  /// Compiles every spec concurrently; the results are in the order of `inputs`.
  static func compile(_ inputs: [SpecInput], options: CompilerOptions) -> [CompilationResult] {
    map(inputs.count) { index in compile(inputs[index], options: options) }
  }

  /// Compiles one spec, its diagnostics and source under the path to display.
  static func compile(_ input: SpecInput, options: CompilerOptions) -> CompilationResult {
    let result = FormCompiler.compile(fileAt: input.fileSystemPath, options: options)
    guard input.displayPath != input.fileSystemPath else { return result }
    return result.relocated(from: input.fileSystemPath, to: input.displayPath)
  }
}

/// One result per index, each written once by whichever thread computes it.
private final class Slots<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [T?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

  var values: [T] {
    lock.withLock {
      storage.map { value in
        guard let value else { preconditionFailure("a parallel task produced no result") }
        return value
      }
    }
  }
}

/// Hands out 0, 1, 2, … up to a count, once each, to whichever thread asks.
private final class IndexDispenser: @unchecked Sendable {
  private let lock = NSLock()
  private let count: Int
  private var taken = 0

  init(count: Int) { self.count = count }

  func next() -> Int? {
    lock.withLock {
      guard taken < count else { return nil }
      taken += 1
      return taken - 1
    }
  }
}

extension CompilationResult {
  /// The same result with every location in the file `old` moved to the file `new`.
  func relocated(from old: String, to new: String) -> CompilationResult {
    func move(_ location: SourceLocation) -> SourceLocation {
      location.file == old ? SourceLocation(file: new, line: location.line, column: location.column) : location
    }
    var result = self
    if let source, source.path == old { result.source = SourceText(path: new, text: source.text) }
    result.diagnostics = diagnostics.map { diagnostic in
      var moved = diagnostic
      moved.location = move(diagnostic.location)
      moved.notes = diagnostic.notes.map { DiagnosticNote($0.message, at: $0.location.map(move)) }
      moved.fixIts = diagnostic.fixIts.map {
        FixIt(location: move($0.location), length: $0.length, replacement: $0.replacement)
      }
      return moved
    }
    if var map = sourceMap {
      map.rows = map.rows.map(move)
      map.rowExpands = map.rowExpands.map { $0.map(move) }
      map.sections = map.sections.map(move)
      map.sectionAccordions = map.sectionAccordions.map { $0.map(move) }
      map.conditions = map.conditions.map { $0.map(move) }
      result.sourceMap = map
    }
    return result
  }
}
