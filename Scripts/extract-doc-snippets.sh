#!/usr/bin/env bash
# Copies every ```swift block of README.md and of the Markdown files under docs/ into
# Tests/DocSnippets/Snippets/, one Swift file per Markdown file, which the DocSnippetTests test target
# compiles (docs/testing.md, "Snippets in the docs"): a snippet that stops compiling against the
# runtime fails the build, and DocSnippetTests fails while the committed files are not what the
# Markdown gives.
#
#   Scripts/extract-doc-snippets.sh          # writes Tests/DocSnippets/Snippets/, to be committed
#   Scripts/extract-doc-snippets.sh --check  # writes nothing; names each Markdown file whose
#                                            # snippets are not the committed ones, and fails
#
# A block becomes the body of a `@MainActor` function that may throw and await, so that
# statements, local functions and local types all make a snippet; `#sourceLocation` lines make
# the compiler's messages name the Markdown file and line. An HTML comment on the line right
# before the fence says more:
#
#   <!-- snippet-context
#   var engine = HeroesForm().engine      (Swift the block uses but does not show, put before it
#   -->                                    in the function: variables, types, functions, imports)
#
#   <!-- snippet-context
#   final class Controller: NSObject {}   (a context with a `<#snippet#>` line stands at file
#   <#snippet#>                            scope, the block in place of that line: for an
#   -->                                    extension, or a function with an attribute)
#
#   <!-- snippet-skip: REASON -->         (the block is not compiled; the generated file says why)
#
# Import lines, the block's and the context's, go to the top of the file (each file imports
# Foundation, FormRuntime and GeneratedForms, the example forms' generated types); a module that
# Linux lacks and Tests/Shims stands in for (UIKit, SwiftUI, CoreData) is imported as itself
# where it exists and as its shim elsewhere.
set -euo pipefail

usage() {
  echo "usage: extract-doc-snippets.sh [--check]" >&2
  exit 2
}
[ "$#" -le 1 ] || usage
mode=write
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *) usage ;;
esac
cd "$(dirname "${BASH_SOURCE[0]}")/.."
committed=Tests/DocSnippets/Snippets

