#!/usr/bin/env bash
# Writes the Unicode data that the engine's WebAssembly module carries in place of the toolchain's tables, from the
# toolchain's own tables (NormalizationTables.swift and GraphemeTables.swift say why; each generator says how):
#
#   Sources/FormEngineWasm/NormalizationData.swift   by Scripts/generate-normalization-tables.swift
#   Sources/FormEngineWasm/GraphemeData.swift        by Scripts/generate-grapheme-tables.swift
#
#   Scripts/generate-unicode-data-tables.sh           # writes the files
#   Scripts/generate-unicode-data-tables.sh --check   # fails when a file is not what the toolchain gives (CI)
#
# The generators are linked with the host's Embedded Unicode data library, which the Linux toolchains carry
# (lib/swift/embedded/ARCH-unknown-linux-gnu/libswiftUnicodeDataTables.a), and with a line of C compiled by the
# toolchain's clang; SWIFTC picks another toolchain.
set -euo pipefail

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
[ "$#" -eq 0 ] || { echo "usage: generate-unicode-data-tables.sh [--check]" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swiftc="${SWIFTC:-$(command -v swiftc || true)}"
fail() {
  echo "generate-unicode-data-tables.sh: error: $*" >&2
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

for table in normalization:Normalization grapheme:Grapheme; do
  name="${table%%:*}"
  file="$root/Sources/FormEngineWasm/${table#*:}Data.swift"
  "$swiftc" -O "$root/Scripts/generate-$name-tables.swift" "$root/Scripts/packed-scalar-table.swift" \
    "$work/decompositions.o" "$tables" -o "$work/generate-$name"
  "$work/generate-$name" >"$work/$name.swift"
  swift-format format -i "$work/$name.swift"
  if [ "$check" -eq 1 ]; then
    cmp -s "$work/$name.swift" "$file" \
      || fail "$file is not what the toolchain's Unicode data gives; run Scripts/generate-unicode-data-tables.sh"
    echo "generate-unicode-data-tables.sh: $file is the toolchain's Unicode data"
  else
    cp "$work/$name.swift" "$file"
    echo "generate-unicode-data-tables.sh: wrote $file"
  fi
done
