import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true

  /// https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
  open var showsMenuAsPrimaryAction = false

  /// The actions added for each event, in order, one per identifier (shim only).
  package private(set) var actions: [(action: UIAction, events: Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  /// "UIActions are uniqued based on their identifier, and subsequent actions with the same
  /// identifier replace previously added actions."
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action.identifier == action.identifier }
    actions.append((action, controlEvents))
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
  }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
  /// The title given at creation (shim only: UIKit's storage is private).
  package var shimTitle: String

  /// https://developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String { shimTitle }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  package init(title: String) {
    shimTitle = title
    super.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/title
  open override var title: String {
    get { shimTitle }
    set { shimTitle = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
  public let identifier: UIAction.Identifier

  /// https://developer.apple.com/documentation/uikit/uiaction/state
  open var state: UIMenuElement.State

  /// What the action runs (shim only: UIKit keeps it private; tests run it as a tap would).
  package let handler: UIActionHandler

  package init(
    title: String, identifier: UIAction.Identifier?, state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.state = state
    self.handler = handler
    super.init(title: title)
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(title: title, identifier: identifier, state: state, handler: handler)
  }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor open class UIMenu: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/children
  public let children: [UIMenuElement]

  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.property
  public let identifier: UIMenu.Identifier

  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.property
  public let options: UIMenu.Options

  package init(title: String, identifier: UIMenu.Identifier?, options: UIMenu.Options, children: [UIMenuElement]) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.children = children
    self.options = options
    super.init(title: title)
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:children:)
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init(title: title, identifier: identifier, options: options, children: children)
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
// swift-format-ignore: AlwaysUseLowerCamelCase
// `URL` is UIKit's name.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry = false
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputview
  open var inputView: UIView?
}

/// https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {
  /// https://developer.apple.com/documentation/uikit/uistepper/value
  open var value: Double = 0
  /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  open var minimumValue: Double = 0
  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  open var maximumValue: Double = 100
  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  open var stepValue: Double = 1
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    case custom, system
  }

  private var titles: [UInt: String] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }

  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }

  /// https://developer.apple.com/documentation/uikit/uibutton/menu
  open var menu: UIMenu?
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
  private var titles: [String] = []

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
  public class var noSegment: Int { -1 }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
  open var numberOfSegments: Int { titles.count }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
  open func removeAllSegments() {
    titles = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: Swift.min(Swift.max(segment, 0), titles.count))
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
}

/// https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline
}

/// https://developer.apple.com/documentation/uikit/uidatepicker
@MainActor open class UIDatePicker: UIControl {
  /// https://developer.apple.com/documentation/uikit/uidatepicker/mode
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/date
  open var date = Date()
  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime
  /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uidatepicker/timezone
  open var timeZone: TimeZone?
}
