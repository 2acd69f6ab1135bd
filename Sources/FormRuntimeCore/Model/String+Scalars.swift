extension String {
  /// The string's Unicode scalars, in an array. Appended one by one: `Array(unicodeScalars)`
  /// would bring the standard library's generic sequence copying into the WebAssembly module
  /// (BENCHMARKS.md, "The engine as WebAssembly: size").
  /// - Complexity: O(n) in the length of the string.
  package var scalarArray: [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for scalar in unicodeScalars { scalars.append(scalar) }
    return scalars
  }

  /// The values of the string's Unicode scalars, in an array (as ``scalarArray``, rather than
  /// `unicodeScalars.map(\.value)`). - Complexity: O(n) in the length of the string.
  package var scalarValues: [UInt32] {
    var values: [UInt32] = []
    for scalar in unicodeScalars { values.append(scalar.value) }
    return values
  }

  /// The first Unicode scalar, or nil for the empty string (as `unicodeScalars.first`, without
  /// its generic copy). - Complexity: O(1).
  package var firstScalar: Unicode.Scalar? {
    var iterator = unicodeScalars.makeIterator()
    return iterator.next()
  }
}

extension String {
  /// The string of `scalars`, appended one by one (as ``scalarArray`` is built, rather than by
  /// `String.UnicodeScalarView(scalars)`, whose generic copying and decoding would be one more
  /// copy in the WebAssembly module). - Complexity: O(n) for n scalars.
  package init(scalars: ArraySlice<Unicode.Scalar>) {
    var view = String.UnicodeScalarView()
    for scalar in scalars { view.append(scalar) }
    self.init(view)
  }
}

extension Array where Element == String {
  /// The strings one after another with `separator` between them: `joined(separator:)`, for the
  /// messages and values the WebAssembly engine writes, without the standard library's generic
  /// copy of it in its module. - Complexity: O(m) for m bytes in all.
  package func joined(by separator: String) -> String {
    var text = ""
    for index in indices {
      if index > 0 { text += separator }
      text += self[index]
    }
    return text
  }
}

extension String {
  // The string's UTF-8 bytes tested by plain loops: `utf8.allSatisfy`, `utf8.contains(where:)` and `utf8.first` are
  // each a copy of the view's iteration in the WebAssembly module, where a loop shares the one iterator.

  /// Whether every UTF-8 byte of the string passes `test` (true for the empty string).
  /// - Complexity: O(n) in the length of the string.
  package func everyByte(_ test: (UInt8) -> Bool) -> Bool {
    for byte in utf8 where !test(byte) { return false }
    return true
  }

  /// Whether some UTF-8 byte of the string passes `test`. - Complexity: O(n) in the length of the string.
  package func someByte(_ test: (UInt8) -> Bool) -> Bool { !everyByte { !test($0) } }

  /// The first UTF-8 byte, or nil for the empty string. - Complexity: O(1).
  package var firstByte: UInt8? {
    var bytes = utf8.makeIterator()
    return bytes.next()
  }
}
