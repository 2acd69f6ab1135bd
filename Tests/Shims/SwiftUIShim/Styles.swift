/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/menupickerstyle
public struct MenuPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/menupickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/inlinepickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/wheelpickerstyle
public struct WheelPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheelpickerstyle/init()
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
/// https://developer.apple.com/documentation/swiftui/datepickerstyle
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle
public struct CompactDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle
public struct WheelDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle/init()
  public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/compact
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
