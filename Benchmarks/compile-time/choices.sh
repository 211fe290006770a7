#!/usr/bin/env bash
# How many overload choices the type checker tries for each form of LayoutDSL statement: the number
# that decides whether a statement type-checks in about a millisecond or walks through the standard
# library's 150 overloads of `==`.
#
#   swift build                                   # the debug modules, once
#   bash Benchmarks/compile-time/choices.sh [--build DIR] [statement ...]
#
# Without statements it checks every form of Documentation/DSL.md (the list below). Each statement is
# type-checked alone in a `constrain(v0, v1, g, dots)` block (`v0`, `v1`: views, `g`: a guide, `dots`:
# views, `i`: an Int) with `-Xfrontend -debug-constraints`, and the script prints the choices the
# solver attempted, leaving out the builder's own `buildExpression` (five overloads, each tried once
# per statement). With the operators as designed that is one choice per operator, initializer or
# overloaded method in the statement: the one the solver favours from the operand types, which
# succeeds. More means a favoured choice failed and the solver went on through the other overloads;
# the forms with more than one choice per overloaded name are marked `*`.
#
# The counts come from the compiler's debugging output, whose format is not a stable interface; this
# is a tool for changing the operators, not a test.
set -euo pipefail

build=".build/debug"
if [ "${1:-}" = "--build" ]; then
  build="$2"
  shift 2
fi
swiftc="${SWIFTC:-swiftc}"
modules="$build/Modules"
[ -f "$modules/LayoutDSL.swiftmodule" ] || modules="$build"
if [ ! -f "$modules/LayoutDSL.swiftmodule" ]; then
  echo "choices: no LayoutDSL.swiftmodule in $build/Modules or $build; run 'swift build' first" >&2
  exit 2
fi

statements=("$@")
if [ ${#statements[@]} -eq 0 ]; then
  statements=(
    'v0.leading == v1.layoutMargins.leading + 8'
    'v0.trailing == v1.layoutMargins.trailing - 8'
    'v0.top == v1.safeArea.top + 12'
    'v0.bottom <= v1.safeArea.bottom - 12'
    'v0.width == v1.width * 0.5 ~ .defaultHigh'
    'v0.height >= 44'
    'v0.centerX == v1.centerX'
    'v0.centerY == v1.centerY + 4'
    'v0.leading >= v1.trailing + 8'
    'v0.firstBaseline == v1.lastBaseline + 20'
    'v0.width == v1.width * 0.25 + 4'
    'v0.height == v1.height'
    'v0.width <= 600 ~ 999.5'
    'v0.height >= 20 ~ 500'
    'v0.centerX == v1.leading + 10'
    'v0.centerX == v1.trailing * 0.5'
    'v0.leading == v1.centerX'
    'v0.leading <= v1.centerX - 4'
    'v0.left == v1.left + 20'
    'v0.right == v1.right - 20'
    'v0.centerX == v1.left + 10'
    'v0.height <= v1.height / 2'
    'v0.trailing <= v1.readableContent.trailing'
    'v0.width == v1.width * 0.5 - 16'
    'v0.width == 0.5 * v1.width'
    'v0.width == (v1.width + 10) * 0.5'
    'v0.height == v1.height * 2 - 10'
    'v0.leading == v1.trailing + 8 + CGFloat(i) * 10'
    'v0.leading == v1.superview.layoutMargins.leading'
    'v0.edges == v1.edges'
    'v0.edges == v1.layoutMargins.edges.inset(by: 8)'
    'v0.edges >= v1.edges.inset(by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))'
    'v0.horizontalEdges <= g.horizontalEdges.inset(by: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))'
    'v0.verticalEdges == v1.safeArea.verticalEdges'
    'v0.horizontalEdges == v1.superview.layoutMargins.horizontalEdges'
    'v0.size == CGSize(width: 40, height: 40)'
    'v0.size <= CGSize(width: 100, height: 50)'
    'v0.size == v1.size * 0.5'
    'v0.size == v1.size.offset(by: CGSize(width: 10, height: 10))'
    'v0.size == v1.size ~ 999.5'
    'v0.size == CGSize(width: 1000, height: 30) ~ .defaultLow'
    'v0.center == v1.center'
    'v0.center == v1.center.offset(by: CGPoint(x: 0, y: -20))'
    '(v0.top == v1.top).identifier("top")'
    '(v0.width == 44).priority(.defaultLow)'
    '(v0.height <= 600).identifier("a-height").priority(500)'
    'for dot in dots { dot.centerY == v0.centerY }'
    'dots.map { $0.width == 8 }'
    'v0.leadingAnchor == v1.layoutMarginsGuide.leadingAnchor + 8'
    'v0.widthAnchor == v1.widthAnchor * 0.5 + 2'
    'v0.heightAnchor >= 44 ~ .defaultHigh'
    'v0.widthAnchor >= 0.5 * v1.widthAnchor ~ 500'
    'v0.topAnchor == v1.safeAreaLayoutGuide.topAnchor'
    'v0.leadingAnchor == v1.leftAnchor'
  )
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for statement in "${statements[@]}"; do
  {
    echo "import Foundation"
    echo "import LayoutDSL"
    echo "func block(_ v0: View, _ v1: View, _ g: LayoutGuide, _ dots: [View], _ i: Int) {"
    echo "  constrain(v0, v1, g, dots) { v0, v1, g, dots in"
    echo "    $statement"
    echo "  }"
    echo "}"
  } >"$work/statement.swift"
  if ! log="$("$swiftc" -typecheck -I "$modules" "$work/statement.swift" -Xfrontend -debug-constraints 2>&1)"; then
    echo "choices: does not type-check: $statement" >&2
    grep 'error:' <<<"$log" >&2 || true
    status=1
    continue
  fi
  # The declarations tried, in order (`XAxisAnchor extension.+`, `CGSize extension.init(width:height:)`).
  tried="$(grep 'attempting disjunction choice .* bound to decl ' <<<"$log" | grep -v 'buildExpression' |
    sed -e 's/.*bound to decl //' -e 's/@.*//' -e 's/ : .*//' -e 's/^[A-Za-z_]*[.](file)[.]//' || true)"
  count="$(grep -c . <<<"$tried" || true)"
  distinct="$(sort -u <<<"$tried" | grep -c . || true)"
  mark=" "
  # Each overloaded name should be tried once: more attempts than distinct names means a retry.
  [ "$count" -gt "$distinct" ] && mark="*"
  printf '%s %2d  %-72s %s\n' "$mark" "$count" "$statement" "$(tr '\n' ',' <<<"$tried" | sed 's/,$//')"
done
exit "$status"
