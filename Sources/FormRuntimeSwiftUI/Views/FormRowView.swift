#if canImport(SwiftUI)
  import SwiftUI
#elseif canImport(SwiftUIShim)
  import SwiftUIShim
#endif

#if canImport(SwiftUI) || canImport(SwiftUIShim)
  import FormRuntime
  import Foundation

  /// One row: the control its ``RowContent/control`` names, its error in red under it, and
  /// disabled while its `enabled:` condition does not hold. Each binding reads the model and
  /// writes through an engine event.
  @available(iOS 17.0, macOS 14.0, *)
  public struct FormRowView: View {
    let model: FormModel
    let row: RowContent

    public init(model: FormModel, row: RowContent) {
      self.model = model
      self.row = row
    }

    public var body: some View {
      VStack(alignment: .leading) {
        control
        if let error = row.error {
          Text(error).font(.footnote).foregroundStyle(.red)
        }
      }
      .disabled(!row.isEnabled)
    }

    @ViewBuilder private var control: some View {
      if row.accessory == .expanded || row.accessory == .collapsed {
        Button(action: tap) {
          LabeledContent(row.title) {
            Text(row.summary ?? row.valueText ?? "")
            Image(systemName: row.accessory == .expanded ? "chevron.down" : "chevron.right")
          }
        }
      } else {
        switch row.control {
        case .switch:
          Toggle(
            row.title, isOn: Binding(get: { @MainActor in model.isOn(id) }, set: { @MainActor in edit(.bool($0)) }))
        case .textField, .numberField, .decimalField:
          LabeledContent(row.title) { field }
        case .stepper:
          Stepper(
            row.title + ": " + (row.valueText ?? ""),
            value: Binding(
              get: { @MainActor in model.integer(of: id) }, set: { @MainActor in edit(.int(FormInt($0))) }),
            in: bounds)
        case .menu, .inlinePicker, .wheel, .segmented:
          ChoicePicker(model: model, row: row)
        case .datePicker:
          DateRow(model: model, row: row)
        case .checkmark:
          Button(action: tap) {
            LabeledContent(row.title) {
              if row.accessory == .checkmark {
                Image(systemName: "checkmark")
              }
            }
          }
        case .disclosure:
          NavigationLink {
            MultichoiceList(model: model, row: row)
          } label: {
            LabeledContent(row.title, value: row.valueText ?? "")
          }
        case .button:
          Button(row.title, action: tap)
        case .label:
          LabeledContent(row.title, value: row.valueText ?? "")
        }
      }
    }

    @ViewBuilder private var field: some View {
      let text = Binding(
        get: { @MainActor in model.text(of: id) }, set: { @MainActor in model.editField(id, text: $0) })
      if row.isSecure {
        SecureField(row.placeholder ?? "", text: text)
      } else {
        TextField(row.placeholder ?? "", text: text).formKeyboard(row.keyboard, control: row.control)
      }
    }

    private var id: String { row.id }

    /// The stepper's range: the row's `min:` and `max:`, else as wide as a whole number goes.
    private var bounds: ClosedRange<Int> {
      var lower = Int.min
      var upper = Int.max
      if case .int(let minimum)? = row.minimum { lower = Int(minimum) }
      if case .int(let maximum)? = row.maximum { upper = Int(maximum) }
      return lower...max(lower, upper)
    }

    private func tap() { model.tap(id) }

    private func edit(_ value: FormValue) { model.edit(id, value) }
  }

  /// A choice row's picker in its style: a menu, inline, a wheel or segmented.
  @available(iOS 17.0, macOS 14.0, *)
  struct ChoicePicker: View {
    let model: FormModel
    let row: RowContent

    var body: some View {
      switch row.control {
      case .inlinePicker: picker.pickerStyle(.inline)
      case .segmented: picker.pickerStyle(.segmented)
      #if os(macOS)
        // macOS has no wheel: a menu instead.
        case .wheel: picker.pickerStyle(.menu)
      #else
        case .wheel: picker.pickerStyle(.wheel)
      #endif
      default: picker.pickerStyle(.menu)
      }
    }

    private var picker: some View {
      let id = row.id
      return Picker(
        row.title,
        selection: Binding(
          get: { @MainActor in model.selection(of: id) }, set: { @MainActor in model.edit(id, .string($0)) })
      ) {
        ForEach(row.options, id: \.value) { option in
          Text(option.title).tag(option.value)
        }
      }
    }
  }

  /// A date row's picker in its style: compact, graphical (`style: inline`) or a wheel; with
  /// the time when the value holds one.
  @available(iOS 17.0, macOS 14.0, *)
  struct DateRow: View {
    let model: FormModel
    let row: RowContent

    var body: some View {
      switch row.datePickerStyle {
      case .inline?: picker.datePickerStyle(.graphical)
      #if os(macOS)
        case .wheel?: picker.datePickerStyle(.compact)
      #else
        case .wheel?: picker.datePickerStyle(.wheel)
      #endif
      default: picker.datePickerStyle(.compact)
      }
    }

    private var picker: some View {
      let id = row.id
      var components: DatePickerComponents = [.date]
      if case .string(let text)? = row.value, text.contains("T") { components.insert(.hourAndMinute) }
      return DatePicker(
        row.title,
        selection: Binding(get: { @MainActor in model.date(of: id) }, set: { @MainActor in model.edit(id, .date($0)) }),
        displayedComponents: components)
    }
  }

  /// A multichoice row's options, each checked or not; a tap chooses or un-chooses it.
  @available(iOS 17.0, macOS 14.0, *)
  struct MultichoiceList: View {
    let model: FormModel
    let row: RowContent

    var body: some View {
      Form {
        ForEach(row.options, id: \.value) { option in
          Button {
            model.toggle(option.value, in: row.id)
          } label: {
            LabeledContent(option.title) {
              if model.contains(option.value, in: row.id) {
                Image(systemName: "checkmark")
              }
            }
          }
        }
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, *)
  extension View {
    /// The keyboard a text row asks for (`keyboard:`), or a number pad for a number row. UIKit's
    /// keyboards exist on iOS alone; elsewhere the field is unchanged.
    @ViewBuilder func formKeyboard(_ keyboard: KeyboardType?, control: RowControl) -> some View {
      #if os(iOS) && canImport(SwiftUI)
        switch (keyboard, control) {
        case (.email?, _): keyboardType(.emailAddress)
        case (.phone?, _): keyboardType(.phonePad)
        case (.url?, _): keyboardType(.URL)
        case (.number?, _), (nil, .numberField): keyboardType(.numberPad)
        case (.decimal?, _), (nil, .decimalField): keyboardType(.decimalPad)
        default: self
        }
      #else
        self
      #endif
    }
  }
#endif
