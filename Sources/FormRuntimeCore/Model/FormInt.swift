/// The integers a form holds: `FormValue.int`, `FormDecimal.units`, instants in microseconds,
/// bounds and rule arguments. 64 bits everywhere, so a compiled form and its saved values mean the
/// same on every platform: `Int` where `Int` is 64 bits (apps' API unchanged), `Int64` where it
/// is 32 (WebAssembly's wasm32). Indexes and counts stay `Int`.
#if _pointerBitWidth(_32)
  public typealias FormInt = Int64
#else
  public typealias FormInt = Int
#endif
