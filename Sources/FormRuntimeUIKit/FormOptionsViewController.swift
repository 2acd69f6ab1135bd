import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// A multichoice row's options on a screen of their own, as Settings lists them: one row per
/// option, the chosen ones checked. A tap toggles one option: a `.set` of the row's new choices,
/// sent through the form's data source, so the form's row shows the new choices when the user
/// goes back. ``FormTableViewController`` pushes one when such a row is tapped.
@MainActor public final class FormOptionsViewController: UITableViewController {
  /// The multichoice row whose options are shown.
  public let rowID: String
  private let checklist: FormChecklist

  /// A screen for the options of multichoice row `id` of `form`.
  public init(row id: String, form: FormTableDataSource) {
    rowID = id
    checklist = FormChecklist(row: id, form: form)
    super.init(style: .insetGrouped)
  }

  @available(*, unavailable, message: "create it with init(row:form:) in code")
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = checklist.content?.title
    tableView.dataSource = checklist
    tableView.delegate = checklist
  }
}

/// The table of a ``FormOptionsViewController``: the row's options, read from the engine each
/// time, so the checkmarks follow the row's value wherever it was changed.
@MainActor final class FormChecklist: NSObject, UITableViewDataSource, UITableViewDelegate {
  let rowID: String
  weak var form: FormTableDataSource?

  init(row id: String, form: FormTableDataSource) {
    rowID = id
    self.form = form
  }

  /// The row's content now; nil when the form is gone or the row no longer exists.
  var content: RowContent? { form.flatMap { $0.engine.content(ofRow: rowID, formatter: $0.formatter) } }

  private var chosen: Set<String> {
    if case .set(let values)? = content?.value { return values }
    return []
  }

  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    content?.options.count ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "formc.option")
    guard let options = content?.options, indexPath.count == 2, options.indices.contains(indexPath[1]) else {
      return cell
    }
    var text = UIListContentConfiguration.cell()
    text.text = options[indexPath[1]].title
    cell.contentConfiguration = text
    cell.accessoryType = chosen.contains(options[indexPath[1]].value) ? .checkmark : .none
    cell.isUserInteractionEnabled = content?.isEnabled ?? false
    return cell
  }

  /// Toggles the option tapped, through the form.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let form, let options = content?.options, indexPath.count == 2, options.indices.contains(indexPath[1])
    else { return }
    var values = chosen
    let value = options[indexPath[1]].value
    if values.remove(value) == nil { values.insert(value) }
    form.send(.set(rowID, .set(values)))
    tableView.reloadRows(at: [indexPath], with: .none)
  }
}
