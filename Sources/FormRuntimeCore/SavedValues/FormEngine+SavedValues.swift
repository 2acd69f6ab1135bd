extension FormEngine {
  /// The version of the saved-values format that ``savedValues(includingExpanded:)`` writes (as
  /// `"_version"`, first) and ``init(form:savedValues:)`` reads; text without `"_version"` is read
  /// as this version.
  public static let savedValuesVersion = 1

  /// The form's values as JSON text, to save and to start a later engine from
  /// (``init(form:savedValues:)``): an object of every value by name (rows' values, hidden rows'
  /// included, state variables and select sections' selections), each list as an array of its
  /// items (`{"key": "1", "number": "+1 555 0100", "label": "home"}`), and with
  /// `includingExpanded`, an `"_expanded"` object of every expandable row's flag (and one in each
  /// item of a list whose template has expandable rows). `"_version"` comes first
  /// (``savedValuesVersion``). Derived values (a list's count) are not written, nor are touched
  /// flags or the search.
  ///
  /// ```json
  /// {
  ///   "_version": 1,
  ///   "email": "ada@example.com",
  ///   "toppings": ["olives"],
  ///   "phones": [
  ///     {"key": "home1", "number": "+1 555 0100", "label": "home"}
  ///   ]
  /// }
  /// ```
  /// - Parameter includingExpanded: whether to write the expanded flags too (default `false`:
  ///   values alone, as an app saves a draft).
  /// - Returns: the JSON text, one name per line, ending with a newline; equal states give equal text.
  /// - Complexity: O(n + v + f) for n rows, v values and f fields of all items.
  public func savedValues(includingExpanded: Bool = false) -> String {
    core.savedValuesText(includingExpanded: includingExpanded)
  }

  /// Starts the form from saved values, as ``savedValues(includingExpanded:)`` writes them.
  ///
  /// Every name is checked, and every problem reported at once: unknown names, names given
  /// twice, a `"_version"` other than ``savedValuesVersion``, values of the wrong type, not an option, outside `min`/`max`, item keys that are
  /// invalid or repeated within a list, more items than a list's `max` (or fewer than its `min`).
  /// A name the text leaves out keeps its initial value (a list left out keeps its default
  /// items; an item's field left out takes the template's default; an item without `key` takes
  /// the next key of the list's sequence, after every saved key counts as in use). Expanded flags
  /// not given keep their initial values; no row starts touched, and the search is empty.
  ///
  /// - Parameters:
  ///   - form: the compiled form; its tables are checked as by ``init(form:)``.
  ///   - savedValues: the JSON text.
  /// - Throws: ``SavedValuesError/invalidForm(_:)`` when the form does not load,
  ///   ``SavedValuesError/invalidValues(_:)`` with every problem of the text otherwise.
  /// - Complexity: O(b + n + c) for b bytes of text, n rows and c condition instructions.
  public init(form: CompiledForm, savedValues: String) throws(SavedValuesError) {
    try self.init(form: form, savedValuesUTF8: Array(savedValues.utf8))
  }

  /// Starts the form from saved values given as UTF-8 bytes, as ``init(form:savedValues:)``.
  /// - Throws: ``SavedValuesError``.
  /// - Complexity: O(b + n + c).
  public init(form: CompiledForm, savedValuesUTF8 bytes: some Collection<UInt8>) throws(SavedValuesError) {
    let initial: FormEngine
    do {
      initial = try FormEngine(form: form)
    } catch {
      throw .invalidForm(error)
    }
    let text = Array(bytes)
    // The engine's form is checked, so the reader can index its tables.
    var reader = SavedValuesReader(form: initial.form, bytes: text)
    reader.read()
    guard reader.problems.isEmpty else { throw .invalidValues(reader.problems) }
    do {
      try self.init(form: initial.form, state: reader.state)
    } catch {
      // Every value was checked as it was read, so the engine takes the state; should it not, the
      // problem is still the text's, not a trap.
      throw .invalidValues([
        SavedValuesProblem(kind: .invalidValue, message: error.message, path: "$", offset: 0, line: 1, column: 1)
      ])
    }
  }
}
