import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// A choice row's `style: wheel` (and a `picker` row): a field showing the chosen option's
/// title whose keyboard is a picker wheel of the options, as UIKit apps pick from a list
/// without leaving the form. Spinning the wheel sends `.set` with the option's value. A wheel
/// always shows some option, so opening it on a row with no choice yet chooses the option it
/// shows, the first (as a date picker opened on an empty row shows, and sets, now).
@MainActor final class FormWheelField: UITextField, UIPickerViewDataSource, UIPickerViewDelegate {
  /// The wheel, the field's input view.
  let wheel = UIPickerView()
  private(set) var options: [RowOption] = []
  private var hasChoice = false
  private var choose: (@MainActor (RowOption) -> Void)?

  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 180, height: 34))
    wheel.dataSource = self
    wheel.delegate = self
    inputView = wheel
    addAction(
      UIAction { [weak self] _ in
        guard let self, !hasChoice, !options.isEmpty else { return }
        pickerView(wheel, didSelectRow: 0, inComponent: 0)
      }, for: .editingDidBegin)
  }

  @available(*, unavailable, message: "created in code")
  required init?(coder: NSCoder) { nil }

  /// Shows `content`'s options, its chosen one selected; `choose` receives the option spun to.
  func show(_ content: RowContent, choose: @escaping @MainActor (RowOption) -> Void) {
    options = content.options
    self.choose = choose
    text = content.valueText
    placeholder = content.placeholder
    isEnabled = content.isEnabled
    wheel.reloadAllComponents()
    let chosen = options.firstIndex { content.value == .string($0.value) }
    hasChoice = chosen != nil
    if !options.isEmpty { wheel.selectRow(chosen ?? 0, inComponent: 0, animated: false) }
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { options.count }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    options.indices.contains(row) ? options[row].title : nil
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    guard options.indices.contains(row) else { return }
    text = options[row].title
    hasChoice = true
    choose?(options[row])
  }
}
