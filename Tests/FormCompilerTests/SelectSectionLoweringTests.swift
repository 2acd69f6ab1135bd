import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// How select sections, index titles and keywords are lowered into the compiled tables.
@Suite struct SelectSectionLoweringTests {
  static let spec = """
    form: Order
    state:
      member: {type: bool}
    sections:
      - id: name
        header: "  your name"
        rows:
          - {id: fullName, kind: text, keywords: [customer, "full name"]}
      - id: toppings
        header: Toppings
        select: multiple
        default: [ham, olives]
        rows:
          - {id: olives, title: Olives, keywords: [kalamata]}
          - {id: ham, title: Ham}
          - {id: basil, title: Basil, visible: member}
      - id: extra
        rows:
          - {id: surcharge, visible: "toppings.count >= 2"}
          - {id: notes, kind: text}
      - id: payment
        header: ünterwegs
        select: single
        default: card
        indexTitle: "€"
        rows:
          - {id: cash}
          - {id: card}
      - id: sauces
        select: multiple
        default: null
        rows:
          - {id: garlic}
      - id: cardDetails
        header: Card
        visible: "payment == 'card' && sauces.isEmpty"
        rows:
          - {id: number, kind: text}
    """

  @Test func selectionsAreValueSlotsInLayoutOrder() throws {
    let form = try #require(compileClean(Self.spec))
    // Each selection where its section starts, among the values of the rows; state variables last.
    #expect(
      form.values.map(\.name) == ["fullName", "toppings", "notes", "payment", "sauces", "number", "member"])
    let toppings = form.values[1], payment = form.values[3], sauces = form.values[4]
    #expect(toppings.type == .set && payment.type == .option && sauces.type == .set)
    #expect([toppings.row, payment.row, sauces.row] == [nil, nil, nil])
    #expect([toppings.section, payment.section, sauces.section] == [1, 3, 4])
    #expect(form.values.filter { $0.section == nil }.allSatisfy { $0.row != nil || $0.name == "member" })
    // Options: the section's rows in layout order.
    #expect(toppings.options == ["olives", "ham", "basil"])
    #expect(payment.options == ["cash", "card"])
    #expect(toppings.initial == .set(["ham", "olives"]))
    #expect(payment.initial == .string("card"))
    #expect(sauces.initial == .set([]))
    #expect(form.sections.select == [-1, 1, -1, 3, 4, -1])
    // Choices hold no value of their own.
    #expect(form.rows.value[form.rows.id.firstIndex(of: "olives") ?? -1] == -1)
  }

  @Test func conditionsLoadTheSelectionSlot() throws {
    let form = try #require(compileClean(Self.spec))
    // Section conditions are compiled first, then the rows'.
    #expect(form.conditions.map(\.source) == ["payment == 'card' && sauces.isEmpty", "member", "toppings.count >= 2"])
    #expect(
      form.conditions[0].code == [.loadValue(3), .constant(.string("card")), .equal, .loadValue(4), .isEmpty, .and])
    #expect(form.conditions[2].code == [.loadValue(1), .count, .constant(.int(2)), .greaterOrEqual])
    #expect(form.plans.values[1].rows == [form.rows.id.firstIndex(of: "surcharge") ?? -1])
    #expect(form.plans.values[3].sections == [5])
  }

  @Test func indexTitlesAndKeywords() throws {
    let form = try #require(compileClean(Self.spec))
    // Without `index: true`, only the explicit title.
    #expect(form.sections.indexTitle == [nil, nil, nil, "€", nil, nil])
    #expect(form.rows.keywords[0] == ["customer", "full name"])
    #expect(form.rows.keywords[1] == ["kalamata"])
    #expect(form.rows.keywords.dropFirst(2).allSatisfy { $0.isEmpty })
  }

  /// `index: true` opts every section with a header in: the explicit title, else the header's first character that
  /// is not white space, upper-cased.
  @Test func indexTrueDerivesIndexTitlesFromHeaders() throws {
    let spec = Self.spec.replacingOccurrences(of: "form: Order\n", with: "form: Order\nindex: true\n")
    let form = try #require(compileClean(spec))
    #expect(form.sections.indexTitle == ["Y", "T", nil, "€", nil, "C"])
    let engine = try FormEngine(form: form)
    #expect(engine.sectionIndexTitles == ["Y", "T", "€", "C"])
  }

  @Test func theRuntimeLoadsTheTablesAndTheirJSON() throws {
    let form = try #require(compileClean(Self.spec))
    let loaded = try CompiledForm(jsonData: form.jsonData())
    #expect(loaded == form)
    let engine = try FormEngine(form: loaded)
    #expect(engine.value(of: "payment") == .string("card"))
    #expect(engine.value(of: "toppings") == .set(["ham", "olives"]))
    #expect(engine.table.sections.map(\.id) == ["name", "toppings", "extra", "payment", "sauces", "cardDetails"])
  }
}
