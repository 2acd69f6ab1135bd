/// The control a row is drawn with where its kind allows several (`style:` in the spec).
/// Without one, each kind has its default (``defaultStyle(of:)``).
public enum RowStyle: String, Sendable, CaseIterable {
  /// `choice`: a pop-up menu of the options beside the title (the default).
  case menu
  /// `choice`: the options listed under the title, the selected one checked; `date`: a
  /// calendar (or clock) drawn in the row.
  case inline
  /// `choice`: a segmented control (for two to five short options).
  case segmented
  /// `choice`, `date`: a spinning wheel.
  case wheel
  /// `date`: a compact button that opens the calendar (the default).
  case compact
  /// `number`: a text field for the digits (the default).
  case field
  /// `number`: a stepper beside the value, within the row's `min` and `max`.
  case stepper

  /// The styles a row of `kind` may ask for, the default first; empty for kinds with one control.
  /// The one definition the compiler's checks, the loader's validation and the schema share.
  public static func styles(of kind: RowKind) -> [RowStyle] {
    switch kind {
    case .choice: [.menu, .inline, .segmented, .wheel]
    case .date: [.compact, .inline, .wheel]
    case .number: [.field, .stepper]
    case .label, .button, .text, .toggle, .decimal, .picker, .multichoice: []
    }
  }

  /// The style a row of `kind` has without `style:`, or nil for kinds with one control.
  public static func defaultStyle(of kind: RowKind) -> RowStyle? { styles(of: kind).first }
}
