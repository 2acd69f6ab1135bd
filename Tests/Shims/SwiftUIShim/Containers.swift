import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
/// https://developer.apple.com/documentation/swiftui/form
nonisolated public struct Form<Content: View>: View {
  public let shimContent: Content
  /// https://developer.apple.com/documentation/swiftui/form/init(content:)
  public init(@ViewBuilder content: () -> Content) { shimContent = content() }
  public var body: Never { primitive() }
}

/// A container view that you can use to add hierarchy within certain views.
/// https://developer.apple.com/documentation/swiftui/section
nonisolated public struct Section<Parent, Content, Footer> {
  public let shimParent: Parent
  public let shimContent: Content
  public let shimFooter: Footer
}

nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    shimContent = content()
    shimParent = header()
    shimFooter = footer()
  }
  public var body: Never { primitive() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
/// https://developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  /// https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
  public internal(set) var shimOnDelete: ((IndexSet) -> Void)?
  public internal(set) var shimOnMove: ((IndexSet, Int) -> Void)?
}

nonisolated extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  /// (the overload group's page: the `Identifiable`-elements overload for views has had
  /// several disambiguated addresses over SwiftUI's releases, none confirmed current)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
  public var body: Never { primitive() }
}

/// A type of view that generates views from an underlying collection of data.
/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
/// (The shim's only conformer is `ForEach`, so the modifiers are declared on it and return it:
/// the real ones are declared on the protocol and return `some DynamicViewContent`.)
public protocol DynamicViewContent<Data>: View {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.associatedtype
  associatedtype Data: Collection
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.property
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
  public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> ForEach {
    var copy = self
    copy.shimOnDelete = action
    return copy
  }

  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
  public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> ForEach {
    var copy = self
    copy.shimOnMove = action
    return copy
  }
}

/// A view that arranges its subviews in a vertical line.
/// https://developer.apple.com/documentation/swiftui/vstack
nonisolated public struct VStack<Content: View>: View {
  public let shimContent: Content
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    shimContent = content()
  }
  public var body: Never { primitive() }
}

/// An alignment position along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontalalignment
/// (Its values are opaque in SwiftUI; the shim names them.)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(name: "leading")
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(name: "center")
}

/// A view that controls a navigation presentation.
/// https://developer.apple.com/documentation/swiftui/navigationlink
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  public let shimDestination: Destination
  public let shimLabel: Label
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    shimDestination = destination()
    shimLabel = label()
  }
  public var body: Never { primitive() }
}
