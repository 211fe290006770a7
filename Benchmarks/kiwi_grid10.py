#!/usr/bin/env python3
"""The grid10 workload through kiwisolver, for trellis-benchmark's `--compare kiwisolver`.

The same systems, in the same order, as Benchmarks/Sources/trellis-benchmark/Grid.swift, with
kiwisolver's strengths in place of Trellis's priorities: "strong" for the edit variable W (999) and
for `w >= 40` (750), "weak" for `w == 100` (250). kiwisolver only writes the solution into its
variables on `updateVariables()`, so every timed section that needs values to be readable ends with it.

Output: JSON Lines on stdout, one object per line, flushed as soon as it is known, so that a run
killed at its time budget still leaves everything it finished:

    {"kind": "start", "n": 1000, "kiwisolver": "1.5.1", "python": "3.11.7", "baseline_kib": 9876}
    {"kind": "sample", "metric": "build", "n": 1000, "seconds": 0.0123}
    {"kind": "memory", "n": 1000, "peak_kib": 23456, "baseline_kib": 9876, "ru_maxrss_kib": 45678}
    {"kind": "done", "n": 1000, "repeats": 5}
    {"kind": "error", "message": "..."}          (then exit status 1)

Run on its own:  python3 Benchmarks/kiwi_grid10.py --n 1000 --repeats 5 --metrics build,resize
"""

import argparse
import json
import platform
import resource
import sys
import time

METRICS = ("build", "build-required-first", "resize", "resize-cross", "churn", "constant",
           "add-remove")


