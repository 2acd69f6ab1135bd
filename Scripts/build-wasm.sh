#!/usr/bin/env bash
# Builds the engine core (every file of Sources/FormRuntimeCore) as Embedded Swift for
# wasm32-unknown-none-wasm, into .build/wasm/: FormRuntimeCore.o and FormRuntimeCore.swiftmodule,
# which a later module (the exports layer) imports and the link step links (issue 25).
#
#   Scripts/build-wasm.sh            # from the package root, or from anywhere
#   SWIFTC=/path/to/swiftc WASI_LIBC=/path/to/libc.a Scripts/build-wasm.sh
#
# The link needs wasi-libc (`apt-get install wasi-libc`) and compiler-rt's wasm32 builtins
# (`apt-get install libclang-rt-dev-wasm32`: a checked 64-bit multiplication, as `FormInt`'s are,
# calls `__multi3` on wasm32), so the script checks for them here, before a long compilation, as it
# checks for the Embedded standard library of the target.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/wasm"
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

# Sorted, in the C locale, so the file list (and so the build) is the same on every machine.
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(
  cd "$root" && find Sources/FormRuntimeCore -name '*.swift' -type f | LC_ALL=C sort)
[ "${#sources[@]}" -gt 0 ] || fail "no Swift files in $root/Sources/FormRuntimeCore"

mkdir -p "$out"
cd "$root"
# -Osize: the module is shipped to browsers. The stack protector needs libc support that the
# Embedded runtime does not provide on this target. MemberImportVisibility as in Package.swift.
"$swiftc" \
  -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library \
  -module-name FormRuntimeCore -package-name formc -swift-version 6 -Osize \
  -Xfrontend -disable-stack-protector -enable-upcoming-feature MemberImportVisibility \
  "${sources[@]}" \
  -c -o "$out/FormRuntimeCore.o" \
  -emit-module -emit-module-path "$out/FormRuntimeCore.swiftmodule"
echo "build-wasm.sh: built $out/FormRuntimeCore.o and $out/FormRuntimeCore.swiftmodule (${#sources[@]} files)"
echo "build-wasm.sh: link with $wasi_libc and $builtins"
