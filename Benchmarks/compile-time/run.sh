#!/usr/bin/env bash
# Compile time of LayoutDSL: type-checking a `constrain` block against the same constraints written
# with UIKit's anchor methods and `LayoutConstraint.activate([...])`, side by side in one run.
#
#   swift build                                  # debug modules, once
#   bash Benchmarks/compile-time/run.sh [options]
#
# Options:
#   --build DIR      the build directory with the modules (default: .build/debug)
#   --sizes LIST     statements per block, comma-separated (default: 10,40,160)
#   --repeats N      runs of each file; the table shows medians (default: 7)
#   --keep DIR       write the generated files to DIR and keep them (default: a temporary directory)
#
# For each size it writes two files: `dsl-<n>.swift`, one function with an n-statement `constrain`
# block, and `anchors-<n>.swift`, one function that makes the same n constraints with the anchor
# methods (`a.leadingAnchor.constraint(equalTo:constant:)`, …) in one `LayoutConstraint.activate`.
# Each file is type-checked by its own `swiftc -typecheck -Xfrontend -debug-time-function-bodies`
# against the built modules, DSL and anchors alternating, and the time of that one function is read
# from the compiler's report. The statements cycle through 20 forms (margins, safe area, readable
# content, baselines, `<=`/`>=`, multipliers, `/`, `~` with named, float and integer priorities,
# left/right, a centre against an edge); see `forms` below.
#
# Prints one line per measurement to stderr and, on stdout, the table of medians and one
# machine-readable line per size:
#
#   compile-time n=<n> dsl_ms=<ms> anchors_ms=<ms> ratio=<dsl/anchors>
#
# This measures; it asserts nothing about time (the machine is shared and noisy). It fails only when
# a generated file does not type-check.
set -euo pipefail

build=".build/debug"
sizes="10,40,160"
repeats=7
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --repeats) repeats="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    -h | --help) sed -n '2,30p' "$0"; exit 0 ;;
    *) echo "compile-time: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done

swiftc="${SWIFTC:-swiftc}"
modules="$build/Modules"
[ -f "$modules/LayoutDSL.swiftmodule" ] || modules="$build"
if [ ! -f "$modules/LayoutDSL.swiftmodule" ]; then
  echo "compile-time: no LayoutDSL.swiftmodule in $build/Modules or $build; run 'swift build' first" >&2
  exit 2
fi

if [ -n "$keep" ]; then
  out="$keep"
  mkdir -p "$out"
else
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi

