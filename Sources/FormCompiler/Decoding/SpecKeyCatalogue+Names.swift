extension SpecKeyCatalogue {
  /// The kinds of mapping and the keys whose meaning an editor follows (ids and the places that name them), each
  /// read from its declaration, so that the editor spells them as the decoder does.
  public enum Names {
    public static var section: String { SectionKey.mapping.name }
    public static var row: String { RowKey.mapping.name }
    public static var stateVariable: String { StateKey.mapping.name }
    public static var list: String { ListKey.mapping.name }
    public static var listAdd: String { ListAddKey.mapping.name }
    public static var option: String { OptionKey.mapping.name }

    /// `id:` of a section, a row and a list's add row.
    public static var id: String { RowKey.id.declaration.name }
    public static var kind: String { RowKey.kind.declaration.name }
    public static var title: String { RowKey.title.declaration.name }
    public static var header: String { SectionKey.header.declaration.name }
    public static var options: String { RowKey.options.declaration.name }
    public static var optionValue: String { OptionKey.value.declaration.name }
    public static var expands: String { RowKey.expands.declaration.name }
    public static var detail: String { RowKey.detail.declaration.name }
    public static var select: String { SectionKey.select.declaration.name }
    public static var sectionList: String { SectionKey.list.declaration.name }
    public static var rows: String { SectionKey.rows.declaration.name }
    public static var sections: String { FormKey.sections.declaration.name }
    public static var state: String { FormKey.state.declaration.name }
    public static var form: String { FormKey.form.declaration.name }
    /// A section's `default:`: a select section's row ids, a list section's items (fields by template row id).
    public static var sectionDefault: String { SectionKey.default.declaration.name }
    public static var groupBy: String { ListKey.groupBy.declaration.name }
    public static var sortBy: String { ListKey.sortBy.declaration.name }
    public static var type: String { StateKey.type.declaration.name }
    public static var values: String { StateKey.values.declaration.name }
    /// A list item's own key among its fields (`{key: home1, number: …}`), which is not a field.
    public static var itemKey: String { ListItemSpec.keyField }
  }
}
