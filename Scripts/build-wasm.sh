#!/usr/bin/env bash
# Builds the engine as WebAssembly from the package's own sources (docs/preview.md, "Building the
# module"): FormRuntimeCore, NameSuggestions, FormSimulation, FormPreview and FormEngineWasm, each
# an Embedded Swift module for wasm32-unknown-none-wasm, linked into one module in .build/wasm/,
# which formc embeds as a resource: Sources/FormcCLI/Resources/formc-engine.wasm, committed, with
# formc-engine.inputs beside it (the hash of the inputs it was built from, and the toolchain).
#
#   Scripts/build-wasm.sh           # rebuilds the module and copies it, with its record, into
#                                   # Sources/FormcCLI/Resources/ to be committed; does nothing
#                                   # when the recorded hash is already the inputs'
#   Scripts/build-wasm.sh --force   # rebuilds and copies it whatever the record says
#   Scripts/build-wasm.sh --check   # fails when the recorded hash is not the inputs' (engine
#                                   # sources changed without a rebuild); else builds the module
#                                   # into .build/wasm only, proving the script works here (CI)
#   SWIFTC=/path/to/swiftc WASI_LIBC=/path/to/libc.a Scripts/build-wasm.sh
#
# The inputs are the Swift files of the five modules, sorted, and this script; not the toolchain,
# so that CI on another toolchain checks the same record (the toolchain that built the committed
# module is recorded beside it, for information).
#
# The link needs wasi-libc (`apt-get install wasi-libc`) and compiler-rt's wasm32 builtins
# (`apt-get install libclang-rt-dev-wasm32`: a checked 64-bit multiplication, as `FormInt`'s are,
# calls `__multi3` on wasm32), and the linked module is shrunk by binaryen's `wasm-opt`
# (`apt-get install binaryen`), so the script checks for them here, before a long compilation, as
# it checks for the Embedded standard library of the target. `.ci/deps` installs all three.
set -euo pipefail

usage() {
  echo "usage: build-wasm.sh [--force | --check]" >&2
  exit 2
}
[ "$#" -le 1 ] || usage
mode=build
case "${1:-}" in
  "") ;;
  --force) mode=force ;;
  --check) mode=check ;;
  *) usage ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${FORMC_WASM_OUT:-.build/wasm}"
resources=Sources/FormcCLI/Resources
committed="$resources/formc-engine.wasm"
record="$resources/formc-engine.inputs"
target=wasm32-unknown-none-wasm
modules=(FormRuntimeCore NameSuggestions FormSimulation FormPreview FormEngineWasm)

fail() {
  echo "build-wasm.sh: error: $*" >&2
  exit 1
}

# The Swift files of a module, sorted in the C locale so that every machine lists them alike.
sources_of() {
  find "Sources/$1" -name '*.swift' -type f | LC_ALL=C sort
}

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

# The hash of the inputs: each file's hash and path, in order, hashed again.
inputs_hash() {
  local files=()
  for module in "${modules[@]}"; do
    while IFS= read -r file; do files+=("$file"); done < <(sources_of "$module")
  done
  files+=(Scripts/build-wasm.sh)
  sha256 "${files[@]}" | sha256 | cut -d' ' -f1
}

recorded_hash() {
  [ -f "$record" ] && sed -n 's/^inputs-sha256 //p' "$record" || true
}

hash="$(inputs_hash)"
case "$mode" in
  build)
    if [ -f "$committed" ] && [ "$(recorded_hash)" = "$hash" ]; then
      echo "build-wasm.sh: $committed is built from the current sources (--force rebuilds it)"
      exit 0
    fi
    ;;
  check)
    [ "$(recorded_hash)" = "$hash" ] \
      || fail "$committed was not built from the current engine sources ($record records" \
        "another hash): run Scripts/build-wasm.sh and commit the module and its record"
    echo "build-wasm.sh: $record matches the sources; building the module to check the build"
    ;;
esac

swiftc="${SWIFTC:-$(command -v swiftc || true)}"
wasi_libc="${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}"
[ -n "$swiftc" ] && [ -x "$swiftc" ] || fail "no swiftc found: put the Swift toolchain on PATH or set SWIFTC"
toolchain_bin="$(dirname "$(readlink -f "$swiftc")")"
toolchain_lib="$(cd "$toolchain_bin/../lib/swift" && pwd)"
embedded_stdlib="$toolchain_lib/embedded/Swift.swiftmodule/$target.swiftmodule"
[ -e "$embedded_stdlib" ] \
  || fail "the toolchain of $swiftc has no Embedded Swift standard library for $target ($embedded_stdlib is missing)"
# The standard library's Unicode data (String's comparison and hashing by canonical equivalence,
# Character breaking), which the Embedded Swift toolchain ships as a library of its own.
unicode_data="$toolchain_lib/embedded/$target/libswiftUnicodeDataTables.a"
[ -f "$unicode_data" ] || fail "the toolchain of $swiftc has no Embedded Unicode data for $target ($unicode_data is missing)"
[ -f "$wasi_libc" ] \
  || fail "wasi-libc is missing ($wasi_libc): install it with 'apt-get install wasi-libc', or set WASI_LIBC to its libc.a"
builtins="${WASM_BUILTINS:-$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | tail -n 1)}"
[ -n "$builtins" ] && [ -f "$builtins" ] \
  || fail "compiler-rt's wasm32 builtins are missing: install them with 'apt-get install libclang-rt-dev-wasm32'," \
    "or set WASM_BUILTINS to libclang_rt.builtins-wasm32.a"
