#!/usr/bin/env bash
# Compile time of LayoutDSL: type-checking a `constrain` block against the same constraints written
# with UIKit's anchor methods and `LayoutConstraint.activate([...])`, side by side in one run.
#
#   swift build                                  # the debug modules, once
#   bash Benchmarks/compile-time/run.sh [options]
#
# Options:
#   --build DIR      the build directory with the modules (default: .build/debug)
#   --sizes LIST     statements per block, comma-separated (default: 10,40,160)
#   --repeats N      runs of each file; the tables show medians (default: 7)
#   --modes LIST     warm, cold or both (default: warm,cold)
#   --keep DIR       write the generated files to DIR and keep them (default: a temporary directory)
#   --no-foundation  leave `import Foundation` out of the generated files (it is there by default, as
#                    in an app's files; it adds about 50 overloads of `==` to the ones in scope)
#   --uikit          the UIKit path (issue 34): the files import UIKit and name UIKit's types, and
#                    --build is a build of Tests/UIKitStandIn (the DSL compiled against the stand-in
#                    UIKit, e.g. Tests/UIKitStandIn/.build/debug)
#   --swiftc-flag F  pass F to every swiftc, all three kinds of file alike (repeatable), e.g.
#                    `--swiftc-flag -enable-upcoming-feature --swiftc-flag MemberImportVisibility`
#
# For each size n and mode it writes three files, each with one measured function:
#   dsl      an n-statement `constrain` block;
#   anchors  the same n constraints made with the anchor methods
#            (`a.leadingAnchor.constraint(equalTo:constant:)`, ...) in one `LayoutConstraint.activate`;
#   double   the DSL statements' operators applied to two `Double`s, `_ = a == b + 8` (`~` left
#            out): what the same operators cost in any Swift code, the floor of an operator DSL.
# In `warm` files the measured function follows a `warmUp` function, the same in all three, that
# uses `==`, `<=`, `>=`, `+`, `-`, `*` and `/` once: the compiler looks up each operator's
# overloads (about 150 for `==`) the first time a file uses it, which any file pays once. In `cold`
# files the measured function comes first and pays it (this is how issue 17 measured).
#
# Each file is type-checked by its own `swiftc -typecheck -Xfrontend -debug-time-function-bodies`
# against the built modules, the three kinds alternating, and the measured function's time is read
# from the compiler's report. The statements cycle through the 20 forms below (margins, safe area,
# readable content, baselines, `<=`/`>=`, multipliers, `/`, `~` with named, float and integer
# priorities, left/right, a centre against an edge).
#
# Prints one line per measurement to stderr and, on stdout, a table of medians per mode and one
# machine-readable line per size and mode:
#
#   compile-time mode=<warm|cold> n=<n> dsl_ms=<ms> anchors_ms=<ms> ratio=<dsl/anchors> double_ms=<ms>
#
# This measures; it asserts nothing about time (the machine is shared and noisy). It fails only when
# a generated file does not type-check.
set -euo pipefail

build=".build/debug"
sizes="10,40,160"
repeats=7
modes="warm,cold"
keep=""
foundation=1
uikit=0
flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --repeats) repeats="$2"; shift 2 ;;
    --modes) modes="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --no-foundation) foundation=0; shift ;;
    --uikit) uikit=1; shift ;;
    --swiftc-flag) flags+=("$2"); shift 2 ;;
    -h | --help) sed -n '2,47p' "$0"; exit 0 ;;
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

