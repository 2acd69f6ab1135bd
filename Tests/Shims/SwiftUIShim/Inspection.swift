// Not SwiftUI API: what the tests read a built view hierarchy with. Every shim view that
// SwiftUI draws itself lists the views it holds, so that a test can walk from a `FormView`
// down to each control and call its bindings and actions.

/// A view the shim holds the children of (SwiftUI's primitive views).
@MainActor
public protocol ShimInspectable {
  var shimChildren: [any View] { get }
}

/// `root` and every view under it, depth first: a primitive view's children, or a composed
/// view's `body`.
@MainActor
public func shimFlatten(_ root: any View) -> [any View] {
  var views: [any View] = []
  var pending: [any View] = [root]
  while let view = pending.popLast() {
    views.append(view)
    if let inspectable = view as? any ShimInspectable {
      pending.append(contentsOf: inspectable.shimChildren.reversed())
    } else {
      pending.append(body(of: view))
    }
  }
  return views
}

@MainActor
private func body<V: View>(of view: V) -> any View { view.body }

extension Binding where Value: Sendable {
  /// The bound value, read as SwiftUI would read it.
  public func shimGet() async -> Value { await get() }
  /// Writes `value`, as a control does when the user changes it.
  public func shimSet(_ value: Value) async { await set(value) }
}

extension EmptyView: ShimInspectable { public var shimChildren: [any View] { [] } }
extension Text: ShimInspectable { public var shimChildren: [any View] { [] } }
extension Image: ShimInspectable { public var shimChildren: [any View] { [] } }
extension Toggle: ShimInspectable { public var shimChildren: [any View] { [] } }
extension TextField: ShimInspectable { public var shimChildren: [any View] { [] } }
extension SecureField: ShimInspectable { public var shimChildren: [any View] { [] } }
extension Stepper: ShimInspectable { public var shimChildren: [any View] { [] } }
extension DatePicker: ShimInspectable { public var shimChildren: [any View] { [] } }
extension Picker: ShimInspectable { public var shimChildren: [any View] { [shimContent] } }
extension Button: ShimInspectable { public var shimChildren: [any View] { [shimLabel] } }
extension Form: ShimInspectable { public var shimChildren: [any View] { [shimContent] } }
extension VStack: ShimInspectable { public var shimChildren: [any View] { [shimContent] } }
extension NavigationLink: ShimInspectable { public var shimChildren: [any View] { [shimLabel, shimDestination] } }
extension ShimModifiedView: ShimInspectable { public var shimChildren: [any View] { [shimContent] } }
extension ShimSearchableView: ShimInspectable { public var shimChildren: [any View] { [shimContent] } }

extension TupleView: ShimInspectable {
  public var shimChildren: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension _ConditionalContent: ShimInspectable {
  public var shimChildren: [any View] {
    switch storage {
    case .trueContent(let view): [view]
    case .falseContent(let view): [view]
    }
  }
}

extension Optional: ShimInspectable where Wrapped: View {
  public var shimChildren: [any View] { map { [$0] } ?? [] }
}

extension Section: ShimInspectable where Parent: View, Content: View, Footer: View {
  public var shimChildren: [any View] { [shimParent, shimContent, shimFooter] }
}

extension ForEach: ShimInspectable where Content: View {
  public var shimChildren: [any View] { data.map { content($0) } }
}

extension LabeledContent: ShimInspectable where Label == Text, Content: View {
  public var shimChildren: [any View] { [shimContent] }
}
