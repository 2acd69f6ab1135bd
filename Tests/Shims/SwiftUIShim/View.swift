// The core of the view protocol, declared as SwiftUI declares it (see README.md).

/// A type that represents part of your app's user interface.
/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder var body: Body { get }
}

/// A custom parameter attribute that constructs views from closures.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// (The 2026 documentation shows closures marked `@ContentBuilder`, a type alias of this
/// builder for Xcode 27; the shim keeps `ViewBuilder`, which both spellings accept.)
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
    TupleView((c0, c1, c2))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// A view that doesn't contain any content.
/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
  public var body: Never { primitive() }
}

/// A View created from a swift tuple of View values.
/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) { self.value = value }
  public var body: Never { primitive() }
}

/// View content that shows one of two possible children.
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
/// (Its storage is internal in SwiftUI; the shim's is what `ViewBuilder` needs.)
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitive() }
}

/// https://developer.apple.com/documentation/swiftui/view#Relationships (Never conforms)
extension Never: View {
  public typealias Body = Never
  public var body: Never { primitive() }
}

/// https://developer.apple.com/documentation/swift/optional#Relationships (Optional: View)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitive() }
}

/// A view that SwiftUI draws itself has no body; asking for it is a programming error.
func primitive() -> Never { fatalError("a primitive view has no body") }
