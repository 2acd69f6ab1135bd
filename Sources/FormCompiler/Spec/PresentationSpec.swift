import FormDiagnostics
import FormRuntimeCore

/// A row's presentation keys as written: `subtitle`, `placeholder`, `secure`, `keyboard`, `detail`
/// and `style`. Kept out of line in ``RowSpec`` (most rows have none).
public struct PresentationSpec: Sendable {
  public var subtitle: Located<String>?
  public var placeholder: Located<String>?
  public var secure: Located<Bool>?
  public var keyboard: Located<KeyboardType>?
  /// The detail text and where its characters were written (for diagnostics inside it).
  public var detail: Located<String>?
  public var detailPlacement: ScalarPlacement?
  /// The control the row asks for; whether its kind has it is checked (``FormChecker/checkStyle(of:)``).
  public var style: Located<RowStyle>?

  public var isEmpty: Bool {
    subtitle == nil && placeholder == nil && secure == nil && keyboard == nil && detail == nil && style == nil
  }

  /// The keys written but `style`, each with where its value was written, for the kind checks (a style's kind is
  /// checked with its value, by ``FormChecker/checkStyle(of:)``).
  var written: [(PresentationTable.Field, SourceLocation)] {
    var written: [(PresentationTable.Field, SourceLocation)] = []
    if let subtitle { written.append((.subtitle, subtitle.location)) }
    if let placeholder { written.append((.placeholder, placeholder.location)) }
    if let secure { written.append((.secure, secure.location)) }
    if let keyboard { written.append((.keyboard, keyboard.location)) }
    if let detail { written.append((.detail, detail.location)) }
    return written
  }
}
