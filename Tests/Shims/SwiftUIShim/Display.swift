/// A view that displays one or more lines of read-only text.
/// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Equatable, Sendable {
  public let shimString: String
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) { shimString = String(content) }
  public var body: Never { primitive() }
}

/// A container for attaching a label to a value-bearing view.
/// https://developer.apple.com/documentation/swiftui/labeledcontent
nonisolated public struct LabeledContent<Label, Content> {
  public let shimTitle: String
  public let shimContent: Content
}

nonisolated extension LabeledContent: View where Label == Text, Content: View {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)
  /// (the overload group's page; the `StringProtocol` overload's own address was not confirmed)
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    shimTitle = String(title)
    shimContent = content()
  }
  public var body: Never { primitive() }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    shimTitle = String(title)
    shimContent = Text(value)
  }
}

/// A view that displays an image.
/// https://developer.apple.com/documentation/swiftui/image
nonisolated public struct Image: View, Equatable, Sendable {
  public let shimSystemName: String
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { shimSystemName = systemName }
  public var body: Never { primitive() }
}

/// An environment-dependent font.
/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font(name: "footnote")
}

/// A color or pattern to use when rendering a shape.
/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
/// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color(name: "red")
}

extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/red
  public static var red: Color { Color.red }
}
