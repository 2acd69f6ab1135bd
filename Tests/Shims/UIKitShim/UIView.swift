import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true

  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor!

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  open func sizeToFit() {}
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  /// The colour's name in UIKit (`systemRed`): shim only, what tests compare.
  package let name: String

  package init(name: String) {
    self.name = name
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
  open override var hash: Int { name.hashValue }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor(name: "systemRed") }
  /// https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor { UIColor(name: "label") }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
  open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
  /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  open class var tintColor: UIColor { UIColor(name: "tintColor") }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbol's name: shim only, what tests compare.
  package let systemName: String

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {
    systemName = name
    super.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
}
