import FormRuntimeCore
import FormSimulation

/// The engine behind the preview page: every export of the WebAssembly module
/// (docs/preview.md) is one call here, taking UTF-8 and giving a status and UTF-8 text, so that
/// the exports only move bytes and this is tested natively.
public struct PreviewSession {
  /// The loaded form's simulation, nil before the first successful ``load(_:)``.
  public private(set) var simulation: SimulationSession?

  /// A session with no form: every call but ``load(_:)`` replies ``PreviewStatus/noForm``.
  public init() {}

  /// Loads a compiled form (its JSON), replacing the form and state before.
  /// - Returns: the form view, or ``PreviewStatus/failed`` and the loader's message.
  /// - Complexity: O(n) in the size of the form.
  public mutating func load(_ json: [UInt8]) -> PreviewReply {
    let engine: FormEngine
    do throws(CompiledFormError) {
      engine = try FormEngine(form: CompiledForm(jsonUTF8: json))
    } catch {
      return PreviewReply(.failed, error.message)
    }
    simulation = SimulationSession(engine: engine)
    return PreviewReply(.ok, PreviewViews.form(of: engine))
  }

  /// Replays one event line (a trailing `\r` ignored).
  /// - Returns: the object `formc simulate --content` prints for it without its `"content"`
  ///   (the update and `"reconfigureRows"`); ``PreviewStatus/failed`` when refused,
  ///   ``PreviewStatus/blank`` and no text for a blank or comment line.
  /// - Complexity: as ``SimulationSession/replay(_:)``.
  public mutating func send(_ line: [UInt8]) -> PreviewReply {
    guard simulation != nil else { return Self.noForm }
    // A 0x0D byte is always the scalar "\r" (it is never part of another's encoding), so it is
    // dropped before decoding rather than removed from the text after.
    let text = String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
    guard let event = simulation?.replay(Substring(text)) else { return PreviewReply(.blank, "") }
    return PreviewReply(event.failed ? .failed : .ok, event.json(reconfigureRows: true))
  }

  /// The layout as `formc simulate --layout` prints it.
  public var layout: PreviewReply {
    simulation.map { PreviewReply(.ok, $0.layoutJSON) } ?? Self.noForm
  }

  /// The saved values as `formc simulate --dump-state` prints them.
  public var state: PreviewReply {
    simulation.map { PreviewReply(.ok, $0.savedState) } ?? Self.noForm
  }

  /// The form view.
  public var form: PreviewReply {
    simulation.map { PreviewReply(.ok, PreviewViews.form(of: $0.engine)) } ?? Self.noForm
  }

  /// The row views of a JSON array of row ids.
  public func rows(_ request: [UInt8]) -> PreviewReply {
    guard let engine = simulation?.engine else { return Self.noForm }
    do throws(PreviewRequest.Problem) {
      return PreviewReply(.ok, PreviewViews.rows(try PreviewRequest.rowIDs(request), in: engine))
    } catch {
      return PreviewReply(.failed, error.description)
    }
  }

  /// The ids of the rows shown at a JSON array of index paths (`[[0, 1], [2, 0]]`).
  public func rowIDs(_ request: [UInt8]) -> PreviewReply {
    guard let engine = simulation?.engine else { return Self.noForm }
    do throws(PreviewRequest.Problem) {
      return PreviewReply(.ok, PreviewViews.rowIDs(at: try PreviewRequest.positions(request), in: engine))
    } catch {
      return PreviewReply(.failed, error.description)
    }
  }

  /// The section views of a JSON array of shown section indexes and section ids.
  public func sections(_ request: [UInt8]) -> PreviewReply {
    guard let engine = simulation?.engine else { return Self.noForm }
    do throws(PreviewRequest.Problem) {
      return PreviewReply(.ok, PreviewViews.sections(try PreviewRequest.sections(request), in: engine))
    } catch {
      return PreviewReply(.failed, error.description)
    }
  }

  private static let noForm = PreviewReply(.noForm, "no form is loaded: call formc_load first")
}

/// A call's status, as the exports return it (docs/preview.md).
public enum PreviewStatus: Int32, Sendable {
  /// Done; the text is the result.
  case ok = 0
  /// Refused (a form that does not load, an event the engine or the parser refuses, a
  /// malformed request); the text says why.
  case failed = 1
  /// A blank or comment event line: nothing happened, and the text is empty.
  case blank = 2
  /// No form is loaded yet.
  case noForm = 3
}

/// A call's status and UTF-8 result text.
public struct PreviewReply: Hashable, Sendable {
  /// How the call went.
  public var status: PreviewStatus
  /// The result (JSON, or a message when the call failed).
  public var text: String

  /// A reply of `status` with `text`.
  public init(_ status: PreviewStatus, _ text: String) {
    self.status = status
    self.text = text
  }
}
