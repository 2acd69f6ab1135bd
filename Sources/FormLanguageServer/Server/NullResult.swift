import Foundation

/// JSON's `null`, as a result or an id.
enum NullResult {
  static var null: Any { NSNull() }
}
