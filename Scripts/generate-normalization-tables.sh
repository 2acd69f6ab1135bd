#!/usr/bin/env bash
# Writes Sources/FormEngineWasm/NormalizationData.swift from the toolchain's Unicode normalization data
# (Scripts/generate-normalization-tables.swift says how, NormalizationTables.swift why):
#
#   Scripts/generate-normalization-tables.sh           # writes the file
#   Scripts/generate-normalization-tables.sh --check   # fails when the file is not what the toolchain gives (CI)
#
# The generator is linked with the host's Embedded Unicode data library, which the Linux toolchains carry
# (lib/swift/embedded/ARCH-unknown-linux-gnu/libswiftUnicodeDataTables.a), and with a line of C
# compiled by the toolchain's clang; SWIFTC picks another toolchain.
set -euo pipefail

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
[ "$#" -eq 0 ] || { echo "usage: generate-normalization-tables.sh [--check]" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="$root/Sources/FormEngineWasm/NormalizationData.swift"
swiftc="${SWIFTC:-$(command -v swiftc || true)}"
fail() {
  echo "generate-normalization-tables.sh: error: $*" >&2
  exit 1
}
[ -n "$swiftc" ] && [ -x "$swiftc" ] || fail "no swiftc found: put the Swift toolchain on PATH or set SWIFTC"
toolchain_lib="$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)"
tables="$toolchain_lib/embedded/$(uname -m)-unknown-linux-gnu/libswiftUnicodeDataTables.a"
[ -f "$tables" ] || fail "the toolchain of $swiftc has no Embedded Unicode data for this host ($tables is missing)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The decompositions are read through a pointer the library defines hidden, which only C code linked with it
# can name.
clang="$(dirname "$(readlink -f "$swiftc")")/clang"
[ -x "$clang" ] || clang="$(command -v clang || true)"
[ -n "$clang" ] || fail "no clang beside $swiftc nor on PATH"
printf '%s\n' '#include <stdint.h>' \
  'extern const uint8_t *const _swift_stdlib_nfd_decompositions;' \
  'const uint8_t *normalization_decompositions(void) { return _swift_stdlib_nfd_decompositions; }' \
  >"$work/decompositions.c"
"$clang" -O -c "$work/decompositions.c" -o "$work/decompositions.o"
"$swiftc" -O "$root/Scripts/generate-normalization-tables.swift" "$root/Scripts/packed-scalar-table.swift" \
  "$work/decompositions.o" "$tables" -o "$work/generate"
"$work/generate" >"$work/NormalizationData.swift"
swift-format format -i "$work/NormalizationData.swift"

if [ "$check" -eq 1 ]; then
  cmp -s "$work/NormalizationData.swift" "$target" \
    || fail "$target is not what the toolchain's Unicode data gives; run Scripts/generate-normalization-tables.sh"
  echo "generate-normalization-tables.sh: $target is the toolchain's Unicode data"
  exit 0
fi
cp "$work/NormalizationData.swift" "$target"
echo "generate-normalization-tables.sh: wrote $target"
