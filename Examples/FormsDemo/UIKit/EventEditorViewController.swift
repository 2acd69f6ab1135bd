// An iOS app's screen that shows the generated `EventEditorForm` with FormRuntimeUIKit.
//
// This file is not part of the FormsDemo package (it lives outside Sources/, so `swift build`
// never sees it) and does not build on Linux or macOS: copy it into an iOS app target that
// depends on the `FormRuntimeUIKit` product and on the generated form (CommittedForms here).
import CommittedForms
import FormRuntime
import FormRuntimeUIKit
import UIKit

/// The event editor: the typed form's engine in a ready-made table, with Save enabled while the
/// form is valid.
final class EventEditorViewController: FormTableViewController {
  init() {
    super.init(engine: EventEditorForm().engine, style: .insetGrouped, updateStyle: .diffable)
    title = "New Event"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
    // Every built-in cell passes through here last.
    form.cellCustomizer = { cell, content in
      if content.control == .switch { cell.tintColor = .systemGreen }
    }
    form.errorHandler = { [weak self] error in self?.show(error) }
  }

  private func save() {
    guard form.submit() else { return }  // the errors now show under their rows
    let data = form.engine.savedValuesData()
    print("saving", String(decoding: data, as: UTF8.self))
    navigationController?.popViewController(animated: true)
  }

  private func show(_ error: FormEventError) {
    let alert = UIAlertController(title: nil, message: error.description, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

/// A form loaded at run time from the JSON `formc compile --format json` writes, in the app's bundle.
func contactScreen() throws -> UIViewController {
  guard let url = Bundle.main.url(forResource: "contact", withExtension: "json") else {
    throw CocoaError(.fileNoSuchFile)
  }
  return try FormTableViewController(compiledFormJSON: Data(contentsOf: url), searchable: true)
}
