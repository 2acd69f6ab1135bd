#!/usr/bin/env bash
# libFuzzer fuzzing of formc's library modules. See docs/fuzzing.md.
#
#   bash Tests/Fuzz/fuzz.sh build                 build the eight entry points
#   bash Tests/Fuzz/fuzz.sh run NAME SECONDS [ARG...]
#                                                 fuzz NAME (spec, condition, compiled, events, pattern, saved, preview, lsp)
#                                                 for SECONDS, passing ARGs on to libFuzzer (e.g. -jobs, -seed=1)
#   bash Tests/Fuzz/fuzz.sh smoke [SECONDS]       run each entry point for SECONDS (default 60), one at a time
#   bash Tests/Fuzz/fuzz.sh campaign [SECONDS]    a campaign (a person's or a scheduled job's, not CI's): each
#                                                 entry point for SECONDS (default 3600), then keep
#   bash Tests/Fuzz/fuzz.sh regress               run every reproducer in Tests/Fuzz/regressions once
#   bash Tests/Fuzz/fuzz.sh repro NAME FILE...    run NAME on the given inputs once (prints the crash, if any)
#   bash Tests/Fuzz/fuzz.sh minimize NAME FILE    minimize a crashing input (-minimize_crash=1)
#   bash Tests/Fuzz/fuzz.sh keep [NAME...]         fold the grown corpus into the committed one, Tests/Fuzz/corpus/NAME/:
#                                                 the smallest set of inputs with all their features (-set_cover_merge=1)
#
# Everything it writes goes under .build-fuzz/ (gitignored): pkg/ (the instrumented SwiftPM build),
# tools/ (a plain build of formc for the seeds), bin/ (the fuzzers), seeds/, corpus/NAME/ (kept
# between runs), artifacts/ (crash-*, timeout-*, oom-* files) and logs/. Every run also reads the
# committed corpus, Tests/Fuzz/corpus/NAME/ (what `keep` folds the campaigns into), so a campaign on
# any machine starts where the last kept one ended.
#
# How it builds: SwiftPM compiles the library modules with coverage and AddressSanitizer
# (`swift build -c release -Xswiftc -sanitize=fuzzer,address --target FormCompiler`, which builds
# TextEscaping, NameSuggestions, FormDiagnostics, FormYAML, FormRuntimeCore and FormCompiler but links
# nothing, then `--target FormRuntime` for the Foundation layer, `--target FormPreview` for the preview's
# engine and FormSimulation, and `--target FormLanguageServer`); then swiftc compiles
# each entry point (an `@_cdecl("LLVMFuzzerTestOneInput")` function, -parse-as-library) with the
# same sanitizers against those modules and links it with their object files, libyaml, and
# libFuzzer's main. libyaml itself is the system library, not instrumented.
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=.build-fuzz
# Cheaper allocations under ASan (shorter allocation stacks, a smaller quarantine): the harnesses
# allocate a lot, and Swift code rarely needs deep use-after-free provenance. Override freely.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2:quarantine_size_mb=16}"
# Swift's own crash backtracer reads the crashed process's memory in a way ASan reports as a
# second crash (and its helper can keep the output pipe open, so the run never ends); libFuzzer
# prints the stack of a finding itself.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
PKG="$SCRATCH/pkg"
BIN="$SCRATCH/bin"
FUZZ=Tests/Fuzz
TARGETS=(spec condition compiled events pattern saved preview lsp)
MODULES=(TextEscaping NameSuggestions FormDiagnostics FormYAML FormRuntimeCore FormSimulation FormRuntime FormCompiler FormPreview FormLanguageServer)

die() {
  echo "fuzz.sh: $*" >&2
  exit 2
}

usage() {
  sed -n '4,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

source_file() {
  case "$1" in
    spec) echo SpecFuzzer.swift ;;
    condition) echo ConditionFuzzer.swift ;;
    compiled) echo CompiledFuzzer.swift ;;
    events) echo EventsFuzzer.swift ;;
    pattern) echo PatternFuzzer.swift ;;
    saved) echo SavedFuzzer.swift ;;
    preview) echo PreviewFuzzer.swift ;;
    lsp) echo LSPFuzzer.swift ;;
    *) die "unknown entry point '$1' (expected one of: ${TARGETS[*]})" ;;
  esac
}

