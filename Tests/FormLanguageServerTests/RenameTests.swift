import FormCompiler
import FormDiagnostics
import FormLanguageServer
import Testing

@Suite
struct RenameTests {
  private func errors(_ text: String) -> [String] {
    FormCompiler.compile(SourceText(path: "t.form.yaml", text: text)).diagnostics.filter { $0.severity == .error }
      .map(\.message)
  }

  @Test func renamingARowUpdatesItsIdAndEveryConditionThatReadsIt() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "id: label", with: "id: la‸bel")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let text = marked.filter { $0 != NavigationFixtures.cursor }
    #expect(navigator.renameTarget(at: position).map { NavigationFixtures.text(of: $0, in: text) } == "label")
    guard case .edits(let edits) = navigator.rename(at: position, to: "kind_of") else {
      Issue.record("rename refused")
      return
    }
    #expect(edits.count == 2)
    let renamed = NavigationFixtures.applying(edits, to: text)
    #expect(renamed.contains("id: kind_of"))
    #expect(renamed.contains("visible: \"kind_of == 'work'\""))
    #expect(errors(renamed).isEmpty)
  }

  @Test func renamingFromAConditionAndAMemberRead() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"phones.count > 1\"", with: "\"phones‸.count > 1\"")
    let (navigator, position) = NavigationFixtures.marked(marked)
    guard case .edits(let edits) = navigator.rename(at: position, to: "numbers") else {
      Issue.record("rename refused")
      return
    }
    let renamed = NavigationFixtures.applying(edits, to: marked.filter { $0 != NavigationFixtures.cursor })
    #expect(renamed.contains("- id: numbers"))
    #expect(renamed.contains("\"numbers.count > 1\""))
    #expect(errors(renamed).isEmpty)
  }

  @Test func refusals() {
    let marked = NavigationFixtures.contact.replacingOccurrences(of: "id: label", with: "id: la‸bel")
    let (navigator, position) = NavigationFixtures.marked(marked)
    #expect(
      navigator.rename(at: position, to: "number") == .refused("'number' is already the id of the row at line 12"))
    #expect(
      navigator.rename(at: position, to: "phones")
        == .refused("'phones' is already the id of the list section at line 9"))
    for invalid in ["Label", "2x", "a-b", "", "null", "in", "form"] {
      guard case .refused(let message) = navigator.rename(at: position, to: invalid) else {
        Issue.record("'\(invalid)' accepted")
        continue
      }
      #expect(message.contains("'\(invalid == "form" ? "form" : invalid)'"))
    }
    #expect(navigator.renameTarget(at: TextPosition(line: 1, column: 1)) == nil)
    guard case .refused = navigator.rename(at: TextPosition(line: 1, column: 1), to: "x") else {
      Issue.record("a rename where there is no id")
      return
    }
  }

  /// Every id of every example form renamed, one at a time, compiles with the same diagnostics as before; every
  /// edit replaces the old name.
  @Test func renamingEveryIdOfTheExamplesKeepsThemCompiling() throws {
    for (name, text) in try NavigationFixtures.exampleForms() {
      let before = FormCompiler.compile(SourceText(path: name, text: text)).diagnostics.map(\.message)
      let navigator = NavigationFixtures.navigator(text, path: name)
      var targets: [TextSpan] = []
      collectSelections(navigator.outline(), into: &targets)
      #expect(targets.count > 2, "\(name)")
      for target in targets {
        let old = NavigationFixtures.text(of: target, in: text)
        guard navigator.renameTarget(at: target.start) != nil else { continue }
        guard case .edits(let edits) = navigator.rename(at: target.start, to: "renamed_\(old)") else {
          Issue.record("\(name): renaming '\(old)' refused")
          continue
        }
        #expect(edits.allSatisfy { NavigationFixtures.text(of: $0.span, in: text) == old }, "\(name): \(old)")
        let renamed = NavigationFixtures.applying(edits, to: text)
        let after = FormCompiler.compile(SourceText(path: name, text: renamed)).diagnostics.map(\.message)
        #expect(
          after.count == before.count, "\(name): renaming '\(old)': \(Set(after).subtracting(before))")
      }
    }
  }

  private func collectSelections(_ symbols: [OutlineSymbol], into targets: inout [TextSpan]) {
    for symbol in symbols {
      if symbol.kind != .form { targets.append(symbol.selectionSpan) }
      collectSelections(symbol.children, into: &targets)
    }
  }
}
