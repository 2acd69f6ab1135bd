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
