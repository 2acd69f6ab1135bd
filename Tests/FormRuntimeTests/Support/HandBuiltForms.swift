import FormRuntime

/// Forms built table by table, for runtime tests that must not depend on the compiler.
enum HandBuiltForms {
  /// `payment` (select single: card, paypal, cash; default paypal), `cardDetails` (shown when
  /// `payment == 'card'`), `toppings` (select multiple: olives, ham, mushrooms) and `extras`
  /// (`surcharge` shown when `toppings.count >= 2`, and `note`).
  static func order() -> CompiledForm {
    var sections = SectionTable()
    var rows = RowTable()
    func section(_ id: String, header: String?, select: Int = -1, visible: Int = -1, rowIDs: [String]) {
      let index = sections.count
      sections.id.append(id)
      sections.header.append(header)
      sections.footer.append(nil)
      sections.visible.append(visible)
      sections.accordion.append(false)
      sections.select.append(select)
      sections.indexTitle.append(header.flatMap { $0.first.map { String($0).uppercased() } })
      sections.firstRow.append(rows.count)
      for id in rowIDs {
        let slot = rows.count
        rows.id.append(id)
        rows.kind.append(.label)
        rows.title.append(id.prefix(1).uppercased() + id.dropFirst())
        rows.section.append(index)
        rows.parent.append(-1)
        rows.subtreeEnd.append(slot + 1)
        rows.visible.append(id == "surcharge" ? 1 : -1)
        rows.enabled.append(-1)
        rows.value.append(-1)
        rows.expanded.append(false)
        rows.keywords.append(id == "cash" ? ["notes", "coins"] : [])
      }
      sections.endRow.append(rows.count)
    }
    section("payment", header: "Payment", select: 0, rowIDs: ["card", "paypal", "cash"])
    section("cardDetails", header: "Card", visible: 0, rowIDs: ["cardNumber", "cardExpiry"])
    section("toppings", header: "Toppings", select: 1, rowIDs: ["olives", "ham", "mushrooms"])
    section("extras", header: nil, rowIDs: ["surcharge", "note"])
    let values = [
      ValueSlot(
        name: "payment", type: .option, row: nil, section: 0, initial: .string("paypal"),
        options: ["card", "paypal", "cash"]),
      ValueSlot(
        name: "toppings", type: .set, row: nil, section: 2, initial: .set([]), options: ["olives", "ham", "mushrooms"]),
    ]
    let conditions = [
      ConditionProgram(source: "payment == 'card'", code: [.loadValue(0), .constant(.string("card")), .equal]),
      ConditionProgram(
        source: "toppings.count >= 2", code: [.loadValue(1), .count, .constant(.int(2)), .greaterOrEqual]),
    ]
    return CompiledForm(
      name: "Order", title: nil, sections: sections, rows: rows, values: values, conditions: conditions)
  }
}
