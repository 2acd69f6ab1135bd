import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Generated specs with validation rules and `enabled` (the `validation` profile) compile without a diagnostic, and
/// the compiled rule table and `enabled` column are what the generated keys say, worked out without the compiler:
/// each target's rules in `RuleKind` order, rows in layout order before select sections, `required: false` and
/// `valid: true` no rules, the spec's message or a default. The engine's properties of validation come with the
/// engine; until then the engine ignores rules, so only these compilation properties apply.
@Suite struct ValidationSpecPropertyTests {
  static let seeds: ClosedRange<UInt64> = 1...200

  @Test func generatedRulesCompileAsWritten() throws {
    var covered = Set<String>()
    for seed in Self.seeds {
      let generated = GeneratedCase(profile: .validation, seed: seed)
      let result = FormCompiler.compile(SourceText(path: "gen.form.yaml", text: generated.yaml))
      // (Warnings about traps the generated conditions set, such as a tap that hides its row, are not this test's.)
      guard let form = result.form, !result.hasErrors else {
        Issue.record("seed \(seed): \(result.diagnostics.map(\.description))\n\(generated.yaml)")
        continue
      }
      let spec = generated.spec
      // The expected table, row by row in layout order, then the select sections.
      var expected: [(target: String, kind: RuleKind, argument: FormValue, message: String?)] = []
      var enabledRows = Set<String>()
      for entry in spec.flatRows {
        let row = entry.row
        if row.enabled.map({ if case .constant(true) = $0 { false } else { true } }) ?? false
          || row.enabledReadingFlags != nil
        {
          enabledRows.insert(row.id)
        }
        guard let rules = row.rules else { continue }
        for rule in rules.expected { expected.append((row.id, rule.kind, rule.argument, rules.message)) }
      }
      for section in spec.sections {
        guard let rules = section.rules else { continue }
        for rule in rules.expected { expected.append(("§" + section.id, rule.kind, rule.argument, rules.message)) }
      }
      let table = form.rules
      let targets = (0..<table.count).map {
        table.row[$0] >= 0 ? form.rows.id[table.row[$0]] : "§" + form.sections.id[table.section[$0]]
      }
      #expect(targets == expected.map(\.target), "seed \(seed)")
      #expect(table.kind == expected.map(\.kind), "seed \(seed)")
      #expect(table.argument == expected.map(\.argument), "seed \(seed)")
      for (index, rule) in expected.enumerated() where index < table.count {
        if let message = rule.message {
          #expect(table.message[index] == message, "seed \(seed)")
        } else {
          #expect(!table.message[index].isEmpty, "seed \(seed)")
        }
        #expect((table.condition[index] >= 0) == (rule.kind == .valid), "seed \(seed)")
        covered.insert("rule \(rule.kind.rawValue)" + (rule.target.hasPrefix("§") ? " on a section" : ""))
        if rule.message != nil { covered.insert("message") }
      }
      for (slot, id) in form.rows.id.enumerated() where slot < form.listLayout.firstTemplateRow {
        #expect((form.rows.enabled[slot] >= 0) == enabledRows.contains(id), "seed \(seed): \(id)")
      }
      if form.conditions.contains(where: { $0.readValidation.contains(.formIsValid) }) {
        covered.insert("form.isValid")
      }
      // The loader accepts what the compiler writes.
      let reloaded = try CompiledForm(jsonData: form.jsonData())
      #expect(reloaded.rules == form.rules && reloaded.rows.enabled == form.rows.enabled, "seed \(seed)")
    }
    let wanted = Set(RuleKind.allCases.map { "rule \($0.rawValue)" }).union([
      "rule required on a section", "rule minCount on a section", "rule maxCount on a section", "message",
      "form.isValid",
    ])
    #expect(wanted.subtracting(covered).isEmpty, "never generated: \(wanted.subtracting(covered).sorted())")
  }
}