wasm_ld="$toolchain_bin/wasm-ld"
[ -x "$wasm_ld" ] || wasm_ld="$(command -v wasm-ld || true)"
[ -n "$wasm_ld" ] || fail "no wasm-ld beside $swiftc nor on PATH"
wasm_opt="${WASM_OPT:-$(command -v wasm-opt || true)}"
[ -n "$wasm_opt" ] && [ -x "$wasm_opt" ] \
  || fail "binaryen's wasm-opt is missing: install it with 'apt-get install binaryen', or set WASM_OPT to its binary"

mkdir -p "$out"

# Each module in dependency order, each importing the ones before it from $out. The options:
# - `-enable-experimental-feature Embedded -wmo` and `-parse-as-library`: Embedded Swift, which
#   compiles a module whole (the Embedded Swift user manual, swiftlang/swift
#   docs/EmbeddedSwift/UserManual.md);
# - `-Xfrontend -disable-stack-protector`: the stack protector needs libc support that this
#   target's Embedded runtime does not have; the options the Swift project gives for the target
#   (forums.swift.org/t/stdlib-and-runtime-tests-for-wasm-wasi-now-available-on-swift-ci/70385,
#   and swiftlang/swift-for-wasm-examples' Package.swift);
# - `-enable-experimental-feature Extern`: FormEngineWasm declares libc's `getentropy` with
#   `@_extern(c)` (Entropy.swift), the feature Embedded Swift documents for C declarations;
# - `-Osize`, and `-lto=llvm-full` (`swiftc --help`): each object is LLVM bitcode, and the link
#   optimizes the five modules as one program.
# MemberImportVisibility as in Package.swift.
objects=()
for module in "${modules[@]}"; do
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(sources_of "$module")
  [ "${#sources[@]}" -gt 0 ] || fail "no Swift files in $root/Sources/$module"
  "$swiftc" \
    -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library \
    -module-name "$module" -package-name formc -swift-version 6 -Osize -lto=llvm-full \
    -Xfrontend -disable-stack-protector -enable-upcoming-feature MemberImportVisibility \
    -enable-experimental-feature Extern \
    -I "$out" "${sources[@]}" \
    -c -o "$out/$module.o" \
    -emit-module -emit-module-path "$out/$module.swiftmodule"
  objects+=("$out/$module.o")
done

# The exports are the @_cdecl functions of FormEngineWasm named formc_…, read from its sources so
# that the list is written in one place.
exports=()
while IFS= read -r name; do exports+=("--export=$name"); done < <(
  grep -ho '@_cdecl("formc_[A-Za-z0-9_]*")' Sources/FormEngineWasm/*.swift | sed 's/@_cdecl("\(.*\)")/\1/' | LC_ALL=C sort)
[ "${#exports[@]}" -gt 0 ] || fail "no @_cdecl(\"formc_…\") exports in Sources/FormEngineWasm"
# wasm-ld (lld's documented options, `wasm-ld --help`): a library, not a program (--no-entry);
# only what the exports reach (--gc-sections); no names (--strip-all). Then the Embedded Unicode
# data, wasi-libc (malloc, getentropy) and compiler-rt's builtins.
"$wasm_ld" --no-entry --gc-sections --strip-all "${exports[@]}" \
  "${objects[@]}" "$unicode_data" "$wasi_libc" "$builtins" \
  -o "$out/formc-engine.linked.wasm"
# binaryen's size optimizations over the whole linked module (`wasm-opt --help`), with the
# features the Embedded target's code uses (wasm-opt rejects a module using one it was not told
# of). The module defines its memory (it imports none), so the memory starts zeroed and nothing
# lives in its first 1,024 bytes: what --zero-filled-memory and --low-memory-unused let it assume.
"$wasm_opt" -Oz --converge --zero-filled-memory --low-memory-unused --strip-debug --strip-producers \
  --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
  "$out/formc-engine.linked.wasm" -o "$out/formc-engine.wasm"

size="$(wc -c <"$out/formc-engine.wasm" | tr -d ' ')"
gzipped="$(gzip -9 -n -c "$out/formc-engine.wasm" | wc -c | tr -d ' ')"
echo "build-wasm.sh: built $out/formc-engine.wasm ($size bytes, $gzipped after gzip -9)"
# The budget is what a browser downloads: 320 KiB after gzip -9 (BENCHMARKS.md, "The engine as
# WebAssembly: size").
budget=327680
[ "$gzipped" -le "$budget" ] \
  || fail "$out/formc-engine.wasm is $gzipped bytes after gzip -9, over the budget of 320 KiB ($budget bytes):" \
    "see BENCHMARKS.md, \"The engine as WebAssembly: size\""

[ "$mode" != check ] || exit 0
mkdir -p "$resources"
cp "$out/formc-engine.wasm" "$committed"
{
  echo "# Written by Scripts/build-wasm.sh: what $(basename "$committed") was built from."
  echo "# inputs-sha256 is checked (build-wasm.sh --check); the rest is for information."
  echo "inputs-sha256 $hash"
  echo "toolchain $("$swiftc" --version 2>/dev/null | sed -n 1p)"
  echo "bytes $size"
  echo "gzip-9-bytes $gzipped"
} >"$record"
echo "build-wasm.sh: wrote $committed and $record"
