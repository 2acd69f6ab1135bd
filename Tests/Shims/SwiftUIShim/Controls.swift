import Foundation

/// A control that toggles between on and off states.
/// https://developer.apple.com/documentation/swiftui/toggle
nonisolated public struct Toggle<Label: View>: View {
  public let shimTitle: String
  public let shimIsOn: Binding<Bool>
  public var body: Never { primitive() }
}

extension Toggle where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm
  /// (the `StringProtocol` overload; the address is the one SwiftUI's own documentation
  /// comments cross-reference, ``Toggle/init(_:isOn:)-2qurm``)
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    shimTitle = String(title)
    shimIsOn = isOn
  }
}

/// A control that displays an editable text interface.
/// https://developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label: View>: View {
  public let shimTitle: String
  public let shimText: Binding<String>
  public var body: Never { primitive() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    shimTitle = String(title)
    shimText = text
  }
}

/// A control into which people securely enter private text.
/// https://developer.apple.com/documentation/swiftui/securefield
nonisolated public struct SecureField<Label: View>: View {
  public let shimTitle: String
  public let shimText: Binding<String>
  public var body: Never { primitive() }
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)
  /// (the overload group's page; the `StringProtocol` overload's own address was not confirmed)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    shimTitle = String(title)
    shimText = text
  }
}

/// A control that performs increment and decrement actions.
/// https://developer.apple.com/documentation/swiftui/stepper
nonisolated public struct Stepper<Label: View>: View {
  public let shimTitle: String
  /// The `Binding<V>` it was given (the type is not a parameter of `Stepper`).
  public let shimValue: Any
  public let shimBounds: (lower: String, upper: String)
  public var body: Never { primitive() }
}

extension Stepper where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
  /// (the overload group's page; the `StringProtocol` overload's own address was not confirmed)
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    shimTitle = String(title)
    shimValue = value
    shimBounds = ("\(bounds.lowerBound)", "\(bounds.upperBound)")
  }
}

/// A control for selecting from a set of mutually exclusive values.
/// https://developer.apple.com/documentation/swiftui/picker
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public let shimTitle: String
  public let shimSelection: Binding<SelectionValue>
  public let shimContent: Content
  public var body: Never { primitive() }
}

extension Picker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    shimTitle = String(title)
    shimSelection = selection
    shimContent = content()
  }
}

/// A control for selecting an absolute date.
/// https://developer.apple.com/documentation/swiftui/datepicker
nonisolated public struct DatePicker<Label: View>: View {
  /// https://developer.apple.com/documentation/swiftui/datepicker/components
  public typealias Components = DatePickerComponents
  public let shimTitle: String
  public let shimSelection: Binding<Date>
  public let shimComponents: DatePickerComponents
  public var body: Never { primitive() }
}

extension DatePicker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)
  /// (the overload group's page; the `StringProtocol` overload's own address was not confirmed)
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    shimTitle = String(title)
    shimSelection = selection
    shimComponents = displayedComponents
  }
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that initiates an action.
/// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label: View>: View {
  public let shimLabel: Label
  public let shimAction: @MainActor () -> Void
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    shimAction = action
    shimLabel = label()
  }
  public var body: Never { primitive() }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    shimAction = action
    shimLabel = Text(title)
  }
}
