import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

// One accessory per control. A reused cell keeps its control (cells are reused by control), and
// its action is replaced: actions are uniqued by identifier.
extension FormCell {
  private static let valueAction = UIAction.Identifier(rawValue: "formc.value")

  /// Puts the row's control in `cell.accessoryView` (nil for controls drawn by the accessory
  /// type or the texts alone), showing the row's value, enabled as the row is.
  static func configureControl(
    of cell: UITableViewCell, with content: RowContent, send: @escaping @MainActor (FormEvent) -> Void
  ) {
    let id = content.id
    switch content.control {
    case .switch:
      let control = accessory(of: cell, UISwitch.init)
      control.isOn = content.value == .bool(true)
      control.isEnabled = content.isEnabled
      control.addAction(
        UIAction(identifier: valueAction) { [weak control] _ in
          if let control { send(.set(id, .bool(control.isOn))) }
        }, for: .valueChanged)
    case .textField, .numberField, .decimalField:
      configureField(of: cell, with: content, send: send)
    case .stepper:
      let control = accessory(of: cell, UIStepper.init)
      control.minimumValue = FormFieldText.double(content.minimum) ?? -Double(Int32.max)
      control.maximumValue = FormFieldText.double(content.maximum) ?? Double(Int32.max)
      control.value = FormFieldText.double(content.value) ?? 0
      control.isEnabled = content.isEnabled
      control.addAction(
        UIAction(identifier: valueAction) { [weak control] _ in
          if let control { send(.set(id, .int(FormInt(control.value)))) }
        }, for: .valueChanged)
    case .menu, .inlinePicker:
      configureMenu(of: cell, with: content, send: send)
    case .wheel:
      accessory(of: cell, FormWheelField.init).show(content) { send(.set(id, .string($0.value))) }
    case .segmented:
      let control = accessory(of: cell, UISegmentedControl.init)
      control.removeAllSegments()
      for (index, option) in content.options.enumerated() {
        control.insertSegment(withTitle: option.title, at: index, animated: false)
      }
      control.selectedSegmentIndex =
        content.options.firstIndex { content.value == .string($0.value) } ?? UISegmentedControl.noSegment
      control.isEnabled = content.isEnabled
      control.sizeToFit()
      let options = content.options
      control.addAction(
        UIAction(identifier: valueAction) { [weak control] _ in
          guard let index = control?.selectedSegmentIndex, options.indices.contains(index) else { return }
          send(.set(id, .string(options[index].value)))
        }, for: .valueChanged)
    case .datePicker:
      configureDatePicker(of: cell, with: content, send: send)
    case .checkmark, .disclosure, .button, .label:
      cell.accessoryView = nil
    }
  }

  /// A text field for typing: each change is an `.edit`, which never reloads the row, so the
  /// keyboard stays up.
  private static func configureField(
    of cell: UITableViewCell, with content: RowContent, send: @escaping @MainActor (FormEvent) -> Void
  ) {
    let field = accessory(of: cell) { UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 34)) }
    field.text = FormFieldText.text(of: content)
    field.placeholder = content.placeholder
    field.keyboardType = FormFieldText.keyboardType(of: content)
    field.isSecureTextEntry = content.isSecure
    field.isEnabled = content.isEnabled
    let id = content.id
    let control = content.control
    field.addAction(
      UIAction(identifier: valueAction) { [weak field] _ in
        guard let field, let value = FormFieldText.value(of: field.text ?? "", for: control) else { return }
        send(.edit(id, value))
      }, for: .editingChanged)
  }

  /// A button that pops up the options, the chosen one checked.
  private static func configureMenu(
    of cell: UITableViewCell, with content: RowContent, send: @escaping @MainActor (FormEvent) -> Void
  ) {
    let button = accessory(of: cell) { UIButton(type: .system) }
    button.setTitle(content.valueText ?? content.placeholder ?? "—", for: .normal)
    let id = content.id
    button.menu = UIMenu(
      options: .singleSelection,
      children: content.options.map { option in
        UIAction(title: option.title, state: content.value == .string(option.value) ? .on : .off) { _ in
          send(.set(id, .string(option.value)))
        }
      })
    button.showsMenuAsPrimaryAction = true
    button.isEnabled = content.isEnabled
    button.sizeToFit()
  }

  /// A date picker in the row's style: a date alone is picked as a day in UTC (how the engine
  /// stores it), a date-time in the user's time zone.
  private static func configureDatePicker(
    of cell: UITableViewCell, with content: RowContent, send: @escaping @MainActor (FormEvent) -> Void
  ) {
    let picker = accessory(of: cell, UIDatePicker.init)
    let dayOnly = FormFieldText.isDayOnly(content.value)
    picker.datePickerMode = dayOnly ? .date : .dateAndTime
    picker.timeZone = dayOnly ? FormFieldText.utc : nil
    switch content.datePickerStyle {
    case .inline?: picker.preferredDatePickerStyle = .inline
    case .wheel?: picker.preferredDatePickerStyle = .wheels
    default: picker.preferredDatePickerStyle = .compact
    }
    if let date = content.value?.dateValue { picker.date = date }
    picker.isEnabled = content.isEnabled
    let id = content.id
    picker.addAction(
      UIAction(identifier: valueAction) { [weak picker] _ in
        guard let picker else { return }
        send(.set(id, dayOnly ? .string(FormFieldText.day(of: picker.date)) : .date(picker.date)))
      }, for: .valueChanged)
  }

  /// The cell's accessory view when it is a `Control`, else a new one put there.
  private static func accessory<Control: UIView>(of cell: UITableViewCell, _ make: () -> Control) -> Control {
    if let control = cell.accessoryView as? Control, type(of: control) == Control.self { return control }
    let control = make()
    cell.accessoryView = control
    return control
  }
}
