import FormCompiler
import FormRuntime
import Testing

/// The named formats: each definition compiles, and accepts exactly the accepted ones of its own
/// edge cases (`ValueFormat.samples`).
@Suite struct ValueFormatTests {
  @Test(arguments: ValueFormat.allCases) func definitionCompiles(_ format: ValueFormat) throws {
    let pattern = try #require(format.pattern)
    #expect(pattern == (try ValuePattern(format.patternSource)))
  }

  @Test(arguments: ValueFormat.allCases) func acceptsExactlyItsAcceptedSamples(_ format: ValueFormat) {
    for sample in format.samples {
      #expect(
        format.accepts(sample.value) == sample.isAccepted,
        "\(format) should \(sample.isAccepted ? "accept" : "refuse") \(sample.value.debugDescription)")
    }
  }

  @Test(arguments: ValueFormat.allCases) func samplesHoldBothKinds(_ format: ValueFormat) {
    #expect(format.samples.contains { $0.isAccepted })
    #expect(format.samples.contains { !$0.isAccepted })
    #expect(format.samples.contains { $0.value.isEmpty && !$0.isAccepted }, "the empty value is for `required`")
  }

  /// The email rule is WHATWG's, written out in the issue; the two definitions agree on every sample
  /// of every format.
  @Test func emailIsTheWHATWGRule() throws {
    let whatwg = try ValuePattern(
      #"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$"#
    )
    for sample in ValueFormat.allCases.flatMap(\.samples) {
      #expect(
        whatwg.matches(sample.value) == ValueFormat.email.accepts(sample.value), "\(sample.value.debugDescription)")
    }
  }

  @Test func formatsAreNamedAsInTheSpec() {
    #expect(ValueFormat.allCases.map(\.rawValue) == ["email", "url", "phone", "digits"])
    #expect(ValueFormat(rawValue: "phone") == .phone)
  }
}