# The modules Tests/Shims stands in for: UIKitShim for UIKit, and so on.
shims=""
for shim in Tests/Shims/*Shim; do
  name="$(basename "$shim")"
  shims="$shims ${name%Shim}"
done

# extract MARKDOWN: prints the Swift file for MARKDOWN's swift blocks, or nothing when it has none.
extract() {
  awk -v md="$1" -v shims="$shims" '
    function fail(message) {
      printf "%s:%d: %s\n", md, FNR, message > "/dev/stderr"
      failed = 1
      exit 1
    }
    function location(line) { return "#sourceLocation(file: \"" md "\", line: " line ")" }
    # Keeps an import for the header; returns the line to put in its place.
    function hoisted(text) {
      if (text !~ /^import[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*(\/\/.*)?$/) return text
      sub(/^import[ \t]+/, "", text)
      sub(/[^A-Za-z0-9_].*$/, "", text)
      imported[text] = 1
      return ""
    }
    function indented(prefix, text) { return text == "" ? "" : prefix text }
    # The snippet whose fence closed on this line, with its context, added to the body.
    function emit(   i, marker, name) {
      name = "snippetAtLine" fenceLine
      body = body "\n// MARK: " md ":" fenceLine "\n"
      if (skipReason != "") {
        body = body "// Not compiled: " skipReason "\n"
        return
      }
      marker = 0
      for (i = 1; i <= contextCount; i++) if (contextText[i] ~ /^[ \t]*<#snippet#>[ \t]*$/) marker = i
      if (marker == 0) {
        body = body "@MainActor private func " name "() async throws {\n"
        if (contextCount > 0) body = body location(contextLine[1]) "\n"
        for (i = 1; i <= contextCount; i++) body = body indented("  ", hoisted(contextText[i])) "\n"
        body = body location(fenceLine + 1) "\n"
        for (i = 1; i <= snippetCount; i++) body = body indented("  ", hoisted(snippetText[i])) "\n"
        body = body "#sourceLocation()\n}\n"
        return
      }
      if (marker > 1) body = body location(contextLine[1]) "\n"
      for (i = 1; i < marker; i++) body = body hoisted(contextText[i]) "\n"
      body = body location(fenceLine + 1) "\n"
      indent = contextText[marker]
      sub(/<#snippet#>.*$/, "", indent)
      for (i = 1; i <= snippetCount; i++) body = body indented(indent, hoisted(snippetText[i])) "\n"
      if (marker < contextCount) body = body location(contextLine[marker + 1]) "\n"
      for (i = marker + 1; i <= contextCount; i++) body = body hoisted(contextText[i]) "\n"
      body = body "#sourceLocation()\n"
    }
    # Whether this line closes the fence that opened with fenceChars.
    function closesFence(text) {
      sub(/^[ \t]*/, "", text)
      sub(/[ \t]*$/, "", text)
      return length(text) >= length(fenceChars) && substr(text, 1, length(fenceChars)) == fenceChars \
        && text !~ /[^`~]/ && substr(text, 1, 1) == substr(fenceChars, 1, 1)
    }
    BEGIN {
      count = split(shims, list, " ")
      for (i = 1; i <= count; i++) shimmed[list[i]] = 1
      imported["Foundation"] = 1
      imported["FormRuntime"] = 1
      imported["GeneratedForms"] = 1
    }
    inContext {
      if ($0 ~ /^[ \t]*-->[ \t]*$/) {
        inContext = 0
        pendingEnd = FNR
      } else {
        contextCount++
        contextText[contextCount] = $0
        contextLine[contextCount] = FNR
      }
      next
    }
    inFence {
      if (closesFence($0)) {
        inFence = 0
        if (isSwift) emit()
        contextCount = 0
        skipReason = ""
        next
      }
      if (!isSwift) next
      text = $0
      # CommonMark takes off each line as many leading spaces as the fence has, at most.
      for (i = 0; i < fenceIndent && substr(text, 1, 1) == " "; i++) text = substr(text, 2)
      snippetCount++
      snippetText[snippetCount] = text
      next
    }
    pendingEnd && $0 !~ /^[ \t]*(```|~~~)/ { fail("a snippet comment must stand on the line right before a ```swift fence") }
    /^[ \t]*<!-- snippet-context[ \t]*$/ {
      inContext = 1
      contextCount = 0
      next
    }
    /^[ \t]*<!-- snippet-skip:/ {
      skipReason = $0
      sub(/^[ \t]*<!-- snippet-skip:[ \t]*/, "", skipReason)
      if (skipReason !~ /-->[ \t]*$/) fail("snippet-skip takes its reason on one line, ending with -->")
      sub(/[ \t]*-->[ \t]*$/, "", skipReason)
      if (skipReason == "") fail("snippet-skip needs a reason")
      pendingEnd = FNR
      next
    }
    /^[ \t]*(```|~~~)/ {
      match($0, /^ */)
      fenceIndent = RLENGTH
      rest = substr($0, fenceIndent + 1)
      match(rest, /^(`+|~+)/)
      fenceChars = substr(rest, 1, RLENGTH)
      info = substr(rest, RLENGTH + 1)
      sub(/^[ \t]*/, "", info)
      sub(/[ \t].*$/, "", info)
      isSwift = info == "swift"
      if (pendingEnd && !isSwift) fail("a snippet comment must stand on the line right before a ```swift fence")
      inFence = 1
      fenceLine = FNR
      snippetCount = 0
      pendingEnd = 0
      if (isSwift) found = 1
      next
    }
    END {
      if (failed) exit 1
      if (inContext) fail("a snippet-context comment is not closed by a --> line")
      if (inFence) fail("a fence is not closed")
      if (!found) exit 0
      printf "// Generated by Scripts/extract-doc-snippets.sh from %s: its swift blocks, compiled by\n", md
      printf "// the DocSnippetTests target. Do not edit: change %s and run the script.\n", md
      print "// swift-format-ignore-file"
      print ""
      # The imports, sorted (insertion sort: awk has no sort of its own).
      count = 0
      for (module in imported) names[++count] = module
      for (i = 2; i <= count; i++) {
        module = names[i]
        for (j = i - 1; j >= 1 && names[j] > module; j--) names[j + 1] = names[j]
        names[j + 1] = module
      }
      for (i = 1; i <= count; i++) if (!(names[i] in shimmed)) print "import " names[i]
      for (i = 1; i <= count; i++) {
        if (!(names[i] in shimmed)) continue
        printf "#if canImport(%s)\n  import %s\n#else\n  import %sShim\n#endif\n", names[i], names[i], names[i]
      }
      printf "%s", body
    }
  ' "$1"
}

# The Markdown files, and the Swift file each one's snippets go to (docs/a/b.md: docs-a-b.swift).
markdown_files() {
  echo README.md
  find docs -name '*.md' | LC_ALL=C sort
}
swift_name() {
  local name="${1%.md}"
  echo "${name//\//-}.swift"
}

fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
while read -r markdown; do
  output="$fresh/$(swift_name "$markdown")"
  extract "$markdown" >"$output"
  [ -s "$output" ] || rm "$output"
done < <(markdown_files)

if [ "$mode" = write ]; then
  mkdir -p "$committed"
  rm -f "$committed"/*.swift
  cp "$fresh"/*.swift "$committed"/
  exit 0
fi

stale=0
names=""
while read -r markdown; do
  name="$(swift_name "$markdown")"
  names="$names$name"$'\n'
  if [ -e "$fresh/$name" ] || [ -e "$committed/$name" ]; then
    if ! cmp -s "$fresh/$name" "$committed/$name" 2>/dev/null; then
      echo "$markdown changed: run Scripts/extract-doc-snippets.sh"
      stale=1
    fi
  fi
done < <(markdown_files)
for file in "$committed"/*.swift; do
  [ -e "$file" ] || continue
  if ! grep -qxF "$(basename "$file")" <<<"$names"; then
    echo "$file comes from no Markdown file: run Scripts/extract-doc-snippets.sh"
    stale=1
  fi
done
exit "$stale"
