import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// The transition plans of expanded and validation flags, kept as sorted keys with their plans: a key has a plan
/// exactly when a row, section or rule depends on it, and the public dictionaries say the same as the lookups.
@Suite struct TransitionPlansTests {
  static func form(_ name: String) throws -> CompiledForm {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("Forms/\(name)"), encoding: .utf8)
    let result = FormCompiler.compile(SourceText(path: name, text: text))
    return try #require(result.form)
  }

  @Test(arguments: ["event.form.yaml", "fruit.form.yaml", "checkout.form.yaml", "signup.form.yaml"])
  func aConditionNothingUsesAddsNoPlan(_ name: String) throws {
    let form = try Self.form(name)
    #expect(!form.plans.expansions.isEmpty || !form.plans.validations.isEmpty)
    // A condition that no row, section or rule uses, reading every expanded flag and every validation flag.
    var code: [ConditionInstruction] = [.loadValidation(.formIsValid)]
    for row in 0..<form.rows.count {
      code += [.loadExpanded(row), .loadValidation(.rowIsValid(row)), .loadValidation(.rowIsEnabled(row))]
    }
    for section in 0..<form.sections.count { code.append(.loadValidation(.sectionIsValid(section))) }
    let plans = TransitionPlans(
      sections: form.sections, rows: form.rows, values: form.values,
      conditions: form.conditions + [ConditionProgram(source: "unused", code: code)], rules: form.rules)
    #expect(plans == form.plans)
    #expect(plans.expansions == form.plans.expansions && plans.validations == form.plans.validations)
    #expect(plans.expansions.values.allSatisfy { !$0.isEmpty } && plans.validations.values.allSatisfy { !$0.isEmpty })
  }
}
