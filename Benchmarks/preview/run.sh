#!/usr/bin/env bash
# The preview benchmark (BENCHMARKS.md, "Preview: a tap at 10,000 rows"): a form of 10,000 rows
# whose first row expands, tapped 60 times in its preview page in headless Chromium. Each tap is
# timed through window.formc.send: the engine's event, its update and layout, and the DOM patch;
# then again with the style and layout the browser does for it. Prints one JSON line per run.
#
#   Benchmarks/preview/run.sh [RUNS]     # RUNS page loads (default 1), each timing 60 taps
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 10 sections of 1,000 rows; the first row of the first expands to 3 children.
python3 - "$work/bench.form.yaml" <<'PY'
import sys
lines = ["form: Bench", "title: 10,000 rows", "sections:"]
for s in range(10):
    lines += [f"  - id: s{s}", f"    header: Section {s}", "    rows:"]
    for r in range(1000):
        if s == 0 and r == 0:
            lines += ["      - id: group", "        title: Group", "        expands:"]
            lines += [f"          - {{id: child{c}, title: Child {c}}}" for c in range(3)]
        else:
            lines.append(f"      - {{id: r{s}_{r}, title: Row {s}.{r}}}")
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY

# A debug formc: it only writes the page, which is the same whatever formc's optimization.
swift build --product formc >/dev/null
"$(swift build --show-bin-path)/formc" preview "$work/bench.form.yaml" -o "$work/page.html" 2>/dev/null
cp Benchmarks/preview/bench.html "$work/bench.html"
profile="$work/profile"
# Real time: no --virtual-time-budget, whose clock stands still while a tap runs. The harness reads
# the page in its frame, which file: URLs allow only with --allow-file-access-from-files.
for _ in $(seq "${1:-1}"); do
  rm -rf "$profile"
  chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
    --allow-file-access-from-files --window-size=1100,900 --dump-dom "file://$work/bench.html" \
    2>/dev/null | sed -n 's/.*<pre id="result">\(.*\)<\/pre>.*/\1/p'
done