# Each form: the DSL statement, then the same constraint with the anchor methods. @1 is the view on
# the left, @2 the view on the right.
forms=(
  '@1.leading == @2.layoutMargins.leading + 8'
  '@1.leadingAnchor.constraint(equalTo: @2.layoutMarginsGuide.leadingAnchor, constant: 8)'
  '@1.trailing == @2.layoutMargins.trailing - 8'
  '@1.trailingAnchor.constraint(equalTo: @2.layoutMarginsGuide.trailingAnchor, constant: -8)'
  '@1.top == @2.safeArea.top + 12'
  '@1.topAnchor.constraint(equalTo: @2.safeAreaLayoutGuide.topAnchor, constant: 12)'
  '@1.bottom <= @2.safeArea.bottom - 12'
  '@1.bottomAnchor.constraint(lessThanOrEqualTo: @2.safeAreaLayoutGuide.bottomAnchor, constant: -12)'
  '@1.width == @2.width * 0.5 ~ .defaultHigh'
  '@1.widthAnchor.constraint(equalTo: @2.widthAnchor, multiplier: 0.5).withPriority(.defaultHigh)'
  '@1.height >= 44'
  '@1.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)'
  '@1.centerX == @2.centerX'
  '@1.centerXAnchor.constraint(equalTo: @2.centerXAnchor)'
  '@1.centerY == @2.centerY + 4'
  '@1.centerYAnchor.constraint(equalTo: @2.centerYAnchor, constant: 4)'
  '@1.leading >= @2.trailing + 8'
  '@1.leadingAnchor.constraint(greaterThanOrEqualTo: @2.trailingAnchor, constant: 8)'
  '@1.firstBaseline == @2.lastBaseline + 20'
  '@1.firstBaselineAnchor.constraint(equalTo: @2.lastBaselineAnchor, constant: 20)'
  '@1.width == @2.width * 0.25 + 4'
  '@1.widthAnchor.constraint(equalTo: @2.widthAnchor, multiplier: 0.25, constant: 4)'
  '@1.height == @2.height'
  '@1.heightAnchor.constraint(equalTo: @2.heightAnchor)'
  '@1.width <= 600 ~ 999.5'
  '@1.widthAnchor.constraint(lessThanOrEqualToConstant: 600).withPriority(999.5)'
  '@1.height >= 20 ~ 500'
  '@1.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).withPriority(500)'
  '@1.top == @2.bottom + 4'
  '@1.topAnchor.constraint(equalTo: @2.bottomAnchor, constant: 4)'
  '@1.left == @2.left + 20'
  '@1.leftAnchor.constraint(equalTo: @2.leftAnchor, constant: 20)'
  '@1.centerX == @2.leading + 10'
  '@1.centerXAnchor.constraint(equalTo: @2.leadingAnchor, constant: 10)'
  '@1.height <= @2.height / 2'
  '@1.heightAnchor.constraint(lessThanOrEqualTo: @2.heightAnchor, multiplier: 0.5)'
  '@1.trailing <= @2.readableContent.trailing'
  '@1.trailingAnchor.constraint(lessThanOrEqualTo: @2.readableContentGuide.trailingAnchor)'
  '@1.lastBaseline >= @2.bottom - 2'
  '@1.lastBaselineAnchor.constraint(greaterThanOrEqualTo: @2.bottomAnchor, constant: -2)'
)
form_count=$((${#forms[@]} / 2))

# Statement i relates view i % 4 to view (i + 1) % 4.
statement() {
  local template="$1" i="$2"
  template="${template//@1/v$((i % 4))}"
  printf '%s' "${template//@2/v$(((i + 1) % 4))}"
}

generate() {
  local n="$1" i
  {
    echo "import Foundation"
    echo "import LayoutDSL"
    echo
    echo "func dslBlock(_ v0: View, _ v1: View, _ v2: View, _ v3: View) {"
    echo "  constrain(v0, v1, v2, v3) { v0, v1, v2, v3 in"
    for ((i = 0; i < n; i++)); do
      echo "    $(statement "${forms[$((2 * (i % form_count)))]}" "$i")"
    done
    echo "  }"
    echo "}"
  } >"$out/dsl-$n.swift"
  {
    echo "import Foundation"
    echo "import LayoutEngine"
    echo
    echo "extension LayoutConstraint {"
    echo "  func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {"
    echo "    self.priority = priority"
    echo "    return self"
    echo "  }"
    echo "}"
    echo
    echo "func anchorsBlock(_ v0: View, _ v1: View, _ v2: View, _ v3: View) {"
    echo "  LayoutConstraint.activate(["
    for ((i = 0; i < n; i++)); do
      echo "    $(statement "${forms[$((2 * (i % form_count) + 1))]}" "$i"),"
    done
    echo "  ])"
    echo "}"
  } >"$out/anchors-$n.swift"
}

# The milliseconds the compiler reports for function `$2` in file `$1`.
measure() {
  local file="$1" function="$2" report
  if ! report="$("$swiftc" -typecheck -I "$modules" "$file" -Xfrontend -debug-time-function-bodies 2>&1)"; then
    echo "compile-time: $file does not type-check:" >&2
    printf '%s\n' "$report" | grep 'error:' >&2
    exit 1
  fi
  awk -F'\t' -v f="$function" '$3 ~ f { sub(/ms$/, "", $1); print $1; exit }' <<<"$report"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

IFS=',' read -r -a size_list <<<"$sizes"
for n in "${size_list[@]}"; do generate "$n"; done

declare -A dsl_times anchors_times
for ((r = 1; r <= repeats; r++)); do
  for n in "${size_list[@]}"; do
    d="$(measure "$out/dsl-$n.swift" dslBlock)"
    a="$(measure "$out/anchors-$n.swift" anchorsBlock)"
    echo "compile-time: run $r/$repeats n=$n dsl=${d} ms anchors=${a} ms" >&2
    dsl_times[$n]+="$d "
    anchors_times[$n]+="$a "
  done
done

echo "LayoutDSL compile time: type-checking one function, median of $repeats runs ($(date +%F), $(nproc) cores, $("$swiftc" --version 2>/dev/null | head -1))"
echo
echo "| statements | DSL ms | anchors ms | ratio | DSL ms/statement | anchors ms/statement |"
echo "|---:|---:|---:|---:|---:|---:|"
lines=()
for n in "${size_list[@]}"; do
  d="$(tr ' ' '\n' <<<"${dsl_times[$n]}" | grep . | median)"
  a="$(tr ' ' '\n' <<<"${anchors_times[$n]}" | grep . | median)"
  awk -v n="$n" -v d="$d" -v a="$a" 'BEGIN {
    printf "| %d | %.1f | %.1f | %.2f | %.3f | %.3f |\n", n, d, a, d / a, d / n, a / n }'
  lines+=("$(awk -v n="$n" -v d="$d" -v a="$a" 'BEGIN {
    printf "compile-time n=%d dsl_ms=%.2f anchors_ms=%.2f ratio=%.2f", n, d, a, d / a }')")
done
echo
printf '%s\n' "${lines[@]}"
