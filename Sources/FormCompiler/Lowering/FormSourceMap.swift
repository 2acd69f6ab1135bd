import FormDiagnostics

/// Where the parts of a compiled form were written, so later stages (verification, code
/// generation) can point diagnostics at the spec.
public struct FormSourceMap: Sendable {
  /// The `id:` of each row, by slot.
  public var rows: [SourceLocation] = []
  /// The `expands:` key of each expandable row, by slot.
  public var rowExpands: [SourceLocation?] = []
  /// The `visible:` value of each row that has one, by slot.
  public var rowConditions: [SourceLocation?] = []
  /// The `enabled:` value of each row that has one, by slot.
  public var rowEnabled: [SourceLocation?] = []
  /// The value of each rule's key (`required: true`, `valid: "…"`), by rule index.
  public var rules: [SourceLocation] = []
  /// The `id:` of each section.
  public var sections: [SourceLocation] = []
  /// The `accordion:` value of each section that has one.
  public var sectionAccordions: [SourceLocation?] = []
  /// The `visible:` value of each section that has one.
  public var sectionConditions: [SourceLocation?] = []
  /// Every `visible:`, `enabled:` and `valid:` value compiled to each condition, by condition index: sections' and
  /// rows' `visible`, then rows' `enabled`, then `valid` rules. Rows and sections with the same condition share one
  /// compiled program.
  public var conditions: [[SourceLocation]] = []
  /// The form's `form:` name.
  public var form: SourceLocation?
  /// The form's `key:` value, when it has one.
  public var formKey: SourceLocation?
  /// The `key:` value of each row that has one, by slot.
  public var rowKeys: [SourceLocation?] = []
  /// The `key:` value of each section that has one, by table section.
  public var sectionKeys: [SourceLocation?] = []
}
