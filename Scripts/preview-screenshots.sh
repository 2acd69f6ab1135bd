#!/usr/bin/env bash
# Screenshots of every example form's preview page (formc preview), in headless Chromium: each form
# at its initial state (<Form>.png), after a few events (<Form>-after.png) and, for a long form,
# scrolled further down after them (<Form>-more.png, #show= naming a row or section), for a person
# to look at. CI calls it from .ci/run; the README's image is EventEditor-after.png.
#
#   Scripts/preview-screenshots.sh OUTPUT_FOLDER
#
# Needs chromium (bash .ci/deps installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: Scripts/preview-screenshots.sh OUTPUT_FOLDER}"
mkdir -p "$out/pages"
out="$(cd "$out" && pwd)"

swift build --product formc >/dev/null
formc="$(swift build --show-bin-path)/formc"
"$formc" preview Forms -o "$out/pages"

# A few events per form, as simulate reads them; each form's page shows them applied, so that
# every control of the example specs shows once: inline dates and a multichoice (EventEditor),
# wheels (Fruit, Settings), a disclosure's chosen days and a segmented control (Settings), a
# stepper, a decimal and errors after a submit (Checkout), list items (Contact, Heroes), a list
# grouped by initial letter with its section index (Contacts), and checkmarks (Pizza, Preferences).
events_for() {
  case "$1" in
    EventEditor) printf '%s\n' 'tap starts' 'edit startDate "2026-12-08"' 'set repeat "weekly"' ;;
    Fruit) printf '%s\n' 'tap melon' 'set melonPick "Honeydew"' ;;
    Checkout) printf '%s\n' 'set giftWrap true' 'edit quantity 6' 'edit tip 3.5' 'submit' ;;
    Contact) printf '%s\n' 'append phones' 'set phones[1].label "work"' 'submit' ;;
    Heroes) printf '%s\n' 'set heroes[logan].team "Avengers"' ;;
    Contacts) printf '%s\n' 'set people[ada].name "Zara Lovelace"' 'expand people[grace].name' 'search e' ;;
    Pizza) printf '%s\n' 'tap extraMozzarella' 'set payment "card"' 'submit' ;;
    Preferences) printf '%s\n' 'search login' ;;
    Settings) printf '%s\n' 'set betaBuild true' 'tap pushDetails' 'set emailDigest true' 'edit syncEngine "Next"' ;;
    Signup) printf '%s\n' 'edit email "ada@"' 'submit' ;;
    *) ;;
  esac
}

# A row or section to scroll to for a third picture (<Form>-more.png), after the same events, for the
# controls further down the form.
show_for() {
  case "$1" in
    EventEditor) echo repeatDays ;;
    Checkout) echo method ;;
    Settings) echo syncEngine ;;
    Pizza) echo payment ;;
    Contact) echo emails ;;
    *) ;;
  esac
}

# Every event URL-encoded (';' included), then joined with ';' as #events= reads them.
fragment() {
  python3 -c 'import sys, urllib.parse; print(";".join(urllib.parse.quote(l.rstrip("\n"), safe="") for l in sys.stdin))'
}

shoot() {
  local png="$1" url="$2" profile
  profile="$(mktemp -d)"
  chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars --user-data-dir="$profile" \
    --window-size=1100,900 --virtual-time-budget=4000 --screenshot="$png" "$url" 2>/dev/null
  rm -rf "$profile"
}

for page in "$out"/pages/*.html; do
  name="$(basename "$page" .html)"
  [ "$name" = index ] && continue
  shoot "$out/$name.png" "file://$page"
  events="$(events_for "$name")"
  if [ -n "$events" ]; then
    shoot "$out/$name-after.png" "file://$page#events=$(printf '%s\n' "$events" | fragment)"
    show="$(show_for "$name")"
    if [ -n "$show" ]; then
      shoot "$out/$name-more.png" "file://$page#events=$(printf '%s\n' "$events" | fragment)&show=$show"
    fi
  fi
done
ls "$out"/*.png
