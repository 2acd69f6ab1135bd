import FormDiagnostics
import FormYAML

extension SpecDecoder {
  /// A row's `options:`: each a value (`card`), or a mapping of a value and the title shown for it
  /// (`{value: card, title: Credit card}`). The titles are nil when no option has one.
  mutating func decodeOptions(_ node: YAMLNode) -> (values: [Located<String>], titles: [Located<String>?]?)? {
    guard let items = sequence(node, for: "options") else { return nil }
    var values: [Located<String>] = []
    var titles: [Located<String>?] = []
    values.reserveCapacity(items.count)
    for item in items {
      if item.mapping == nil {
        guard let value = string(item, for: "options") else { continue }
        values.append(value)
        titles.append(nil)
        continue
      }
      guard let fields = fields(of: item, what: "an option", as: OptionKey.self) else { continue }
      // Both read before either is used, so a bad value does not hide a bad title.
      let value = fields.value(.value).flatMap { string($0, for: "value") }
      let title = fields.value(.title).flatMap { string($0, for: "title") }
      guard let value else { continue }
      values.append(value)
      titles.append(title)
    }
    return (values, titles.contains { $0 != nil } ? titles : nil)
  }
}
