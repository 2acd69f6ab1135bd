import FormDiagnostics
import Testing

@testable import FormCompiler

@Suite("The index of what ids declare")
struct DeclarationsTests {
  func at(_ line: Int) -> FormDiagnostics.SourceLocation {
    FormDiagnostics.SourceLocation(file: "f.form.yaml", line: line, column: 1)
  }

  @Test func aRepeatedNameKeepsItsFirstPlaceAndReadsAsItsLastDeclaration() {
    var declarations = Declarations(capacity: 4)
    #expect(declarations.declare("a", as: .section(0), at: at(1), isSelection: true) == nil)
    #expect(declarations.declare("b", as: .row(0), at: at(2), isSelection: false) == nil)
    let earlier = declarations.declare("a", as: .row(1), at: at(3), isSelection: false)
    #expect(earlier?.firstLocation == at(1))
    #expect(earlier?.firstIsSelection == true)
    #expect(earlier?.latest == .section(0))
    #expect(declarations["a"] == .row(1))
    #expect(declarations["b"] == .row(0))
    #expect(declarations["c"] == nil)
    #expect(declarations.names == ["a", "b"])
  }

  @Test func theTableGrowsPastItsCapacity() {
    var declarations = Declarations(capacity: 0)
    for index in 0..<5_000 {
      #expect(declarations.declare("row\(index)", as: .row(index), at: at(index + 1), isSelection: false) == nil)
    }
    for index in stride(from: 0, to: 5_000, by: 7) {
      #expect(declarations["row\(index)"] == .row(index))
      #expect(declarations.declare("row\(index)", as: .stateVariable(index), at: at(1), isSelection: false) != nil)
    }
    #expect(declarations["row5000"] == nil)
    #expect(declarations.names.count == 5_000)
  }

  /// Swift compares strings by canonical equivalence: the Kelvin sign U+212A is the letter K. Names that are not
  /// ASCII are compared as Swift compares them, before and after the index switches to a dictionary.
  @Test func namesThatAreNotASCIICompareAsSwiftCompares() {
    var declarations = Declarations(capacity: 4)
    #expect(declarations.declare("K", as: .row(0), at: at(1), isSelection: false) == nil)
    #expect(declarations["\u{212A}"] == .row(0))
    #expect(declarations.declare("é", as: .row(1), at: at(2), isSelection: false) == nil)
    #expect(declarations.declare("e\u{301}", as: .row(2), at: at(3), isSelection: false)?.latest == .row(1))
    #expect(declarations.declare("\u{212A}", as: .row(3), at: at(4), isSelection: false)?.firstLocation == at(1))
    #expect(declarations["K"] == .row(3))
    #expect(declarations.declare("z", as: .row(4), at: at(5), isSelection: false) == nil)
    #expect(declarations["z"] == .row(4))
    #expect(declarations.names == ["K", "é", "z"])
  }
}
