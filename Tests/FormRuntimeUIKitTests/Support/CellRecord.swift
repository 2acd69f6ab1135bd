import Foundation
import UIKitShim

/// What a cell shows, compared between the table's cell and a freshly configured one.
struct CellRecord: Equatable, CustomStringConvertible {
  var style: String?
  var text: String?
  var secondaryText: String?
  var textColor: String?
  var secondaryColor: String?
  var accessoryType: UITableViewCell.AccessoryType
  var selectable: Bool
  var interactive: Bool
  var control: ControlRecord?

  @MainActor init(_ cell: UITableViewCell) {
    let content = cell.contentConfiguration as? UIListContentConfiguration
    style = content?.style
    text = content?.text
    secondaryText = content?.secondaryText
    textColor = content?.textProperties.color.name
    secondaryColor = content?.secondaryText == nil ? nil : content?.secondaryTextProperties.color.name
    accessoryType = cell.accessoryType
    selectable = cell.selectionStyle != .none
    interactive = cell.isUserInteractionEnabled
    control = cell.accessoryView.map(ControlRecord.init)
  }

  var description: String {
    "[\(style ?? "-") \(text ?? "-") | \(secondaryText ?? "-") (\(secondaryColor ?? "-")) \(accessoryType) "
      + "\(control.map { "\($0)" } ?? "no control")\(interactive ? "" : " disabled")]"
  }
}

/// The control in a cell's accessory view, and what it shows.
enum ControlRecord: Equatable {
  case toggle(isOn: Bool, enabled: Bool)
  case field(text: String?, placeholder: String?, keyboard: UIKeyboardType, secure: Bool, enabled: Bool)
  case stepper(value: Double, minimum: Double, maximum: Double, enabled: Bool)
  case menu(title: String?, items: [String], checked: [String], enabled: Bool)
  /// A field whose keyboard is a picker wheel: its text, the wheel's rows, the row selected.
  case wheel(text: String?, items: [String], selected: Int, enabled: Bool)
  case segmented(titles: [String], selected: Int, enabled: Bool)
  case datePicker(date: Date?, mode: UIDatePicker.Mode, style: UIDatePickerStyle, enabled: Bool)
  case image(String)
  case other(String)

  @MainActor init(_ view: UIView) {
    switch view {
    case let control as UISwitch: self = .toggle(isOn: control.isOn, enabled: control.isEnabled)
    case let field as UITextField where field.inputView is UIPickerView:
      let wheel = field.inputView as? UIPickerView ?? UIPickerView()
      let titles = (0..<wheel.numberOfRows(inComponent: 0)).map {
        wheel.delegate?.pickerView(wheel, titleForRow: $0, forComponent: 0) ?? ""
      }
      self = .wheel(
        text: field.text, items: titles, selected: wheel.selectedRow(inComponent: 0), enabled: field.isEnabled)
    case let field as UITextField:
      self = .field(
        text: field.text, placeholder: field.placeholder, keyboard: field.keyboardType, secure: field.isSecureTextEntry,
        enabled: field.isEnabled)
    case let stepper as UIStepper:
      self = .stepper(
        value: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue, enabled: stepper.isEnabled)
    case let button as UIButton:
      let actions = button.menu?.children.compactMap { $0 as? UIAction } ?? []
      self = .menu(
        title: button.title(for: .normal), items: actions.map(\.title),
        checked: actions.filter { $0.state == .on }.map(\.title), enabled: button.isEnabled)
    case let control as UISegmentedControl:
      self = .segmented(
        titles: (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" },
        selected: control.selectedSegmentIndex, enabled: control.isEnabled)
    case let picker as UIDatePicker:
      self = .datePicker(
        // A null date shows "now", which moves on between two configurations.
        date: abs(picker.date.timeIntervalSinceNow) < 60 ? nil : picker.date, mode: picker.datePickerMode,
        style: picker.preferredDatePickerStyle,
        enabled: picker.isEnabled)
    case let image as UIImageView: self = .image(image.image?.systemName ?? "")
    default: self = .other(String(describing: type(of: view)))
    }
  }
}

/// What a section footer shows.
struct FooterRecord: Equatable {
  var text: String?
  var error: String?

  init(text: String?, error: String?) {
    self.text = text
    self.error = error
  }

  @MainActor init(_ footer: UITableViewHeaderFooterView) {
    let content = footer.contentConfiguration as? UIListContentConfiguration
    text = content?.text
    error = content?.secondaryText
  }
}
