import Foundation

/// https://developer.apple.com/documentation/uikit/uipickerview
@MainActor open class UIPickerView: UIView {
  /// https://developer.apple.com/documentation/uikit/uipickerview/datasource
  open weak var dataSource: (any UIPickerViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uipickerview/delegate
  open weak var delegate: (any UIPickerViewDelegate)?

  private var selected: [Int: Int] = [:]

  /// https://developer.apple.com/documentation/uikit/uipickerview/numberofrows(incomponent:)
  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }

  /// https://developer.apple.com/documentation/uikit/uipickerview/selectedrow(incomponent:)
  open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? -1 }

  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
  open func reloadAllComponents() {}

  /// Not UIKit: spins component 0 to `row` as the user would, which tells the delegate.
  package func spin(to row: Int) {
    selected[0] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: 0)
  }
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/numberofcomponents(in:)
  func numberOfComponents(in pickerView: UIPickerView) -> Int

  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/pickerview(_:numberofrowsincomponent:)
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate
///
/// UIKit's requirements are `optional`; here they are requirements with default
/// implementations (no `@objc` on Linux).
@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:titleforrow:forcomponent:)
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:)
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }

  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
