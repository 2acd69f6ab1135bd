import FormRuntime

extension CompiledForm {
  /// The loader's message for this form with `change` made to it, or nil when it still loads:
  /// what the tests of the loader's refusals compare.
  func refusal(after change: (inout CompiledForm) -> Void) -> String? {
    var broken = self
    change(&broken)
    do {
      try broken.validate()
      return nil
    } catch {
      return error.message
    }
  }
}
