extension TemplateContext {
  /// The joined parameters and arguments of the Swift template's `SavedValues` struct: every value (as its typed
  /// property), then every list (as an array of its item struct), in context order.
  static func savedValues(values: [Value], lists: [List]) -> SavedValues {
    let members =
      values.map { (property: $0.property, type: $0.swiftType, read: $0.property) }
      + lists.map { (property: $0.property, type: "[\($0.itemType)]", read: "\($0.property).items") }
    return SavedValues(
      hasMembers: !members.isEmpty,
      parameters: members.map { "\($0.property): \($0.type)" }.joined(separator: ", "),
      // A label at a call site is unescaped, as Swift takes most keywords there (`repeat: \`repeat\``).
      arguments: members.map { "\($0.property.filter { $0 != "`" }): \($0.read)" }.joined(separator: ", "))
  }
}