def emit(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def maxrss_kib():
    """resource.getrusage's ru_maxrss, in KiB (the unit on Linux; bytes on macOS).

    Linux carries ru_maxrss across execve, so in a process that another one spawned it is at least
    the spawning process's resident size at that moment: trellis-benchmark's own, here.
    """
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss // 1024 if sys.platform == "darwin" else rss


def peak_kib():
    """This process's own peak resident size: VmHWM from /proc/self/status (reset by execve), else
    ru_maxrss where there is no /proc."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return maxrss_kib()


class BenchmarkFailure(Exception):
    pass


try:
    import kiwisolver as kiwi
except ImportError as error:  # pragma: no cover - reported to the runner
    emit({"kind": "error", "message": f"kiwisolver is not importable ({error}); "
          "install it with `python3 -m pip install --user kiwisolver`"})
    sys.exit(3)


class Grid:
    """Variables and constraints of grid10 for n views, in insertion order."""

    def __init__(self, n):
        Variable = kiwi.Variable
        self.n = n
        self.W = Variable()
        xs = self.x = [Variable() for _ in range(n)]
        ys = self.y = [Variable() for _ in range(n)]
        ws = self.w = [Variable() for _ in range(n)]
        hs = self.h = [Variable() for _ in range(n)]
        W = self.W
        cs = self.constraints = []
        self.heights = []
        add = cs.append
        for i in range(n):
            r, c = divmod(i, 10)
            x, y, w, h = xs[i], ys[i], ws[i], hs[i]
            add(w >= 0)
            self.heights.append(h == 20)
            add(self.heights[-1])
            if c == 0:
                add(x == 8)
            else:
                add(x == xs[i - 1] + ws[i - 1] + 8)
                add(w == ws[i - 1])
            if r == 0:
                add(y == 8)
            else:
                add(y == ys[i - 10] + hs[i - 10] + 8)
            if c == 9:
                add(x + w + 8 == W)
            add((w == 100) | "weak")
            add((w >= 40) | "strong")

    def required_first(self):
        required = [c for c in self.constraints if c.strength() >= kiwi.strength.required]
        optional = [c for c in self.constraints if c.strength() < kiwi.strength.required]
        return required + optional


def build(n, required_first=False):
    """create + add all + solve (and updateVariables, to read values). Returns (seconds, solver, grid)."""
    start = time.perf_counter()
    grid = Grid(n)
    solver = kiwi.Solver()
    solver.addEditVariable(grid.W, "strong")
    solver.suggestValue(grid.W, 1000.0)
    add = solver.addConstraint
    for constraint in (grid.required_first() if required_first else grid.constraints):
        add(constraint)
    solver.updateVariables()
    seconds = time.perf_counter() - start
    return seconds, solver, grid


def check(grid, W, context):
    """Compares every frame with the expected solution; raises BenchmarkFailure on a mismatch."""
    w_expected = (W - 88.0) / 10.0

    def close(actual, expected):
        return abs(actual - expected) <= 1e-6 * max(1.0, abs(expected))

    if not close(grid.W.value(), W):
        raise BenchmarkFailure(f"{context}: W = {grid.W.value()}, expected {W}")
    for i in range(grid.n):
        r, c = divmod(i, 10)
        expected = (8.0 + c * (w_expected + 8.0), 8.0 + 28.0 * r, w_expected, 20.0)
        actual = (grid.x[i].value(), grid.y[i].value(), grid.w[i].value(), grid.h[i].value())
        for name, a, e in zip("xywh", actual, expected):
            if not close(a, e):
                raise BenchmarkFailure(
                    f"{context}: view {i} {name} = {a}, expected {e} (W = {W}, N = {grid.n})")


def resize_width(k):
    return 900.0 + 1.5 * (k % 100)


def cross_width(k):
    return 1200.0 if k % 2 == 0 else 1000.0


def run_session(n, metrics, steps, cross_steps, thorough, record, after_build):
    """One repeat: build, then resize, resize-cross, churn, constant and add-remove on that solver,
    then build-required-first."""
    need_solver = any(m in metrics for m in ("build", "resize", "resize-cross", "churn", "constant",
                                             "add-remove"))
    if need_solver:
        seconds, solver, grid = build(n)
        after_build()
        check(grid, 1000.0, "build")
        if "build" in metrics:
            record("build", seconds)
        W = grid.W
        suggest = solver.suggestValue
        update = solver.updateVariables

        if "resize" in metrics:
            start = time.perf_counter()
            for k in range(steps):
                suggest(W, resize_width(k))
                update()
            seconds = time.perf_counter() - start
            check(grid, resize_width(steps - 1), "resize")
            record("resize", seconds / steps)
            if thorough:
                for k in range(steps):
                    suggest(W, resize_width(k))
                    update()
                    check(grid, resize_width(k), f"resize step {k}")

        if "resize-cross" in metrics:
            start = time.perf_counter()
            for k in range(cross_steps):
                suggest(W, cross_width(k))
                update()
            seconds = time.perf_counter() - start
            check(grid, cross_width(cross_steps - 1), "resize-cross")
            record("resize-cross", seconds / cross_steps)
            for value in (1200.0, 1000.0):  # both sides of the flip, untimed
                suggest(W, value)
                update()
                check(grid, value, f"resize-cross at W = {value}")

        if "churn" in metrics:
            suggest(W, 1000.0)
            update()
            churned = grid.constraints[::10]
            start = time.perf_counter()
            for constraint in churned:
                solver.removeConstraint(constraint)
            for constraint in churned:
                solver.addConstraint(constraint)
            update()
            seconds = time.perf_counter() - start
            check(grid, 1000.0, "churn")
            record("churn", seconds)

        middle = n // 2
        if "constant" in metrics:
            # kiwisolver cannot change a constant: the old constraint goes, a new one comes.
            edits = steps - steps % 2
            current = grid.heights[middle]
            h = grid.h[middle]
            start = time.perf_counter()
            for k in range(edits):
                new = h == (24.0 if k % 2 == 0 else 20.0)
                solver.removeConstraint(current)
                solver.addConstraint(new)
                update()
                current = new
            seconds = time.perf_counter() - start
            check(grid, 1000.0, "constant")
            record("constant", seconds / edits)

        if "add-remove" in metrics:
            extra = (grid.w[middle] <= 90) | "medium"
            # One pair untimed, on both sides (see Grid.swift).
            solver.addConstraint(extra)
            update()
            solver.removeConstraint(extra)
            update()
            start = time.perf_counter()
            for _ in range(steps):
                solver.addConstraint(extra)
                update()
                solver.removeConstraint(extra)
                update()
            seconds = time.perf_counter() - start
            check(grid, 1000.0, "add-remove")
            record("add-remove", seconds / steps)
        del solver, grid

    if "build-required-first" in metrics:
        seconds, solver, grid = build(n, required_first=True)
        if not need_solver:
            after_build()
        check(grid, 1000.0, "build-required-first")
        record("build-required-first", seconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, required=True, help="views (a multiple of 10)")
    parser.add_argument("--repeats", type=int, default=5, help="timed repeats")
    parser.add_argument("--warmup", type=int, default=0, help="untimed repeats first")
    parser.add_argument("--metrics", default=",".join(METRICS), help="comma-separated metrics")
    parser.add_argument("--steps", type=int, default=100, help="suggestions per resize run")
    parser.add_argument("--cross-steps", type=int, default=100,
                        help="suggestions per resize-cross run")
    parser.add_argument("--budget", type=float, default=0.0,
                        help="seconds; start no repeat that would end past it (0: no budget)")
    parser.add_argument("--thorough", action="store_true", help="also check every resize step")
    args = parser.parse_args()

    metrics = [m for m in args.metrics.split(",") if m]
    unknown = [m for m in metrics if m not in METRICS]
    if unknown or args.n <= 0 or args.n % 10 or args.repeats < 1 or args.steps < 1 \
            or args.cross_steps < 1:
        parser.error(f"bad arguments (unknown metrics: {unknown})" if unknown else "bad arguments")

    started = time.perf_counter()
    baseline = peak_kib()
    emit({"kind": "start", "n": args.n, "kiwisolver": kiwi.__version__,
          "python": platform.python_version(), "baseline_kib": baseline})

    def discard(*_):
        pass

    def memory():
        # Peak resident size right after the first build: VmHWM, and ru_maxrss for reference.
        emit({"kind": "memory", "n": args.n, "peak_kib": peak_kib(), "baseline_kib": baseline,
              "ru_maxrss_kib": maxrss_kib()})

    def record(metric, seconds):
        emit({"kind": "sample", "metric": metric, "n": args.n, "seconds": seconds})

    try:
        for _ in range(args.warmup):
            run_session(args.n, metrics, args.steps, args.cross_steps, False, discard, discard)
        done = 0
        last = 0.0
        for repeat in range(args.repeats):
            now = time.perf_counter()
            if args.budget > 0 and done > 0 and now - started + last > args.budget:
                break
            run_session(args.n, metrics, args.steps, args.cross_steps,
                        args.thorough and repeat == 0, record, memory if repeat == 0 else discard)
            last = time.perf_counter() - now
            done += 1
        emit({"kind": "done", "n": args.n, "repeats": done})
    except BenchmarkFailure as failure:
        emit({"kind": "error", "message": f"kiwisolver gave a wrong solution: {failure}"})
        print(f"kiwi_grid10.py: wrong solution: {failure}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
