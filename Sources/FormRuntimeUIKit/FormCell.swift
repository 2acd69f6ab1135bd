import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// The built-in cells: a row's texts as a `UIListContentConfiguration`, its control as the
/// cell's accessory (``configureControl(of:with:send:)``), greyed out and not selectable while
/// disabled, and its error in red in place of the subtitle.
@MainActor enum FormCell {
  /// Cells are reused among rows of one control, so a reused cell already has the right control.
  static func reuseIdentifier(for control: RowControl) -> String { "formc." + control.rawValue }

  /// Configures `cell` to show `content`; the controls send what the user does through `send`.
  static func configure(
    _ cell: UITableViewCell, with content: RowContent, send: @escaping @MainActor (FormEvent) -> Void
  ) {
    cell.contentConfiguration = listContent(for: content)
    cell.accessoryType = .none
    configureControl(of: cell, with: content, send: send)
    switch content.accessory {
    case .checkmark: cell.accessoryType = .checkmark
    case .disclosure: cell.accessoryType = .disclosureIndicator
    case .expanded, .collapsed:
      if cell.accessoryView == nil {
        let symbol = content.accessory == .expanded ? "chevron.down" : "chevron.right"
        cell.accessoryView = UIImageView(image: UIImage(systemName: symbol))
      }
    case .none: break
    }
    cell.selectionStyle = isSelectable(content) ? .default : .none
    cell.isUserInteractionEnabled = content.isEnabled
  }

  /// The title, and beside it the value of rows whose control does not show it (a label's
  /// detail, a multichoice's choices, a stepper's number, a collapsed row's summary), or under it
  /// the subtitle; an error replaces both, in red.
  static func listContent(for content: RowContent) -> UIListContentConfiguration {
    var configuration: UIListContentConfiguration
    if let error = content.error {
      configuration = .subtitleCell()
      configuration.secondaryText = error
      configuration.secondaryTextProperties.color = .systemRed
    } else if let detail = detailText(of: content) {
      configuration = .valueCell()
      configuration.secondaryText = detail
    } else {
      configuration = .subtitleCell()
      configuration.secondaryText = content.subtitle
    }
    configuration.text = content.title
    if !content.isEnabled {
      configuration.textProperties.color = .tertiaryLabel
    } else if content.control == .button {
      configuration.textProperties.color = .tintColor
    }
    return configuration
  }

  /// The value shown beside the title, for rows whose control does not show it.
  static func detailText(of content: RowContent) -> String? {
    if content.accessory == .collapsed { return content.summary }
    switch content.control {
    case .label, .disclosure, .stepper: return content.valueText
    default: return nil
    }
  }

  /// Whether a tap on the row does something: expanding, selecting a choice, flipping a switch,
  /// a button, opening a multichoice. Never while disabled.
  static func isSelectable(_ content: RowContent) -> Bool {
    guard content.isEnabled else { return false }
    if content.accessory == .expanded || content.accessory == .collapsed { return true }
    switch content.control {
    case .checkmark, .switch, .button, .disclosure: return true
    default: return false
    }
  }

  /// A section's footer: its `footer:`, then its error in red.
  static func configure(_ footer: UITableViewHeaderFooterView, with content: SectionContent) {
    var configuration = footer.defaultContentConfiguration()
    configuration.text = content.footer
    configuration.secondaryText = content.error
    configuration.secondaryTextProperties.color = .systemRed
    footer.contentConfiguration = configuration
  }

  /// The engine's position of a two-element index path (section, row).
  static func position(of indexPath: IndexPath) -> RowPosition? {
    indexPath.count == 2 ? RowPosition(section: indexPath[0], row: indexPath[1]) : nil
  }
}
