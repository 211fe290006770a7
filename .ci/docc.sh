#!/usr/bin/env bash
# Builds every module's DocC catalog with the toolchain's docc, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build-docs/symbol-graphs
rm -rf .build-docs/archives
mkdir -p "$graphs" .build-docs/archives
swift build --scratch-path .build-docs -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
  -Xswiftc "$PWD/$graphs" >/dev/null
for catalog in Sources/*/*.docc; do
  module=$(basename "$(dirname "$catalog")")
  moduleGraphs=".build-docs/graphs-$module"
  rm -rf "$moduleGraphs"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module.symbols.json" "$moduleGraphs/"
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  echo "docc: $module"
  docc convert "$catalog" --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.trellis.$module" \
    --output-dir ".build-docs/archives/$module.doccarchive" --warnings-as-errors >/dev/null
done
echo "docc: all catalogs built without warnings"
