#!/usr/bin/env bash
# Compile-fail check for LayoutDSL's type safety, run after `swift build`:
#
#   bash .ci/compile-fail/run.sh .build/debug
#   bash .ci/compile-fail/run.sh Tests/UIKitStandIn/.build/debug    # the DSL on UIKit
#
# Type-checks each snippet here against the built modules (<build-dir>/Modules):
#   fail-*.swift    must NOT compile, and must fail with the text of its `// expect-error:` line
#                   (so a snippet cannot pass by failing for an unrelated reason); on the UIKit path
#                   (a build of Tests/UIKitStandIn, whose modules include UIKit: issue 34) with the
#                   text of its `// expect-error-uikit:` line where it has one;
#   pass-*.swift    must compile (so the check cannot pass vacuously, e.g. with a wrong search path);
#   budget-*.swift  must compile; the slowest function's type-checking time is printed, measured
#                   but never asserted (CI never fails on a time: this machine is shared and noisy).
# Exits non-zero on the first kind of problem it finds, after reporting every snippet.
set -uo pipefail

build="${1:?usage: bash .ci/compile-fail/run.sh <build-dir, e.g. .build/debug>}"
here="$(cd "$(dirname "$0")" && pwd)"
swiftc="${SWIFTC:-swiftc}"

modules="$build/Modules"
[ -f "$modules/LayoutDSL.swiftmodule" ] || modules="$build"
if [ ! -f "$modules/LayoutDSL.swiftmodule" ]; then
  echo "compile-fail: no LayoutDSL.swiftmodule in $build/Modules or $build; run 'swift build' first" >&2
  exit 2
fi

# The snippets name the platform's types through the DSL's aliases (`PlatformView`), so the same
# files check both paths.
expect_tag="expect-error"
if [ -f "$modules/UIKit.swiftmodule" ]; then
  echo "compile-fail: the UIKit path ($modules)"
  expect_tag="expect-error-uikit"
fi

failures=0
report() { printf '  %-6s %s\n' "$1" "$2"; }
# As in an app target of Xcode 26 (main-actor default isolation): the DSL is main-actor isolated,
# as UIKit's anchors are (issue 27).
typecheck() { "$swiftc" -typecheck -default-isolation MainActor -I "$modules" "$@" 2>&1; }

# The errors `$1` must fail with on this path.
expected_errors() {
  if grep -q "^// $expect_tag: " "$1"; then
    sed -n "s|^// $expect_tag: ||p" "$1"
  else
    sed -n 's|^// expect-error: ||p' "$1"
  fi
}

echo "compile-fail: snippets that must not compile"
for snippet in "$here"/fail-*.swift; do
  name="$(basename "$snippet")"
  if output="$(typecheck "$snippet")"; then
    report FAIL "$name compiled, but it must not"
    failures=$((failures + 1))
    continue
  fi
  missing=""
  while IFS= read -r expected; do
    grep -qF -- "$expected" <<<"$output" || missing="$expected"
  done < <(expected_errors "$snippet")
  if [ -n "$missing" ]; then
    report FAIL "$name failed, but not with: $missing"
    printf '%s\n' "$output" | grep 'error:' | sed 's/^/           /'
    failures=$((failures + 1))
  else
    report ok "$name"
  fi
done

echo "compile-fail: snippets that must compile"
for snippet in "$here"/pass-*.swift; do
  name="$(basename "$snippet")"
  if output="$(typecheck "$snippet")"; then
    report ok "$name"
  else
    report FAIL "$name did not compile"
    printf '%s\n' "$output" | grep 'error:' | sed 's/^/           /'
    failures=$((failures + 1))
  fi
done

echo "compile-fail: type-checking time of the 40-statement block (measured, not asserted; target < 1000 ms)"
for snippet in "$here"/budget-*.swift; do
  name="$(basename "$snippet")"
  if ! output="$(typecheck "$snippet" -Xfrontend -debug-time-function-bodies)"; then
    report FAIL "$name did not compile"
    printf '%s\n' "$output" | grep 'error:' | sed 's/^/           /'
    failures=$((failures + 1))
    continue
  fi
  slowest="$(grep -oE '^[0-9]+(\.[0-9]+)?ms' <<<"$output" | tr -d 'ms' | sort -g | tail -1)"
  slowest="${slowest:-0}"
  report ok "$name: slowest function ${slowest} ms"
done

if [ "$failures" -ne 0 ]; then
  echo "compile-fail: $failures problem(s)" >&2
  exit 1
fi
echo "compile-fail: passed"
