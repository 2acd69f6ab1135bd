import FormRuntimeCore
import Foundation

/// Why an existing String Catalog cannot be merged: it is left as it is rather than overwritten,
/// so no translation is lost to a file that did not read.
public struct StringCatalogError: Error, Equatable, Sendable {
  public var message: String
}

/// Writes a form's String Catalog (`<Form>.xcstrings`, the JSON Xcode reads): one entry per
/// ``LocalizableText``, the spec's text as the source language's value, `extractionState: manual`
/// (Xcode does not extract these keys from code, formc does).
///
/// Merged with the catalogue already at the output path: every other language, and anything else
/// an entry holds, is kept; a key the form no longer has is kept and marked `stale` rather than
/// dropped; where the source text changed, the other languages' translations are marked
/// `needs_review`, as Xcode does.
public enum StringCatalog {
  /// The catalogue's text.
  ///
  /// - Parameters:
  ///   - texts: the form's texts (``CompiledForm/localizableTexts``).
  ///   - sourceLanguage: the language the spec is written in (`en`).
  ///   - existing: the catalogue at the output path, or nil when there is none.
  /// - Throws: ``StringCatalogError`` when `existing` is not a String Catalog.
  /// - Complexity: O(n log n) in the size of the catalogue.
  public static func render(
    _ texts: [LocalizableText], sourceLanguage: String, existing: Data?
  ) throws(StringCatalogError) -> String {
    var root: [String: JSONValue] = [:]
    var strings: [String: JSONValue] = [:]
    if let existing {
      (root, strings) = try read(existing)
    }
    let current = Set(texts.map(\.key))
    for (key, entry) in strings where !current.contains(key) {
      guard var members = entry.object else { continue }
      members["extractionState"] = .string("stale")
      strings[key] = .object(members)
    }
    for text in texts {
      var members = strings[text.key]?.object ?? [:]
      var localizations = members["localizations"]?.object ?? [:]
      let previous = localizations[sourceLanguage]?.object?["stringUnit"]?.object?["value"]?.string
      if let previous, previous != text.text {
        for (language, localization) in localizations where language != sourceLanguage {
          localizations[language] = markedForReview(localization)
        }
      }
      localizations[sourceLanguage] = .object([
        "stringUnit": .object(["state": .string("translated"), "value": .string(text.text)])
      ])
      members["localizations"] = .object(localizations)
      members["extractionState"] = .string("manual")
      members["comment"] = .string(text.comment)
      strings[text.key] = .object(members)
    }
    root["sourceLanguage"] = .string(sourceLanguage)
    root["strings"] = .object(strings)
    root["version"] = root["version"] ?? .string("1.0")
    return JSONValue.object(root).written() + "\n"
  }

  /// The existing catalogue's top level and its `strings`, each problem an error naming where it is.
  private static func read(
    _ data: Data
  ) throws(StringCatalogError) -> (root: [String: JSONValue], strings: [String: JSONValue]) {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw StringCatalogError(message: "is not valid JSON (\(describe(error))); fix or remove it")
    }
    guard let root = value.object else {
      throw StringCatalogError(message: "is not a String Catalog: its top level is not a JSON object")
    }
    guard let stringsValue = root["strings"] else { return (root, [:]) }
    guard let strings = stringsValue.object else {
      throw StringCatalogError(message: "is not a String Catalog: its 'strings' is not a JSON object")
    }
    for key in strings.keys.sorted() where strings[key]?.object == nil {
      throw StringCatalogError(
        message: "is not a String Catalog: the entry of '\(key)' in 'strings' is not a JSON object")
    }
    return (root, strings)
  }

  /// A localization whose `stringUnit` is marked `needs_review`; anything else as it is.
  private static func markedForReview(_ localization: JSONValue) -> JSONValue {
    guard var members = localization.object, var unit = members["stringUnit"]?.object else { return localization }
    unit["state"] = .string("needs_review")
    members["stringUnit"] = .object(unit)
    return .object(members)
  }

  /// A decoding error in a sentence: the decoder's own description, with its position when it gives one.
  private static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    }
    return "\(error)"
  }
}
