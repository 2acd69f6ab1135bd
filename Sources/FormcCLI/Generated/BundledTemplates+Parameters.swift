// Written by hand, beside the generated BundledTemplates.swift: the parameters of each bundled
// template, declared once. A test checks that every bundled template has an entry here.

extension BundledTemplates {
  /// The parameters each bundled template takes, by template name.
  static let parameters: [String: [TemplateParameterDeclaration]] = [
    "markdown": [],
    "swift": [
      TemplateParameterDeclaration(
        name: "access",
        // `private` and `fileprivate` would hide the type from every other file, and `open` is for classes.
        allowedValues: ["public", "package", "internal"], defaultValue: "public",
        help: "The access level of the generated type and its members.")
    ],
  ]
}