# Longest input libFuzzer makes for each entry point.
max_len() {
  case "$1" in
    spec) echo 16384 ;;      # the example specs are 2-5 KB; larger only slows the search
    condition) echo 4200 ;;  # just past ConditionLimits.maxLength (4096 scalars)
    compiled) echo 16384 ;;  # the example forms compile to 1.5-6 KB of JSON
    events) echo 4096 ;;     # 200 lines at most are read
    pattern) echo 2048 ;;    # a pattern of ValuePatternLimits.maxLength (1,000 scalars), a NUL, a value
    saved) echo 4096 ;;      # the example forms' saved values are 0.2-1.5 KB
    preview) echo 4096 ;;    # 100 lines at most are read; a rows request of every id is 0.2-1 KB
    lsp) echo 8192 ;;        # a session of a few messages; the fuzzer's message limit is 8 KB
  esac
}

# The object files of one module, from SwiftPM's output file map (stale objects of deleted
# sources are left out).
module_objects() {
  local map="$PKG/release/$1.build/output-file-map.json"
  [ -f "$map" ] || die "missing $map: the SwiftPM build did not run"
  grep -o '"object": "[^"]*\.swift\.o"' "$map" | sed 's/^"object": "//; s/"$//'
}

# Fails unless every module's objects carry both coverage counters (libFuzzer's guide) and
# AddressSanitizer's checks: a fuzzer linked against uninstrumented modules runs, but blind.
check_instrumented() {
  local module object
  for module in "${MODULES[@]}"; do
    # `sed -n 1p`, not `head -1`, and whole outputs compared, not piped into `grep -q`: under
    # pipefail, a reader that exits early fails the pipeline with SIGPIPE (exit 141), as soon as
    # the writer has more to write than the pipe holds.
    object=$(module_objects "$module" | sed -n 1p)
    [[ $(readelf -SW "$object") == *__sancov_cntrs* ]] \
      || die "$object has no coverage counters: the modules were not built with -sanitize=fuzzer"
    [[ $(nm "$object") == *__asan* ]] \
      || die "$object has no AddressSanitizer checks: the modules were not built with -sanitize=address"
  done
}

build() {
  bash .ci/deps
  echo "fuzz.sh: building the library modules with -sanitize=fuzzer,address into $PKG" >&2
  if [ "${FUZZ_SKIP_PACKAGE_BUILD:-0}" != 1 ]; then
    # One `-sanitize=` flag naming both: swiftc keeps only the last of several `-sanitize=` flags,
    # and SwiftPM's `--sanitize=fuzzer --sanitize=address` passes two, in an order that changes
    # from run to run, so the modules came out with coverage or with ASan, never both.
    swift build -c release -Xswiftc -sanitize=fuzzer,address --scratch-path "$PKG" --target FormCompiler
    # FormRuntime and FormPreview are no dependencies of FormCompiler; `swift build` takes one --target at a time.
    swift build -c release -Xswiftc -sanitize=fuzzer,address --scratch-path "$PKG" --target FormRuntime
    swift build -c release -Xswiftc -sanitize=fuzzer,address --scratch-path "$PKG" --target FormPreview
    swift build -c release -Xswiftc -sanitize=fuzzer,address --scratch-path "$PKG" --target FormLanguageServer
  fi
  check_instrumented
  local objects=() module
  for module in "${MODULES[@]}"; do
    while IFS= read -r object; do objects+=("$object"); done < <(module_objects "$module")
  done
  mkdir -p "$BIN"
  local name
  # shellcheck disable=SC2046
  for name in "${TARGETS[@]}"; do
    echo "fuzz.sh: linking $BIN/$name" >&2
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld \
      -module-name "Fuzz_$name" \
      -I "$PKG/release/Modules" -I Sources/CYAML \
      "$FUZZ/Sources/$(source_file "$name")" "$FUZZ/Sources/FuzzSupport.swift" \
      "${objects[@]}" $(pkg-config --libs yaml-0.1) \
      -o "$BIN/$name"
  done
}

ensure_built() {
  local name
  for name in "${TARGETS[@]}"; do
    [ -x "$BIN/$name" ] || { build; return; }
  done
}

# A plain (uninstrumented) formc, to compile the example forms for the `compiled` seeds.
formc_tool() {
  local formc="$SCRATCH/tools/debug/formc"
  if ! swift build --product formc --scratch-path "$SCRATCH/tools" >&2; then
    [ -x "$formc" ] || die "could not build formc for the compiled seeds"
    echo "fuzz.sh: formc did not build; using the previous $formc" >&2
  fi
  echo "$formc"
}

