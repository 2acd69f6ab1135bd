import Foundation

/// Writes messages of the base protocol: a `Content-Length` header counting the body's UTF-8 bytes, then the body.
enum MessageWriter {
  /// The framed bytes of `message`, a JSON object.
  static func frame(_ message: [String: Any]) -> [UInt8] {
    // Sorted keys make the output the same from run to run, which the tests compare.
    let body =
      (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data(
        #"{"error":{"code":-32603,"message":"the response could not be written as JSON"},"id":null,"jsonrpc":"2.0"}"#
          .utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