# Each form: the DSL statement; the same constraint with the anchor methods; the DSL statement's
# operators applied to two `Double`s (`a`, `b`) instead of anchors. @1 is the view on the left, @2
# the view on the right.
forms=(
  '@1.leading == @2.layoutMargins.leading + 8'
  '@1.leadingAnchor.constraint(equalTo: @2.layoutMarginsGuide.leadingAnchor, constant: 8)'
  'a == b + 8'
  '@1.trailing == @2.layoutMargins.trailing - 8'
  '@1.trailingAnchor.constraint(equalTo: @2.layoutMarginsGuide.trailingAnchor, constant: -8)'
  'a == b - 8'
  '@1.top == @2.safeArea.top + 12'
  '@1.topAnchor.constraint(equalTo: @2.safeAreaLayoutGuide.topAnchor, constant: 12)'
  'a == b + 12'
  '@1.bottom <= @2.safeArea.bottom - 12'
  '@1.bottomAnchor.constraint(lessThanOrEqualTo: @2.safeAreaLayoutGuide.bottomAnchor, constant: -12)'
  'a <= b - 12'
  '@1.width == @2.width * 0.5 ~ .defaultHigh'
  '@1.widthAnchor.constraint(equalTo: @2.widthAnchor, multiplier: 0.5).withPriority(.defaultHigh)'
  'a == b * 0.5'
  '@1.height >= 44'
  '@1.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)'
  'a >= 44'
  '@1.centerX == @2.centerX'
  '@1.centerXAnchor.constraint(equalTo: @2.centerXAnchor)'
  'a == b'
  '@1.centerY == @2.centerY + 4'
  '@1.centerYAnchor.constraint(equalTo: @2.centerYAnchor, constant: 4)'
  'a == b + 4'
  '@1.leading >= @2.trailing + 8'
  '@1.leadingAnchor.constraint(greaterThanOrEqualTo: @2.trailingAnchor, constant: 8)'
  'a >= b + 8'
  '@1.firstBaseline == @2.lastBaseline + 20'
  '@1.firstBaselineAnchor.constraint(equalTo: @2.lastBaselineAnchor, constant: 20)'
  'a == b + 20'
  '@1.width == @2.width * 0.25 + 4'
  '@1.widthAnchor.constraint(equalTo: @2.widthAnchor, multiplier: 0.25, constant: 4)'
  'a == b * 0.25 + 4'
  '@1.height == @2.height'
  '@1.heightAnchor.constraint(equalTo: @2.heightAnchor)'
  'a == b'
  '@1.width <= 600 ~ 999.5'
  '@1.widthAnchor.constraint(lessThanOrEqualToConstant: 600).withPriority(999.5)'
  'a <= 600'
  '@1.height >= 20 ~ 500'
  '@1.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).withPriority(500)'
  'a >= 20'
  '@1.top == @2.bottom + 4'
  '@1.topAnchor.constraint(equalTo: @2.bottomAnchor, constant: 4)'
  'a == b + 4'
  '@1.left == @2.left + 20'
  '@1.leftAnchor.constraint(equalTo: @2.leftAnchor, constant: 20)'
  'a == b + 20'
  '@1.centerX == @2.leading + 10'
  '@1.centerXAnchor.constraint(equalTo: @2.leadingAnchor, constant: 10)'
  'a == b + 10'
  '@1.height <= @2.height / 2'
  '@1.heightAnchor.constraint(lessThanOrEqualTo: @2.heightAnchor, multiplier: 0.5)'
  'a <= b / 2'
  '@1.trailing <= @2.readableContent.trailing'
  '@1.trailingAnchor.constraint(lessThanOrEqualTo: @2.readableContentGuide.trailingAnchor)'
  'a <= b'
  '@1.lastBaseline >= @2.bottom - 2'
  '@1.lastBaselineAnchor.constraint(greaterThanOrEqualTo: @2.bottomAnchor, constant: -2)'
  'a >= b - 2'
)
form_count=$((${#forms[@]} / 3))
kinds=(dsl anchors double)

# Statement i relates view i % 4 to view (i + 1) % 4.
statement() {
  local template="$1" i="$2"
  template="${template//@1/v$((i % 4))}"
  printf '%s' "${template//@2/v$(((i + 1) % 4))}"
}

# The function that uses each operator once, at the top of every `warm` file.
warm_up() {
  echo "func warmUp(_ i: Int, _ x: Double) -> Bool {"
  echo "  i == 1 && i + 1 >= 2 && i - 1 <= 3 && x * 2 == x / 2"
  echo "}"
  echo
}

# The platform's names in the generated files.
if [ "$uikit" = 1 ]; then
  view=UIView constraint=NSLayoutConstraint priority=UILayoutPriority
else
  view=View constraint=LayoutConstraint priority=LayoutPriority
fi

# Writes `<kind>-<mode>-<n>.swift`.
generate() {
  local kind="$1" mode="$2" n="$3" i
  {
    if [ "$foundation" = 1 ]; then echo "import Foundation"; fi
    if [ "$uikit" = 1 ]; then
      echo "import UIKit"
      if [ "$kind" != anchors ]; then echo "import LayoutDSL"; fi
    elif [ "$kind" = anchors ]; then
      echo "import LayoutEngine"
    else
      echo "import LayoutDSL"
    fi
    echo
    if [ "$mode" = warm ]; then warm_up; fi
    case "$kind" in
      dsl)
        echo "func measured(_ v0: $view, _ v1: $view, _ v2: $view, _ v3: $view) {"
        echo "  constrain(v0, v1, v2, v3) { v0, v1, v2, v3 in"
        for ((i = 0; i < n; i++)); do
          echo "    $(statement "${forms[$((3 * (i % form_count)))]}" "$i")"
        done
        echo "  }"
        echo "}"
        ;;
      anchors)
        echo "func measured(_ v0: $view, _ v1: $view, _ v2: $view, _ v3: $view) {"
        echo "  $constraint.activate(["
        for ((i = 0; i < n; i++)); do
          echo "    $(statement "${forms[$((3 * (i % form_count) + 1))]}" "$i"),"
        done
        echo "  ])"
        echo "}"
        echo
        echo "extension $constraint {"
        echo "  func withPriority(_ priority: $priority) -> $constraint {"
        echo "    self.priority = priority"
        echo "    return self"
        echo "  }"
        if [ "$uikit" = 1 ]; then
          # UIKit's priority takes no literals: what app code writes instead.
          echo "  func withPriority(_ priority: Float) -> $constraint {"
          echo "    withPriority($priority(priority))"
          echo "  }"
        fi
        echo "}"
        ;;
      double)
        echo "func measured(_ a: Double, _ b: Double) {"
        for ((i = 0; i < n; i++)); do
          echo "  _ = ${forms[$((3 * (i % form_count) + 2))]}"
        done
        echo "}"
        ;;
    esac
  } >"$out/$kind-$mode-$n.swift"
}

