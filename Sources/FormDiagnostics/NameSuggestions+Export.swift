// "Did you mean" lives in its own standard-library-only module so that the event-line parser,
// which the WebAssembly engine runs too, can use it without this module's Codable diagnostics.
@_exported import NameSuggestions
