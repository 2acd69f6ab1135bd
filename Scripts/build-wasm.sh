#!/usr/bin/env bash
# Builds the engine as WebAssembly from the package's own sources (issue 25, docs/preview.md
# "Building the module"): FormRuntimeCore, NameSuggestions, FormSimulation, FormPreview and
# FormEngineWasm, each as an Embedded Swift module for wasm32-unknown-none-wasm into .build/wasm/,
# then linked into .build/wasm/formc-engine.wasm, which it writes into formc as
# Sources/FormcCLI/Preview/EngineWasm.swift (Scripts/embed-engine-wasm.sh).
#
#   Scripts/build-wasm.sh            # from the package root, or from anywhere
#   Scripts/build-wasm.sh --check    # builds, and fails when EngineWasm.swift is not
#                                    # what the sources give, instead of writing it (CI)
#   SWIFTC=/path/to/swiftc WASI_LIBC=/path/to/libc.a Scripts/build-wasm.sh
#
# The link needs wasi-libc (`apt-get install wasi-libc`) and compiler-rt's wasm32 builtins
# (`apt-get install libclang-rt-dev-wasm32`: a checked 64-bit multiplication, as `FormInt`'s are,
# calls `__multi3` on wasm32), and the linked module is shrunk by binaryen's `wasm-opt`
# (`apt-get install binaryen`), so the script checks for them here, before a long compilation, as it
# checks for the Embedded standard library of the target. `.ci/deps` installs all three.
set -euo pipefail

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
[ "$#" -eq 0 ] || { echo "usage: build-wasm.sh [--check]" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Relative to the package root, as every path given to swiftc is: the compiler hashes its output
# paths into the objects, so an absolute path would make the module differ from one clone to the next.
out="${FORMC_WASM_OUT:-.build/wasm}"
target=wasm32-unknown-none-wasm
swiftc="${SWIFTC:-$(command -v swiftc || true)}"
wasi_libc="${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}"

fail() {
  echo "build-wasm.sh: error: $*" >&2
  exit 1
}

[ -n "$swiftc" ] && [ -x "$swiftc" ] || fail "no swiftc found: put the Swift toolchain on PATH or set SWIFTC"
toolchain_lib="$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)"
embedded_stdlib="$toolchain_lib/embedded/Swift.swiftmodule/$target.swiftmodule"
[ -e "$embedded_stdlib" ] \
  || fail "the toolchain of $swiftc has no Embedded Swift standard library for $target ($embedded_stdlib is missing)"
[ -f "$wasi_libc" ] \
  || fail "wasi-libc is missing ($wasi_libc): install it with 'apt-get install wasi-libc', or set WASI_LIBC to its libc.a"
builtins="${WASM_BUILTINS:-$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | tail -n 1)}"
[ -n "$builtins" ] && [ -f "$builtins" ] \
  || fail "compiler-rt's wasm32 builtins are missing: install them with 'apt-get install libclang-rt-dev-wasm32'," \
    "or set WASM_BUILTINS to libclang_rt.builtins-wasm32.a"

clang="$(dirname "$(readlink -f "$swiftc")")/clang"
[ -x "$clang" ] || fail "no clang beside $swiftc: the toolchain's own clang reads the LLVM IR its swiftc writes"
wasm_ld="$(dirname "$(readlink -f "$swiftc")")/wasm-ld"
[ -x "$wasm_ld" ] || wasm_ld="$(command -v wasm-ld || true)"
[ -n "$wasm_ld" ] || fail "no wasm-ld beside $swiftc nor on PATH"
wasm_opt="${WASM_OPT:-$(command -v wasm-opt || true)}"
[ -n "$wasm_opt" ] && [ -x "$wasm_opt" ] \
  || fail "binaryen's wasm-opt is missing: install it with 'apt-get install binaryen', or set WASM_OPT to its binary"

if [ "$check" -eq 1 ]; then
  # A build from the sources must give exactly the committed EngineWasm.swift: what formc embeds is
  # what the sources give (which also holds the build to being reproducible). The module stays in
  # $out for what runs next (CI replays events in it: Tests/Wasm/compare-simulate.mjs).
  FORMC_WASM_NO_EMBED=1 "${BASH_SOURCE[0]}"
  "$root/Scripts/embed-engine-wasm.sh" --check "$out/formc-engine.wasm"
  echo "build-wasm.sh: Sources/FormcCLI/Preview/EngineWasm.swift is the module the sources give"
  exit 0
fi

mkdir -p "$out"

# Each module in dependency order; each imports the ones before it from $out.
# -Osize: the module is shipped to browsers. The stack protector needs libc support that the
# Embedded runtime does not provide on this target. MemberImportVisibility as in Package.swift.
# Extern: FormEngineWasm declares libc's `getentropy` with `@_extern(c)` (Entropy.swift).
# For size (BENCHMARKS.md, "The engine as WebAssembly: size"): the objects are LLVM bitcode, so
# that wasm-ld optimizes the five modules as one (-lto=llvm-full); LLVM inlines only what makes
# code smaller (-inline-threshold=-10 here, and at the link, whose inliner would otherwise undo it,
# -15: each the smallest of those measured, the estimate of what a call saves running high); the
# traps of failed checks may share code (-mergeable-traps); no function is copied for each closure
# it is called with (the SIL pass closure-specialize, which copied the record readers' field
# readers once per field); the SIL optimizer inlines nothing (its pass `inline`: a function called
# from many places was copied into each, and LLVM's inliner still takes what makes code smaller),
# which makes events about a third slower, a few microseconds (BENCHMARKS.md); nor does it rotate
# loops (the SIL pass loop-rotate, which copies a loop's test before it: no slower, measured), nor
# sink instructions into the blocks that use them (the SIL pass code-sinking: 532 bytes smaller
# without it, measured). LLVM's IR outliner, off by default, runs in each module's compilation
# (-ir-outliner; in the LTO pre-link pipeline, the link's own has no outliner): it moves runs of
# similar instructions into functions of their own, taking them from linkonce_odr functions too
# (the standard library's code the module carries). Not GVNSink (-enable-gvn-sink), which saved
# more but gave a different module from one build to the next (BENCHMARKS.md).
# The standard library's String(_builtinStringLiteral:utf8CodeUnitCount:isASCII:), which makes
# each `String` literal, is always inlined (-force-attribute, by its symbol): without the SIL
# inliner each of some 300 literals was a call whose result was read back from memory, where the
# inlined body folds to three constants (9 KB smaller).
# Internal options and a symbol of the standard library: check them when the toolchain changes.
size_flags=(-lto=llvm-full -Xllvm -inline-threshold=-10 -Xfrontend -mergeable-traps
  -Xllvm -sil-disable-pass=closure-specialize -Xllvm -sil-disable-pass=inline -Xllvm -sil-disable-pass=loop-rotate
  -Xllvm -sil-disable-pass=code-sinking -Xllvm -ir-outliner -Xllvm -enable-linkonceodr-ir-outlining
  -Xllvm '-force-attribute=$eSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC:alwaysinline')
# Functions of the standard library that the module calls at hundreds of places, a copy for each
# type they are specialized for, where the call and reading back its results from memory took more
# code than their bodies fold to there; each is marked always-inline for the link's optimizer, in
# the IR (-force-attribute takes one function's symbol, not a family's). Measured (BENCHMARKS.md):
#   Array._allocateUninitialized, which each array literal calls: for `[]` (some 200 of them) its
#     body folds to the empty array (2.7 KB smaller);
#   IndexingIterator<Range<Int>>.next() and ClosedRange<Int>'s, which each `for i in a..<b` loop
#     calls at each step: inlined, a comparison and an addition (4.7 KB smaller).
# Others measured and left out are larger inlined (BENCHMARKS.md). Symbols of the standard library:
# check them when the toolchain changes.
always_inline=(
  '\$eSa22_allocateUninitializedySayxG_SpyxGtSiFZ[^"]*'
  '\$es16IndexingIteratorV4next7ElementQzSgyFS[nN]ySiG_Tg5'
)
inline_pattern="$(IFS='|'; echo "${always_inline[*]}")"
mark_always_inline="s/^(define [^@]*@\"($inline_pattern)\".*) (#[0-9]+)( comdat)? \\{\$/\\1 alwaysinline \\3\\4 {/"
modules=(FormRuntimeCore NameSuggestions FormSimulation FormPreview FormEngineWasm)
objects=()
for module in "${modules[@]}"; do
  # Sorted, in the C locale, so the file list (and so the build) is the same on every machine.
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(
    find "Sources/$module" -name '*.swift' -type f | LC_ALL=C sort)
  [ "${#sources[@]}" -gt 0 ] || fail "no Swift files in $root/Sources/$module"
  "$swiftc" \
    -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library \
    -module-name "$module" -package-name formc -swift-version 6 -Osize \
    -Xfrontend -disable-stack-protector -enable-upcoming-feature MemberImportVisibility \
    -enable-experimental-feature Extern "${size_flags[@]}" \
    -I "$out" "${sources[@]}" \
    -emit-ir -o "$out/$module.ll" \
    -emit-module -emit-module-path "$out/$module.swiftmodule"
  # Swift gives its string literals no alignment, and LLVM aligns a global that has none to 16
  # bytes when it is longer than 16 (its preferred alignment for a large global): 2.5 KB of padding
  # between the messages in the module's data. Each literal is given alignment 1, as C's are (a
  # string's bytes are read one by one), and the IR made bitcode for the link by the toolchain's
  # own clang, which runs no pass over it. A line of the IR is a string literal when it defines a
  # constant array of bytes from a c"…" string and ends there.
  # Then the functions of always_inline (above) are marked always-inline for the link.
  sed -E -i \
    -e 's/^(@.* = (private|internal) unnamed_addr constant \[[0-9]+ x i8\] c"[^"]*")$/\1, align 1/' \
    -e "$mark_always_inline" "$out/$module.ll"
  "$clang" --target="$target" -c -emit-llvm -Xclang -disable-llvm-passes "$out/$module.ll" -o "$out/$module.o"
  rm "$out/$module.ll"
  objects+=("$out/$module.o")
done

# The exports are the @_cdecl functions of FormEngineWasm named formc_…, read from its sources so
# that the list is written in one place (its other @_cdecl functions replace libc's and the standard
# library's Unicode data, for the link).
exports=()
while IFS= read -r name; do exports+=("--export=$name"); done < <(
  grep -ho '@_cdecl("formc_[A-Za-z0-9_]*")' Sources/FormEngineWasm/*.swift | sed 's/@_cdecl("\(.*\)")/\1/' | LC_ALL=C sort)
[ "${#exports[@]}" -gt 0 ] || fail "no @_cdecl(\"formc_…\") exports in Sources/FormEngineWasm"
# Its @_cdecl functions named __wrap_NAME take the place of libc's NAME (its allocator: Allocator.swift).
# The objects define the symbols through which the standard library reads its Unicode data
# (UnicodeDataExports.swift), so the link needs nothing of the toolchain's Unicode data library.
wraps=()
while IFS= read -r name; do wraps+=("--wrap=$name"); done < <(
  grep -ho '@_cdecl("__wrap_[A-Za-z0-9_]*")' Sources/FormEngineWasm/*.swift | sed 's/@_cdecl("__wrap_\(.*\)")/\1/' | LC_ALL=C sort)
# The link's code generation: no loop strength reduction (-disable-lsr), and identical tails of two
# instructions merged, not only of three (-tail-merge-size=2): 117 and 273 bytes smaller, measured
# (BENCHMARKS.md).
"$wasm_ld" --no-entry --gc-sections --strip-all --lto-O2 --mllvm=-inline-threshold=-15 \
  --mllvm=-disable-lsr --mllvm=-tail-merge-size=2 "${exports[@]}" "${wraps[@]}" \
  "${objects[@]}" "$wasi_libc" "$builtins" \
  -o "$out/formc-engine.linked.wasm"
# binaryen's size optimizations over the whole linked module, which no single object's compilation
# can do. The features are those the Embedded target's code already uses; wasm-opt rejects a module
# that uses a feature it was not told of. The module defines its memory (it imports none), so the
# memory starts zeroed and nothing lives in its first 1,024 bytes: what --zero-filled-memory and
# --low-memory-unused let wasm-opt assume. Before -Oz, each function is flattened and its control
# flow rebuilt (--flatten --rereloop), which lets -Oz, run twice and then again until the module
# stops shrinking (--converge), merge more of it. Not --ignore-implicit-traps: with it, wasm-opt
# moved a load before the check that guarded it, and the module trapped (BENCHMARKS.md).
"$wasm_opt" --flatten --rereloop -Oz -Oz --converge --zero-filled-memory --low-memory-unused --strip-debug --strip-producers \
  --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
  "$out/formc-engine.linked.wasm" -o "$out/formc-engine.wasm"
size="$(wc -c <"$out/formc-engine.wasm" | tr -d ' ')"
echo "build-wasm.sh: built $out/formc-engine.wasm ($size bytes)"
# Issue 25's budget: the module is at most 400 KB (BENCHMARKS.md, "The engine as WebAssembly:
# size", says where it stands and what was measured to get there).
budget=409600
[ "$size" -le "$budget" ] \
  || fail "$out/formc-engine.wasm is $size bytes, over the budget of 400 KB ($budget bytes):" \
    "see BENCHMARKS.md, \"The engine as WebAssembly: size\""
if [ -z "${FORMC_WASM_NO_EMBED:-}" ]; then
  "$root/Scripts/embed-engine-wasm.sh" "$out/formc-engine.wasm"
fi
