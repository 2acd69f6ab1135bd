import FormRuntime

/// A spec that passed the checks, with what the checks worked out: the full layout and each
/// value's initial value. This is what lowering consumes.
struct CheckedForm {
  var spec: FormSpec
  var layout: FullLayout
  /// Initial values of rows, by slot; nil for rows without a value.
  var rowInitialValues: [FormValue?]
  /// Initial selections of select sections, by section index.
  var selectionInitialValues: [Int: FormValue]
  /// Initial values of state variables, in declaration order.
  var stateInitialValues: [FormValue]
  /// What each id names.
  var declarations: Declarations
}
