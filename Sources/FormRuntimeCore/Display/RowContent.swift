/// What one shown row displays: the control it is drawn with and every text and flag on it.
///
/// The one description of a row's display that the UIKit and SwiftUI forms, the preview and
/// `formc simulate --content` all draw from (docs/display-model.md), built by
/// ``FormEngine/content(ofRow:formatter:)``. Two rows with equal content look the same: the
/// update's ``FormEngine/reconfiguredRowIDs(of:)`` lists the rows whose content an event changed.
public struct RowContent: Hashable, Sendable {
  /// The row's id (`LIST[KEY].ROW` for a list item's row).
  public var id: String
  /// The row's kind in the spec.
  public var kind: RowKind
  /// The control the row is drawn with (its kind and `style:`).
  public var control: RowControl
  /// How a ``RowControl/datePicker`` is drawn: `compact`, `inline` or `wheel` (`style:`); nil
  /// for the other controls.
  public var datePickerStyle: RowStyle?
  /// The title (`title:`; the id when the spec gives none).
  public var title: String
  /// Smaller text under the title (`subtitle:`).
  public var subtitle: String?
  /// The value, for the control to bind to; nil for kinds that hold none.
  public var value: FormValue?
  /// The value as text: an option's title, a decimal at its precision, a date through the
  /// formatter, the options of a set joined with ", ", a label's `detail:`; nil for null, for
  /// an empty text or set, and for kinds without one.
  public var valueText: String?
  /// The options a choice, picker or multichoice offers, in the spec's order.
  public var options: [RowOption]
  /// What the empty field shows (`placeholder:`).
  public var placeholder: String?
  /// The keyboard the text field asks for (`keyboard:`), nil for the default.
  public var keyboard: KeyboardType?
  /// Whether the field hides what is typed (`secure: true`).
  public var isSecure: Bool
  /// The bounds of a number or decimal (`min:`, `max:`), as values of the row's type.
  public var minimum: FormValue?
  public var maximum: FormValue?
  /// A decimal row's `precision:`, the digits after the point its value and bounds are written
  /// with (``FormValue/jsonText(places:)``); nil for other rows.
  public var precision: Int?
  /// For a row that expands: the ``valueText``s of its direct children whose own `visible`
  /// condition holds, joined with ", " (never a hidden child's), nil when none has one.
  public var summary: String?
  /// What the trailing edge shows.
  public var accessory: RowAccessory
  /// Whether the row takes taps and edits (its `enabled:` condition).
  public var isEnabled: Bool
  /// The message of its first failing rule, once touched; nil otherwise.
  public var error: String?
  /// Whether the row belongs to a list item the user can delete (swipe to delete). A delete that
  /// would leave fewer than the list's `min:` items is refused by the engine.
  public var canDelete: Bool
  /// Whether the row belongs to an item of a list with `reorder: true` (drag to reorder).
  public var canMove: Bool

  public init(
    id: String, kind: RowKind, control: RowControl, datePickerStyle: RowStyle? = nil, title: String,
    subtitle: String? = nil,
    value: FormValue? = nil, valueText: String? = nil, options: [RowOption] = [], placeholder: String? = nil,
    keyboard: KeyboardType? = nil, isSecure: Bool = false, minimum: FormValue? = nil, maximum: FormValue? = nil,
    precision: Int? = nil, summary: String? = nil, accessory: RowAccessory = .none, isEnabled: Bool = true,
    error: String? = nil,
    canDelete: Bool = false, canMove: Bool = false
  ) {
    self.id = id
    self.kind = kind
    self.control = control
    self.datePickerStyle = datePickerStyle
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.valueText = valueText
    self.options = options
    self.placeholder = placeholder
    self.keyboard = keyboard
    self.isSecure = isSecure
    self.minimum = minimum
    self.maximum = maximum
    self.precision = precision
    self.summary = summary
    self.accessory = accessory
    self.isEnabled = isEnabled
    self.error = error
    self.canDelete = canDelete
    self.canMove = canMove
  }
}

/// One option of a choice, picker or multichoice row: the value events and conditions use, and
/// the title to show.
public struct RowOption: Hashable, Sendable {
  public var value: String
  public var title: String

  public init(value: String, title: String) {
    self.value = value
    self.title = title
  }
}

/// The control a row is drawn with. Each has a UIKit and a SwiftUI counterpart in the ready-made
/// forms (docs/display-model.md, "Controls").
public enum RowControl: String, Sendable, CaseIterable {
  /// A `toggle`: a switch.
  case `switch`
  /// A `text` row: a text field.
  case textField
  /// A `number` row: a field for whole numbers.
  case numberField
  /// A `decimal` row: a field for decimals.
  case decimalField
  /// A `number` row with `style: stepper`: its value and a stepper within its bounds.
  case stepper
  /// A `choice` row (the default): a pop-up menu of the options.
  case menu
  /// A `choice` row with `style: inline`: the options listed under the title.
  case inlinePicker
  /// A `picker` row, or a `choice` with `style: wheel`: a spinning wheel.
  case wheel
  /// A `choice` row with `style: segmented`.
  case segmented
  /// A `date` row: a date picker in its ``RowContent/datePickerStyle``.
  case datePicker
  /// A choice of a select section: tapping selects it; a checkmark shows it is selected.
  case checkmark
  /// A `multichoice` row: opens the list of its options, each checked or not.
  case disclosure
  /// A `button` row.
  case button
  /// A `label` row: a title and, right, its detail.
  case label
}

/// What a row shows at its trailing edge.
public enum RowAccessory: String, Sendable, CaseIterable {
  case none
  /// A selected choice of a select section.
  case checkmark
  /// A row that opens another screen (a multichoice's options).
  case disclosure
  /// An expandable row, expanded.
  case expanded
  /// An expandable row, collapsed.
  case collapsed
}
