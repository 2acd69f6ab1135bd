// The four symbols through which the standard library's `String` reads Unicode normalization data,
// answered from NormalizationTables. The module's objects define them, so the link takes no
// normalization data from the toolchain's Unicode data library (which it still takes grapheme
// breaking from): Scripts/build-wasm.sh lists the library after the objects.
//
// Only in the WebAssembly build: natively the standard library keeps its own data, and
// NormalizationTablesTests compare the tables with it.
#if arch(wasm32)
  /// The tables, decoded the first time the standard library asks (a global is initialized on first
  /// use): most text the engine compares is ASCII, which never asks.
  private let tables = NormalizationTables()

  /// `_swift_stdlib_nfd_decompositions`: the decompositions that ``standardLibraryDecompositionEntry(_:)``'s
  /// entries point into, which the standard library reads after asking for an entry. Copied once into
  /// memory that is never freed, as the toolchain's is data that lives as long as the module.
  @_silgen_name("_swift_stdlib_nfd_decompositions")
  nonisolated(unsafe) var standardLibraryDecompositions: UnsafePointer<UInt8>? = nil

  /// `_swift_stdlib_getNormData`.
  @_cdecl("_swift_stdlib_getNormData")
  public func standardLibraryNormData(_ scalar: UInt32) -> UInt16 {
    tables.normData(scalar)
  }

  /// `_swift_stdlib_getDecompositionEntry`.
  @_cdecl("_swift_stdlib_getDecompositionEntry")
  public func standardLibraryDecompositionEntry(_ scalar: UInt32) -> UInt32 {
    if standardLibraryDecompositions == nil {
      let bytes = tables.decompositionBytes
      let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
      copy.initialize(from: bytes, count: bytes.count)
      standardLibraryDecompositions = UnsafePointer(copy)
    }
    return tables.decompositionEntry(scalar)
  }

  /// `_swift_stdlib_getComposition`.
  @_cdecl("_swift_stdlib_getComposition")
  public func standardLibraryComposition(_ first: UInt32, _ second: UInt32) -> UInt32 {
    tables.composition(first, second)
  }
#endif
