import FormDiagnostics
import FormRuntime
import FormYAML
import Testing

@testable import FormCompiler

/// The compiler's stages, each called alone: what each hands to the next, and what the resolved form binds.
@Suite struct PipelineStageTests {
  static let payment = """
    form: Pay
    state:
      region: {type: string, values: [eu, us], default: us}
      bad: {type: float}
    sections:
      - id: how
        rows:
          - id: method
            kind: choice
            options: [card, cash]
            default: card
          - id: card
            title: Card number
            visible: "method == 'card'"
            expands:
              - id: cvv
          - id: tip
            kind: number
            visible: "method == 'card'"
      - id: extras
        visible: "card.expanded && region == 'eu'"
        select: multiple
        default: [gift]
        rows:
          - id: gift
          - id: wrap
            visible: false
          - id: note
            visible: "false"
    """

  /// Runs the stages one by one.
  func stages(_ text: String) -> (spec: FormSpec?, resolved: ResolvedForm?, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let source = SourceText(path: "pay.form.yaml", text: text)
    guard let root = FormCompiler.load(source, diagnostics: &diagnostics),
      let spec = FormCompiler.decode(root, diagnostics: &diagnostics)
    else { return (nil, nil, diagnostics.sorted) }
    let resolved = FormCompiler.check(spec, diagnostics: &diagnostics)
    return (spec, resolved, diagnostics.sorted)
  }

  @Test func theStagesCalledAloneGiveWhatCompileGives() throws {
    let valid = Self.payment.replacingOccurrences(of: "  bad: {type: float}\n", with: "")
    let (_, resolved, diagnostics) = stages(valid)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let (form, sourceMap) = FormCompiler.lower(try #require(resolved))
    let result = FormCompiler.compile(SourceText(path: "pay.form.yaml", text: valid))
    #expect(form == result.form)
    #expect(form.jsonData() == result.form?.jsonData())
    #expect(sourceMap.conditions == result.sourceMap?.conditions)
  }

  @Test func decodingReadsEveryValueAndKeepsRejectedNamesInTheSpec() throws {
    let (spec, resolved, diagnostics) = stages(Self.payment)
    let decoded = try #require(spec)
    // The rejected variable is part of the decoded spec, not of a side channel; the checks then stop.
    #expect(decoded.rejectedStateNames == ["bad"])
    #expect(decoded.state.map(\.name.value) == ["region"])
    #expect(diagnostics.map(\.id) == ["unknown-type"])
    #expect(resolved == nil)
    // `default:` values are decoded, with where they were written.
    let region = try #require(decoded.state.first?.defaultValue)
    #expect(region.scalar?.value == "us")
    #expect(region.location.line == 3)
    let selection = try #require(decoded.sections[1].defaultValue?.sequence)
    #expect(selection.map { $0.scalar?.value } == ["gift"])
  }

  @Test func aConditionTextUsedTwiceIsParsedCheckedAndBoundOnce() throws {
    let valid = Self.payment.replacingOccurrences(of: "  bad: {type: float}\n", with: "")
    let (spec, resolved, _) = stages(valid)
    let decoded = try #require(spec)
    // Decoding: one parse per distinct text; `visible: false` is the text `false`.
    #expect(decoded.conditions.map(\.source) == ["method == 'card'", "card.expanded && region == 'eu'", "false"])
    let form = try #require(resolved)
    // Resolution: one bound condition per distinct text, sections' first, with every place it is written.
    #expect(form.conditions.map(\.source) == ["card.expanded && region == 'eu'", "method == 'card'", "false"])
    #expect(form.conditions.map(\.locations.count) == [1, 2, 2])
    #expect(form.sectionConditions == [-1, 0])
    // Rows in layout order: method, card, cvv, tip, gift, wrap, note.
    #expect(form.rowConditions == [-1, 1, -1, 1, -1, 2, 2])
  }

  @Test func theResolvedFormBindsEveryNameToItsSlot() throws {
    let valid = Self.payment.replacingOccurrences(of: "  bad: {type: float}\n", with: "")
    let form = try #require(stages(valid).resolved)
    // Value slots: method's value, tip's value, the selection of `extras` where its section starts, then state.
    #expect(form.rowValueSlots == [0, -1, -1, 1, -1, -1, -1])
    #expect(form.selectionSlots == [-1, 2])
    #expect(form.firstStateSlot == 3)
    #expect(form.valueCount == 4)
    guard case .compare(.value(let slot, nil), .equal, .literal(.string("card"))) = form.conditions[1].bound else {
      Issue.record("\(form.conditions[1].bound)")
      return
    }
    #expect(slot == 0)
    // `card.expanded` reads the row slot of `card`; `region` the value slot of the state variable.
    guard case .and(let operands) = form.conditions[0].bound, operands.count == 2,
      case .expanded(let row) = operands[0],
      case .compare(.value(let regionSlot, nil), .equal, .literal(.string("eu"))) = operands[1]
    else {
      Issue.record("\(form.conditions[0].bound)")
      return
    }
    #expect(row == 1)
    #expect(regionSlot == 3)
    // Lowering reads those slots as they are.
    let (compiled, _) = FormCompiler.lower(form)
    #expect(compiled.values.map(\.name) == ["method", "tip", "extras", "region"])
    #expect(compiled.conditions[1].code == [.loadValue(0), .constant(.string("card")), .equal])
    #expect(compiled.conditions[0].code.first == .loadExpanded(1))
  }

  @Test func codeGenerationReadsTheResolvedForm() throws {
    let valid = Self.payment.replacingOccurrences(of: "  bad: {type: float}\n", with: "")
    let result = FormCompiler.compile(SourceText(path: "pay.form.yaml", text: valid))
    let context = try #require(TemplateContext(result: result, generatedBy: "test", params: [:]))
    #expect(
      context.rows.map { $0.visible?.swift } == [
        nil, "(method == MethodOption.card)", nil, "(method == MethodOption.card)", nil, "false", "false",
      ])
    #expect(context.sections[1].visible?.swift == "(isExpanded(.card) && (region == RegionOption.eu))")
    #expect(context.rows[0].value?.name == "method")
    #expect(context.sections[1].selection?.name == "extras")
  }
}
