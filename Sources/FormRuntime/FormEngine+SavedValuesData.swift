import Foundation

extension FormEngine {
  /// Starts the form from saved values read from a file or the network, as
  /// ``FormEngine/init(form:savedValues:)`` does from text. The data is read as `JSONDecoder`
  /// reads it: UTF-8 with or without a byte order mark, or UTF-16 or UTF-32, which are converted.
  /// - Throws: ``SavedValuesError``: the form's error, or every problem of the data (a data that
  ///   is not text is one problem).
  /// - Complexity: O(b + n + c) for b bytes, n rows and c condition instructions.
  public init(form: CompiledForm, savedValuesData data: Data) throws(SavedValuesError) {
    guard let text = CompiledForm.utf8Text(data) else {
      throw .invalidValues([
        SavedValuesProblem(
          kind: .malformedJSON, message: "the data is not valid UTF-8, UTF-16 or UTF-32", path: "$", offset: 0,
          line: 1, column: 1)
      ])
    }
    try self.init(form: form, savedValuesUTF8: text)
  }

  /// The form's values as UTF-8 JSON, as ``FormEngine/savedValues(includingExpanded:)`` writes them.
  /// - Complexity: O(n + v + f).
  public func savedValuesData(includingExpanded: Bool = false) -> Data {
    Data(savedValues(includingExpanded: includingExpanded).utf8)
  }
}
