import Testing

@testable import FormRuntimeCore

/// The generated table of scalars a localization key cannot contain (Scripts/generate-key-character-table.swift)
/// agrees with the standard library's Unicode data over every scalar: White_Space first, then format (Cf), then
/// control and separators (Cc, Zl, Zp, Zs). When a toolchain brings a newer Unicode version, this fails until the
/// table is generated again.
@Suite struct KeyCharacterTableTests {
  @Test func everyScalarIsClassifiedAsTheStandardLibraryDoes() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let expected: LocalizationKeyTable.ForbiddenScalarKind? =
        if properties.isWhitespace {
          .whiteSpace
        } else {
          switch properties.generalCategory {
          case .format: .format
          case .control, .lineSeparator, .paragraphSeparator, .spaceSeparator: .control
          default: nil
          }
        }
      if LocalizationKeyTable.forbiddenKind(of: scalar) != expected, disagreements.count < 10 {
        disagreements.append("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(disagreements.isEmpty, "the table disagrees at \(disagreements)")
  }

  @Test func theRangesAreDisjointAndInOrder() {
    let bounds = LocalizationKeyTable.forbiddenScalarRanges
    #expect(!bounds.isEmpty && bounds.count % 2 == 0)
    #expect(LocalizationKeyTable.forbiddenScalarKinds.count == bounds.count / 2)
    for index in bounds.indices.dropFirst() {
      // A range's first may equal its last; a range starts after the one before ends.
      #expect(index % 2 == 1 ? bounds[index - 1] <= bounds[index] : bounds[index - 1] < bounds[index])
    }
  }

  @Test func keysNameWhatTheyContain() {
    #expect(LocalizationKeyTable.problem(with: "a b") == "it contains white space (U+0020)")
    #expect(
      LocalizationKeyTable.problem(with: "a\u{200B}b") == "it contains an invisible formatting character (U+200B)")
    #expect(LocalizationKeyTable.problem(with: "a\u{7}b") == "it contains a control character (U+0007)")
    #expect(LocalizationKeyTable.problem(with: "form.row\u{3000}") == "it contains white space (U+3000)")
    #expect(LocalizationKeyTable.problem(with: "café.row🎉") == nil)
  }
}
