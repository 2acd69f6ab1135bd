/// The result of a view modifier. SwiftUI's modifiers return opaque `some View` (often a
/// `ModifiedContent`, https://developer.apple.com/documentation/swiftui/modifiedcontent); the
/// shim's is this one type, which records the modifier and its argument for the tests.
nonisolated public struct ShimModifiedView<Content: View>: View {
  public let shimContent: Content
  public let shimModifier: String
  public let shimArgument: String
  public var body: Never { primitive() }
}

extension View {
  func modified(_ modifier: String, _ argument: Any) -> ShimModifiedView<Self> {
    ShimModifiedView(shimContent: self, shimModifier: modifier, shimArgument: "\(argument)")
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  public func disabled(_ disabled: Bool) -> some View { modified("disabled", disabled) }

  /// https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:)
  public func deleteDisabled(_ isDisabled: Bool) -> some View { modified("deleteDisabled", isDisabled) }

  /// https://developer.apple.com/documentation/swiftui/view/movedisabled(_:)
  public func moveDisabled(_ isDisabled: Bool) -> some View { modified("moveDisabled", isDisabled) }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { modified("tag", tag) }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified("foregroundStyle", style) }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { modified("font", font.map(\.name) ?? "nil") }

  /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modified("pickerStyle", S.self) }

  /// https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:)
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { modified("datePickerStyle", S.self) }

  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
  /// (the overload whose prompt is a `Text?`)
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View
  {
    ShimSearchableView(shimContent: self, shimText: text)
  }
}

/// The placement of a search field in a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
public struct SearchFieldPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  public static let automatic = SearchFieldPlacement()
}

/// What `searchable(text:placement:prompt:)` returns in the shim: the view and its binding.
nonisolated public struct ShimSearchableView<Content: View>: View {
  public let shimContent: Content
  public let shimText: Binding<String>
  public var body: Never { primitive() }
}
