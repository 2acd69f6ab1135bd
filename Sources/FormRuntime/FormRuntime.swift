// FormRuntime is the engine's core (`FormRuntimeCore`, which needs only the standard library) and
// a thin layer of what apps on Apple platforms expect from it: `Data` in and out
// (`CompiledForm+Data.swift`), `IndexPath` and `IndexSet` for UIKit (`FormUpdate+IndexPath.swift`,
// `FormEngine+IndexPath.swift`), the `Codable` conformances (`CompiledFormat+Codable.swift`) and
// search as an async call (`FormEngine+AsyncSearch.swift`). Apps import FormRuntime alone.
@_exported import FormRuntimeCore
