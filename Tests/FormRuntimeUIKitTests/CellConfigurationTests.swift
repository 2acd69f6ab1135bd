import FormRuntime
import Foundation
import Testing
import UIKitShim

@testable import FormRuntimeUIKit

/// The first cells of every example form, and of a form with every control, against what each
/// row's content asks for.
@MainActor @Suite struct CellConfigurationTests {
  /// A form whose rows use the controls the examples do not.
  static let controlsSpec = """
    form: Controls
    sections:
      - id: main
        header: Controls
        footer: Every control.
        indexTitle: C
        rows:
          - {id: name, kind: text, title: Name, placeholder: Your name, required: true}
          - {id: secret, kind: text, title: Secret, secure: true, keyboard: email}
          - {id: count, kind: number, title: Count, min: 0, max: 5, default: 2}
          - {id: amount, kind: decimal, title: Amount, default: 2.5}
          - {id: day, kind: date, title: Day, default: "2026-11-29"}
          - {id: note, kind: label, title: Note, detail: Hello}
          - {id: extras, kind: multichoice, title: Extras, options: [x, y], default: [y]}
          - {id: locked, kind: toggle, title: Locked, enabled: "count > 3"}
    """

  @Test(arguments: TestForms.names) func exampleFormsDrawEveryRowAsItsContentAsks(_ name: String) throws {
    let harness = try Harness(name)
    harness.verify()
    try expectCellsMatchContent(harness)
  }

