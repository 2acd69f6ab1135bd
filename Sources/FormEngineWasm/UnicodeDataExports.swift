// The symbols through which the standard library reads Unicode data (`String` comparison and hashing
// by canonical equivalence, `Character` breaking), answered from NormalizationTables and
// GraphemeTables. The module's objects define all of them, so the link takes nothing from the
// toolchain's Unicode data library (Scripts/build-wasm.sh no longer links it).
//
// Only in the WebAssembly build: natively the standard library keeps its own data, and
// NormalizationTablesTests and GraphemeTablesTests compare the tables with it.
#if arch(wasm32)
  /// The normalization tables, decoded the first time the standard library asks (a global is
  /// initialized on first use): most text the engine compares is ASCII, which never asks.
  private let normalization = NormalizationTables()

  /// The grapheme tables, decoded likewise.
  private let graphemes = GraphemeTables()

  /// `_swift_stdlib_nfd_decompositions`: the decompositions that ``standardLibraryDecompositionEntry(_:)``'s
  /// entries point into, which the standard library reads after asking for an entry. Copied once into
  /// memory that is never freed, as the toolchain's is data that lives as long as the module.
  @_silgen_name("_swift_stdlib_nfd_decompositions")
  nonisolated(unsafe) var standardLibraryDecompositions: UnsafePointer<UInt8>? = nil

  /// `_swift_stdlib_getNormData`.
  @_cdecl("_swift_stdlib_getNormData")
  public func standardLibraryNormData(_ scalar: UInt32) -> UInt16 {
    normalization.normData(scalar)
  }

  /// `_swift_stdlib_getDecompositionEntry`.
  @_cdecl("_swift_stdlib_getDecompositionEntry")
  public func standardLibraryDecompositionEntry(_ scalar: UInt32) -> UInt32 {
    if standardLibraryDecompositions == nil {
      let bytes = normalization.decompositionBytes
      let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
      copy.initialize(from: bytes, count: bytes.count)
      standardLibraryDecompositions = UnsafePointer(copy)
    }
    return normalization.decompositionEntry(scalar)
  }

  /// `_swift_stdlib_getComposition`.
  @_cdecl("_swift_stdlib_getComposition")
  public func standardLibraryComposition(_ first: UInt32, _ second: UInt32) -> UInt32 {
    normalization.composition(first, second)
  }

  /// `_swift_stdlib_getGraphemeBreakProperty`.
  @_cdecl("_swift_stdlib_getGraphemeBreakProperty")
  public func standardLibraryGraphemeBreakProperty(_ scalar: UInt32) -> UInt8 {
    graphemes.property(scalar)
  }

  /// `_swift_stdlib_isInCB_Consonant`.
  @_cdecl("_swift_stdlib_isInCB_Consonant")
  public func standardLibraryIsInCBConsonant(_ scalar: UInt32) -> Bool {
    graphemes.isConsonant(scalar)
  }

  /// `_swift_stdlib_isExtendedPictographic`.
  @_cdecl("_swift_stdlib_isExtendedPictographic")
  public func standardLibraryIsExtendedPictographic(_ scalar: UInt32) -> Bool {
    graphemes.isExtendedPictographic(scalar)
  }
#endif
