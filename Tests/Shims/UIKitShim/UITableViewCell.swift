import Foundation

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
/// Simplified: UIKit's requirements, `makeContentView()` and `updated(for:)`, are left out
/// (nothing is drawn here, and the adapter calls neither).
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor
  }

  /// Which of UIKit's styles made it (shim only).
  package var style: String

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties = TextProperties(color: .label)
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties
  public var secondaryTextProperties = TextProperties(color: .secondaryLabel)

  package init(style: String) { self.style = style }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: "cell") }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: "subtitleCell") }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: "valueCell") }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5#Relationships
extension UIListContentConfiguration: UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  public let reuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor open class UITableViewHeaderFooterView: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  public let reuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration(style: "groupedFooter")
  }
}
