import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// The engine's side of option titles (issue 23): `FormRow` gives the text to show for each option and for the
/// current value while events and the state keep values; a search finds an item by its option's title as well
/// as its value; the loader refuses titles that do not fit.
@Suite struct OptionTitleEngineTests {
  static let spec = """
    form: Order
    sections:
      - id: main
        rows:
          - id: method
            kind: choice
            options: [{value: card, title: Credit card}, cash]
            default: card
          - {id: size, kind: picker, options: [s, m]}
          - id: extras
            kind: multichoice
            options: [{value: ice, title: Ice cubes}, lemon]
      - id: guests
        list: {}
        default:
          - {key: g1, name: Ann, diet: veg}
          - {key: g2, name: Bob, diet: fish}
        rows:
          - {id: name, kind: text}
          - id: diet
            kind: picker
            options: [{value: veg, title: Vegetarian}, {value: fish, title: Pescatarian}]
    """

  static func form() throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "order.form.yaml", text: spec))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.form)
  }

  @Test func rowsShowTitlesAndKeepValues() throws {
    var engine = try FormEngine(form: Self.form())
    let method = try #require(engine.row("method"))
    #expect(method.options == ["card", "cash"])
    #expect(method.optionTitles == ["Credit card", "cash"])
    #expect(method.value == .string("card") && method.valueTitle == "Credit card")
    #expect(method.title(ofOption: "cash") == "cash" && method.title(ofOption: "nope") == "nope")
    // Without titles, the values are what shows.
    let size = try #require(engine.row("size"))
    #expect(size.optionTitles == ["s", "m"] && size.valueTitle == nil)
    let extras = try #require(engine.row("extras"))
    #expect(extras.optionTitles == ["Ice cubes", "lemon"] && extras.valueTitle == nil)
    #expect(engine.row("guests[g1].diet")?.valueTitle == "Vegetarian")
    // Events name values; a title is not a value.
    _ = try engine.sendChecked(.set("method", .string("cash")))
    #expect(engine.row("method")?.valueTitle == "cash")
    do {
      _ = try engine.send(.set("method", .string("Credit card")))
      Issue.record("a title was accepted as a value")
    } catch {
      #expect(error.description.contains("\"Credit card\" is the title of option \"card\" of 'method'"), "\(error)")
    }
  }

  /// A refused value of an item's field is named by the item's row, in every message the slot gives: a title given
  /// for a value, a value that is no option, a value of another type.
  @Test func anItemFieldsRefusalNamesTheItemsRow() throws {
    var engine = try FormEngine(form: Self.form())
    func refusal(_ event: FormEvent) -> String {
      do {
        _ = try engine.send(event)
        return "accepted"
      } catch {
        return error.description
      }
    }
    let title = refusal(.set("guests[g1].diet", .string("Pescatarian")))
    #expect(title.contains("\"Pescatarian\" is the title of option \"fish\" of 'guests[g1].diet';"), "\(title)")
    let option = refusal(.edit("guests[g2].diet", .string("vegan")))
    #expect(
      option.contains("\"vegan\" is not one of the options of 'guests[g2].diet' (\"veg\", \"fish\")"), "\(option)")
    let type = refusal(.set("guests[g2].diet", .bool(true)))
    #expect(type.contains("'guests[g2].diet' takes ") && !type.contains("'diet'"), "\(type)")
  }

  /// An item's choice or picker row passes a search by its option's title as by its value, and the engine's
  /// incremental search agrees with the table built from scratch as the value changes.
  @Test func searchFindsItemsByTitle() throws {
    var engine = try FormEngine(form: Self.form())
    _ = try engine.sendChecked(.search("pesca"))
    #expect(engine.table.sections.map(\.rows) == [["guests[g2].diet"]])
    _ = try engine.sendChecked(.set("guests[g1].diet", .string("fish")))
    #expect(engine.table.sections.map(\.rows) == [["guests[g1].diet", "guests[g2].diet"]])
    _ = try engine.sendChecked(.search("veg"))
    #expect(engine.table.sections.map(\.rows) == [])
    _ = try engine.sendChecked(.search("fish"))
    #expect(engine.table.sections.map(\.rows) == [["guests[g1].diet", "guests[g2].diet"]])
    // A static row's search reads its title and keywords only, as before.
    _ = try engine.sendChecked(.search("credit"))
    #expect(engine.table.sections.isEmpty)
  }

  @Test func theLoaderRefusesTitlesThatDoNotFit() throws {
    let form = try Self.form()
    func refusal(_ change: (inout CompiledForm) -> Void) -> String? { form.refusal(after: change) }
    try form.validate()
    let method = try #require(form.values.firstIndex { $0.name == "method" })
    let count = try #require(form.values.firstIndex { $0.name == "guests.count" })
    #expect(refusal { $0.values[method].optionTitles = ["Credit card"] }?.contains("one title per option") == true)
    #expect(refusal { $0.values[count].optionTitles = [] }?.contains("one title per option") == true)
    #expect(refusal { $0.values[method].optionTitles = nil } == nil)
  }
}