# Writes the seed corpus of NAME into $SCRATCH/seeds/NAME and prints that folder.
make_seeds() {
  local name="$1" dir="$SCRATCH/seeds/$1"
  rm -rf "$dir"
  mkdir -p "$dir"
  local file base
  case "$name" in
    spec)
      for file in Forms/*.form.yaml; do
        base="$(basename "$file" .form.yaml)"
        cp "$file" "$dir/$base"
        # Small broken variants: cut short, CRLF, BOM, a tab, an unquoted '!' condition,
        # a duplicate key, a second document.
        head -c "$(($(wc -c <"$file") / 2))" "$file" >"$dir/$base-half"
        head -n 12 "$file" >"$dir/$base-head"
        sed 's/$/\r/' "$file" >"$dir/$base-crlf"
        { printf '\xef\xbb\xbf'; cat "$file"; } >"$dir/$base-bom"
        sed '0,/^  - id:/s//\t- id:/' "$file" >"$dir/$base-tab"
        sed 's/visible: "!\(.*\)"$/visible: !\1/' "$file" >"$dir/$base-tag"
        { cat "$file"; echo "form: Again"; } >"$dir/$base-dupkey"
        { cat "$file"; echo "---"; echo "form: Second"; } >"$dir/$base-twodocs"
      done
      # The sign-up form's validation written wrong: a rule on a button, a pattern the matcher
      # refuses, bounds that contradict each other, an unknown format, a text row with rules
      # disabled by form.isValid (a cycle), a message without a rule.
      if [ -f Forms/signup.form.yaml ]; then
        file=Forms/signup.form.yaml
        sed 's/        enabled: "form.isValid"/        required: true/' "$file" >"$dir/signup-rule-on-button"
        sed 's/pattern: "^(?=.\*\[0-9\]).\*\$"/pattern: "^(?<=a)[z-a]{3,1}\\\\q("/' "$file" >"$dir/signup-bad-pattern"
        sed 's/minLength: 10 /minLength: 100 /' "$file" >"$dir/signup-contradictory"
        sed 's/format: email/format: emial/' "$file" >"$dir/signup-unknown-format"
        sed 's/        format: email/        format: email\n        enabled: "form.isValid"/' "$file" >"$dir/signup-cycle"
        sed 's/        valid: "confirm == password"/        visible: "password.isValid \&\& confirm.isEnabled"/' "$file" >"$dir/signup-message-without-rule"
      fi
      printf '' >"$dir/empty"
      printf 'form: X\nsections: []\n' >"$dir/no-sections"
      printf 'form: X\nsections:\n  - id: s\n    rows:\n      - id: a\n        expands:\n          - id: b\n            expands:\n              - id: c\n                kind: toggle\n      - id: d\n        visible: "c && a.expanded"\n' >"$dir/nested"
      printf 'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n' >"$dir/aliases"
      { printf 'form: X\nsections: '; printf '[%.0s' $(seq 300); printf ']%.0s' $(seq 300); echo; } >"$dir/deep"
      ;;
    condition)
      local i=0 line
      while IFS= read -r line; do
        line="${line#*visible:}"
        line="${line# }"
        line="${line%$'\r'}"
        case "$line" in \"*\") line="${line#\"}"; line="${line%\"}" ;; esac
        printf '%s' "$line" >"$dir/visible-$i"
        i=$((i + 1))
      done < <(grep -h 'visible:' Forms/*.form.yaml)
      printf '%s' "toggle && count >= 3 || !(name.isEmpty) and pick in ['a', 'c d'] or tags contains 'b'" >"$dir/all-types"
      printf '%s' "more.expanded and deeper.expanded or not other.expanded && name.count > level && plan == 'team'" >"$dir/refs"
      # Just under and just over ConditionLimits (4096 scalars, nesting 64).
      { printf 'toggle'; printf ' && toggle%.0s' $(seq 408); printf '%10s' ''; } >"$dir/long-4096"
      { printf 'toggle'; printf ' && toggle%.0s' $(seq 408); printf '%11s' ''; } >"$dir/long-4097"
      { printf '(%.0s' $(seq 70); printf 'flag'; printf ')%.0s' $(seq 70); } >"$dir/nested-70"
      ;;
    compiled)
      local formc
      formc="$(formc_tool)"
      "$formc" compile Forms -o "$dir" >&2 || echo "fuzz.sh: some example forms did not compile" >&2
      ls "$dir"/*.formc.json >/dev/null 2>&1 || die "no example form compiled, so the compiled target has no seeds"
      ;;
    events)
      cp "$FUZZ"/seeds/events/*.events "$dir/"
      ;;
    pattern)
      cp "$FUZZ"/seeds/pattern/* "$dir/"
      ;;
    saved)
      # Each example form's state after its events script (with the expanded flags), prefixed by the byte that
      # picks the form: its index among Forms/*.form.yaml in sorted order, as the fuzzer counts them.
      local formc index=0 selector
      formc="$(formc_tool)"
      for file in $(LC_ALL=C ls Forms/*.form.yaml); do
        base="$(basename "$file" .form.yaml)"
        selector="$(printf '\\x%02x' "$index")"
        if [ -f "$FUZZ/seeds/events/$base.events" ]; then
          { printf "$selector"; "$formc" simulate "$file" --events "$FUZZ/seeds/events/$base.events" --dump-state 2>/dev/null || true; } >"$dir/$base"
        fi
        { printf "$selector"; "$formc" simulate "$file" --events /dev/null --dump-state; } >"$dir/$base-initial"
        index=$((index + 1))
      done
      ;;
    lsp)
      cp "$FUZZ"/seeds/lsp/* "$dir/"
      ;;
    preview)
      # Each example form (the selector byte, as for `saved`) with its events script, a rows request
      # of every id its spec declares (and ids it does not have) and a sections request of indexes
      # and ids after every fourth line, then the other calls; and requests the session refuses.
      local index=0 selector ids requests
      for file in $(LC_ALL=C ls Forms/*.form.yaml); do
        base="$(basename "$file" .form.yaml)"
        selector="$(printf '\\x%02x' "$index")"
        ids="$(grep -o -- '- id: [A-Za-z0-9_]*' "$file" | sed 's/^- id: //' | sed 's/.*/"&"/' | paste -sd, -)"
        requests="rows [${ids:+$ids, }\"nope\", \"phones[home1].number\"]\nsections [0, 1, 2, -1, 99, ${ids:-\"x\"}]"
        {
          printf "$selector"
          if [ -f "$FUZZ/seeds/events/$base.events" ]; then
            awk -v requests="$requests" '{ print } NR % 4 == 0 { print requests }' "$FUZZ/seeds/events/$base.events"
          fi
          printf "$requests\nlayout\nstate\nform\n"
        } >"$dir/$base"
        index=$((index + 1))
      done
      cp "$FUZZ"/seeds/preview/* "$dir/"
      ;;
  esac
  local regression
  for regression in "$FUZZ"/regressions/"$name"-*; do
    [ -f "$regression" ] && cp "$regression" "$dir/"
  done
  echo "$dir"
}

run() {
  local name="$1" seconds="$2"
  shift 2
  source_file "$name" >/dev/null
  [[ "$seconds" =~ ^[0-9]+$ ]] || die "SECONDS must be a whole number, not '$seconds'"
  ensure_built
  local seeds corpus="$SCRATCH/corpus/$name" artifacts="$SCRATCH/artifacts/"
  seeds="$(make_seeds "$name")"
  mkdir -p "$corpus" "$artifacts" "$SCRATCH/logs"
  local dict=() kept=()
  [ -f "$FUZZ/dicts/$name.dict" ] && dict=("-dict=$FUZZ/dicts/$name.dict")
  [ -d "$FUZZ/corpus/$name" ] && kept=("$FUZZ/corpus/$name")
  echo "fuzz.sh: fuzzing $name for ${seconds}s (corpus $corpus, artifacts $artifacts)" >&2
  set +e
  "$BIN/$name" "$corpus" "$seeds" "${kept[@]}" \
    -max_total_time="$seconds" -max_len="$(max_len "$name")" \
    -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$artifacts$name-" "${dict[@]}" "$@" 2>&1 | tee "$SCRATCH/logs/$name.log"
  local status="${PIPESTATUS[0]}"
  set -e
  if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: $name FAILED (exit $status); the input is in $artifacts (see $SCRATCH/logs/$name.log)" >&2
  fi
  return "$status"
}

# What `keep` counts as a feature beyond libFuzzer's default. The preview entry point's inputs are
# long call sequences whose hit counts differ endlessly (a 20-minute campaign's set cover kept 887
# inputs, 3.6 MB); its edges alone keep about 200 (0.8 MB). `lsp`'s sessions likewise: 209 inputs by
# every feature after a 120 s run, 76 (0.3 MB) by edges.
keep_flags() {
  case "$1" in
    preview | lsp) echo -use_counters=0 ;;
  esac
}

# Replaces Tests/Fuzz/corpus/NAME/ with the smallest set of inputs, from it, the grown corpus and the
# seeds, that keeps every feature they reach; written beside it first, so an interrupted merge loses
# nothing.
keep() {
  local name="$1" kept="$FUZZ/corpus/$1" grown="$SCRATCH/corpus/$1" merged="$FUZZ/corpus/.$1.merging"
  source_file "$name" >/dev/null
  ensure_built
  local seeds
  seeds="$(make_seeds "$name")"
  mkdir -p "$kept" "$grown"
  rm -rf "$merged"
  mkdir -p "$merged"
  # shellcheck disable=SC2046
  "$BIN/$name" -set_cover_merge=1 $(keep_flags "$name") -max_len="$(max_len "$name")" -rss_limit_mb=2048 \
    -timeout=10 "$merged" "$kept" "$grown" "$seeds" 2>&1 | tail -1 >&2
  [ "${PIPESTATUS[0]}" -eq 0 ] || die "the merge of $name failed; $kept is unchanged"
  rm -rf "$kept"
  mv "$merged" "$kept"
  echo "fuzz.sh: kept $(find "$kept" -type f | wc -l | tr -d ' ') inputs of $name in $kept" >&2
}

regress() {
  ensure_built
  local name files status=0
  for name in "${TARGETS[@]}"; do
    files=()
    for file in "$FUZZ"/regressions/"$name"-*; do [ -f "$file" ] && files+=("$file"); done
    [ "${#files[@]}" -eq 0 ] && continue
    echo "fuzz.sh: $name: ${#files[@]} reproducer(s)" >&2
    "$BIN/$name" -rss_limit_mb=2048 -timeout=10 "${files[@]}" || status=1
  done
  return "$status"
}

# Runs every entry point for $1 seconds, one at a time, and names those with a finding in `failed`.
run_each() {
  ensure_built
  failed=()
  local name
  for name in "${TARGETS[@]}"; do
    run "$name" "$1" || failed+=("$name")
  done
}

[ $# -ge 1 ] || usage
command="$1"
shift
case "$command" in
  build) build ;;
  run)
    [ $# -ge 2 ] || usage
    run "$@"
    ;;
  smoke)
    seconds="${1:-60}"
    run_each "$seconds"
    if [ "${#failed[@]}" -gt 0 ]; then
      echo "fuzz.sh: smoke: failed: ${failed[*]}" >&2
      exit 1
    fi
    echo "fuzz.sh: smoke: ${#TARGETS[@]} entry points ran ${seconds}s each without a finding" >&2
    ;;
  campaign)
    # What CI's smoke run cannot be: hours of fuzzing that grow the committed corpus. Each entry
    # point runs in turn (a finding stops nothing: the others still run), then every corpus is kept,
    # so the next campaign, on any machine, starts where this one ended. Commit Tests/Fuzz/corpus.
    seconds="${1:-3600}"
    run_each "$seconds"
    for name in "${TARGETS[@]}"; do keep "$name"; done
    if [ "${#failed[@]}" -gt 0 ]; then
      echo "fuzz.sh: campaign: findings in ${failed[*]} (see $SCRATCH/artifacts)" >&2
      exit 1
    fi
    echo "fuzz.sh: campaign: ${#TARGETS[@]} entry points ran ${seconds}s each without a finding; corpora kept" >&2
    ;;
  regress) regress ;;
  repro)
    [ $# -ge 2 ] || usage
    name="$1"
    shift
    source_file "$name" >/dev/null
    ensure_built
    "$BIN/$name" -rss_limit_mb=2048 -timeout=10 "$@"
    ;;
  minimize)
    [ $# -eq 2 ] || usage
    source_file "$1" >/dev/null
    ensure_built
    mkdir -p "$SCRATCH/artifacts"
    "$BIN/$1" -minimize_crash=1 -runs=100000 -max_total_time=300 -timeout=10 -rss_limit_mb=2048 \
      -exact_artifact_path="$SCRATCH/artifacts/$1-minimized" "$2"
    echo "fuzz.sh: minimized input: $SCRATCH/artifacts/$1-minimized" >&2
    ;;
  keep)
    names=("$@")
    [ ${#names[@]} -gt 0 ] || names=("${TARGETS[@]}")
    for name in "${names[@]}"; do keep "$name"; done
    ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac
