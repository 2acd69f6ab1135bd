import Foundation
import Mustache
import Testing

@Suite("MustacheValue from JSON")
struct JSONTests {
  @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
    let value = try MustacheValue(jsonData: Data("[true, false, 1, 0, 1.0, 1.5, -7, 1.210]".utf8))
    #expect(value == [true, false, 1, 0, .double(1), 1.5, -7, 1.21])
    #expect(render("{{#.}}{{.}} {{/.}}", value) == "true false 1 0 1 1.5 -7 1.21 ")
  }

  @Test func allJSONShapesConvert() throws {
    let json = #"{"s": "x", "n": null, "o": {"k": [1, {"d": 2.5}]}, "big": 18446744073709551615}"#
    let value = try MustacheValue(jsonData: Data(json.utf8))
    #expect(value == ["s": "x", "n": nil, "o": ["k": [1, ["d": 2.5]]], "big": .double(Double(UInt64.max))])
  }

  @Test func topLevelScalarsAreAccepted() throws {
    #expect(try MustacheValue(jsonData: Data("85".utf8)) == 85)
    #expect(try MustacheValue(jsonData: Data(#""text""#.utf8)) == "text")
  }

  @Test func invalidJSONThrows() {
    #expect(throws: (any Error).self) { try MustacheValue(jsonData: Data("{".utf8)) }
  }

  @Test func swiftValuesConvertToo() {
    let any: [String: Any] = [
      "flag": true, "count": 3, "ratio": 0.5, "small": Int8(4), "float": Float(2.5), "names": ["a", "b"],
      "nested": ["x": NSNull()], "value": MustacheValue.int(9), "date": Date(timeIntervalSince1970: 0),
    ]
    #expect(
      MustacheValue(json: any)
        == [
          "flag": true, "count": 3, "ratio": 0.5, "small": 4, "float": 2.5, "names": ["a", "b"], "nested": ["x": nil],
          "value": 9, "date": nil,
        ])
    #expect(MustacheValue(json: NSNumber(value: 1)) == 1)
    #expect(MustacheValue(json: NSNumber(value: true)) == true)
    #expect(MustacheValue(json: NSNumber(value: 2.25)) == 2.25)
  }
}