# The milliseconds the compiler reports for the function `measured` in file `$1`.
measure() {
  local file="$1" report
  # Main-actor default isolation, as an Xcode 26 app target: the DSL is main-actor isolated.
  if ! report="$("$swiftc" -typecheck -default-isolation MainActor -I "$modules" ${flags[@]+"${flags[@]}"} "$file" -Xfrontend -debug-time-function-bodies 2>&1)"; then
    echo "compile-time: $file does not type-check:" >&2
    printf '%s\n' "$report" | grep 'error:' >&2
    exit 1
  fi
  awk -F'\t' '$3 ~ /[.]measured@/ { sub(/ms$/, "", $1); print $1; exit }' <<<"$report"
}

median() {
  tr ' ' '\n' | grep . | sort -g |
    awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

IFS=',' read -r -a size_list <<<"$sizes"
IFS=',' read -r -a mode_list <<<"$modes"
for n in "${size_list[@]}"; do
  for mode in "${mode_list[@]}"; do
    for kind in "${kinds[@]}"; do generate "$kind" "$mode" "$n"; done
  done
done

declare -A times
for ((r = 1; r <= repeats; r++)); do
  for n in "${size_list[@]}"; do
    for mode in "${mode_list[@]}"; do
      line="compile-time: run $r/$repeats $mode n=$n"
      for kind in "${kinds[@]}"; do
        t="$(measure "$out/$kind-$mode-$n.swift")"
        times[$kind-$mode-$n]+="$t "
        line+=" $kind=${t} ms"
      done
      echo "$line" >&2
    done
  done
done

echo "LayoutDSL compile time: type-checking one function, median of $repeats runs"
echo "($(date +%F), $(nproc) cores, $("$swiftc" --version 2>/dev/null | head -1))"
[ "$foundation" = 1 ] || echo "(generated files without \`import Foundation\`)"
[ ${#flags[@]} -eq 0 ] || echo "(swiftc flags: ${flags[*]})"
lines=()
for mode in "${mode_list[@]}"; do
  echo
  echo "$mode:"
  echo
  echo "| statements | DSL ms | anchors ms | DSL ÷ anchors | DSL ms/statement | anchors ms/statement | same operators on Double, ms | DSL ÷ Double |"
  echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
  for n in "${size_list[@]}"; do
    d="$(median <<<"${times[dsl-$mode-$n]}")"
    a="$(median <<<"${times[anchors-$mode-$n]}")"
    f="$(median <<<"${times[double-$mode-$n]}")"
    awk -v n="$n" -v d="$d" -v a="$a" -v f="$f" 'BEGIN {
      printf "| %d | %.1f | %.1f | %.1f | %.2f | %.2f | %.1f | %.1f |\n", n, d, a, d / a, d / n, a / n, f, d / f }'
    lines+=("$(awk -v m="$mode" -v n="$n" -v d="$d" -v a="$a" -v f="$f" 'BEGIN {
      printf "compile-time mode=%s n=%d dsl_ms=%.2f anchors_ms=%.2f ratio=%.2f double_ms=%.2f", m, n, d, a, d / a, f }')")
  done
done
echo
printf '%s\n' "${lines[@]}"