  @Test func everyControlIsDrawn() throws {
    var controls = Set<RowControl>()
    for name in TestForms.names {
      let engine = try TestForms.engine(name)
      controls.formUnion(engine.table.sections.flatMap(\.rows).compactMap { engine.content(ofRow: $0)?.control })
    }
    let harness = Harness(try TestForms.engine(spec: Self.controlsSpec))
    harness.verify()
    try expectCellsMatchContent(harness)
    controls.formUnion(
      harness.form.engine.table.sections.flatMap(\.rows).compactMap {
        harness.form.engine.content(ofRow: $0)?.control
      })
    // No example form asks for a stepper, a segmented control or an inline picker: they are
    // drawn from content built by hand (`styledControlsAreDrawn`).
    #expect(controls.isSuperset(of: Set(RowControl.allCases).subtracting([.stepper, .segmented, .inlinePicker])))

    let secretControl = try harness.record("secret").control
    #expect(secretControl == .field(text: "", placeholder: nil, keyboard: .emailAddress, secure: true, enabled: true))
    let nameControl = try harness.record("name").control
    #expect(nameControl == .field(text: "", placeholder: "Your name", keyboard: .default, secure: false, enabled: true))
    #expect(
      try harness.record("count").control
        == .field(text: "2", placeholder: nil, keyboard: .numberPad, secure: false, enabled: true))
    let amountControl = try harness.record("amount").control
    #expect(
      amountControl == .field(text: "2.50", placeholder: nil, keyboard: .decimalPad, secure: false, enabled: true))
    let day = try harness.control("day", UIDatePicker.self)
    #expect(day.preferredDatePickerStyle == .compact && day.datePickerMode == .date)
    #expect(day.date == FormValue.string("2026-11-29").dateValue)
    #expect(try harness.record("note").secondaryText == "Hello")
    let extras = try harness.record("extras")
    #expect(extras.accessoryType == .disclosureIndicator && extras.secondaryText == "y" && extras.selectable)
    // A disabled row: greyed, not selectable, its switch off.
    let locked = try harness.record("locked")
    #expect(!locked.interactive && !locked.selectable && locked.textColor == "tertiaryLabel")
    #expect(locked.control == .toggle(isOn: false, enabled: false))
    #expect(harness.form.tableView(harness.table, willSelectRowAt: try harness.indexPath("locked")) == nil)
  }

  /// The controls a row's `style:` asks for, from content built by hand, and their events.
  @Test func styledControlsAreDrawn() throws {
    var sent: [FormEvent] = []
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let options = [RowOption(value: "s", title: "Small"), RowOption(value: "m", title: "Medium")]
    FormCell.configure(
      cell,
      with: RowContent(
        id: "count", kind: .number, control: .stepper, title: "Count", value: .int(2), valueText: "2",
        minimum: .int(0), maximum: .int(5))
    ) { sent.append($0) }
    #expect(
      ControlRecord(try #require(cell.accessoryView)) == .stepper(value: 2, minimum: 0, maximum: 5, enabled: true))
    #expect(CellRecord(cell).secondaryText == "2")
    let stepper = try #require(cell.accessoryView as? UIStepper)
    stepper.value = 3
    stepper.sendActions(for: .valueChanged)
    FormCell.configure(
      cell,
      with: RowContent(
        id: "size", kind: .choice, control: .segmented, title: "Size", value: .string("m"), options: options)
    ) { sent.append($0) }
    #expect(
      ControlRecord(try #require(cell.accessoryView))
        == .segmented(titles: ["Small", "Medium"], selected: 1, enabled: true))
    let segments = try #require(cell.accessoryView as? UISegmentedControl)
    segments.selectedSegmentIndex = 0
    segments.sendActions(for: .valueChanged)
    for (style, expected) in [(RowStyle.inline, UIDatePickerStyle.inline), (.wheel, .wheels), (.compact, .compact)] {
      FormCell.configure(
        cell,
        with: RowContent(
          id: "at", kind: .date, control: .datePicker, datePickerStyle: style, title: "At",
          value: .string("2026-11-29T09:30:00Z"))
      ) { sent.append($0) }
      let picker = try #require(cell.accessoryView as? UIDatePicker)
      #expect(picker.preferredDatePickerStyle == expected && picker.datePickerMode == .dateAndTime)
    }
    FormCell.configure(
      cell, with: RowContent(id: "pick", kind: .choice, control: .inlinePicker, title: "Pick", options: options)
    ) { sent.append($0) }
    #expect(
      ControlRecord(try #require(cell.accessoryView))
        == .menu(title: "—", items: ["Small", "Medium"], checked: [], enabled: true))
    // A wheel: the field shows the chosen title, its keyboard spins through the options.
    FormCell.configure(
      cell,
      with: RowContent(
        id: "spin", kind: .choice, control: .wheel, title: "Spin", value: .string("m"), valueText: "Medium",
        options: options)
    ) { sent.append($0) }
    #expect(
      ControlRecord(try #require(cell.accessoryView))
        == .wheel(text: "Medium", items: ["Small", "Medium"], selected: 1, enabled: true))
    let field = try #require(cell.accessoryView as? UITextField)
    try #require(field.inputView as? UIPickerView).spin(to: 0)
    #expect(field.text == "Small")
    // Opening the wheel of a row with no choice chooses the option it shows; with one, nothing.
    field.sendActions(for: .editingDidBegin)
    FormCell.configure(
      cell,
      with: RowContent(
        id: "empty", kind: .choice, control: .wheel, title: "Empty", options: options, placeholder: "Pick")
    ) { sent.append($0) }
    #expect(
      ControlRecord(try #require(cell.accessoryView))
        == .wheel(text: nil, items: ["Small", "Medium"], selected: 0, enabled: true))
    field.sendActions(for: .editingDidBegin)
    #expect(field.text == "Small")
    #expect(
      sent == [
        .set("count", .int(3)), .set("size", .string("s")), .set("spin", .string("s")), .set("empty", .string("s")),
      ])
  }

  /// Each shown row's cell against its content, control by control.
  private func expectCellsMatchContent(_ harness: Harness) throws {
    let engine = harness.form.engine
    for id in engine.table.sections.flatMap(\.rows) {
      let content = try #require(engine.content(ofRow: id))
      let record = try harness.record(id)
      #expect(record.text == content.title, "\(id)")
      #expect(record.interactive == content.isEnabled, "\(id)")
      if let error = content.error {
        #expect(record.secondaryText == error && record.secondaryColor == "systemRed", "\(id)")
      }
      switch content.control {
      case .switch:
        #expect(record.control == .toggle(isOn: content.value == .bool(true), enabled: content.isEnabled), "\(id)")
      case .textField, .numberField, .decimalField:
        guard case .field(_, let placeholder, _, let secure, _)? = record.control else {
          Issue.record("\(id) has no text field")
          continue
        }
        #expect(placeholder == content.placeholder && secure == content.isSecure, "\(id)")
      case .wheel:
        // With no choice, the wheel shows the first option (chosen when the wheel opens).
        let chosen =
          content.options.firstIndex { content.value == .string($0.value) } ?? (content.options.isEmpty ? -1 : 0)
        #expect(
          record.control
            == .wheel(
              text: content.valueText, items: content.options.map(\.title), selected: chosen,
              enabled: content.isEnabled), "\(id)")
      case .menu, .inlinePicker:
        guard case .menu(let title, let items, let checked, _)? = record.control else {
          Issue.record("\(id) has no menu")
          continue
        }
        #expect(items == content.options.map(\.title), "\(id)")
        #expect(checked == content.options.filter { content.value == .string($0.value) }.map(\.title), "\(id)")
        #expect(title == content.valueText ?? content.placeholder ?? "—", "\(id)")
      case .checkmark:
        #expect(record.accessoryType == (content.accessory == .checkmark ? .checkmark : .none), "\(id)")
        #expect(record.selectable == content.isEnabled, "\(id)")
      case .disclosure:
        #expect(record.accessoryType == .disclosureIndicator, "\(id)")
      case .datePicker:
        guard case .datePicker? = record.control else {
          Issue.record("\(id) has no date picker")
          continue
        }
      case .button:
        #expect(record.textColor == (content.isEnabled ? "tintColor" : "tertiaryLabel"), "\(id)")
      case .stepper, .segmented, .label:
        break
      }
      if content.accessory == .collapsed || content.accessory == .expanded,
        record.control == nil
          || record.control == .image("chevron.down") || record.control == .image("chevron.right")
      {
        #expect(record.control == .image(content.accessory == .expanded ? "chevron.down" : "chevron.right"), "\(id)")
      }
    }
  }
}
