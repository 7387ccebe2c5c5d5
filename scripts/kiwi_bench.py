#!/usr/bin/env python3
"""The solver workloads of Sources/UIKitBench/SolverBenchmarks.swift, through kiwisolver (C++ core).
Prints one JSON object {name: median seconds}. Run by uikit-bench in the same run (pip install kiwisolver)."""
import json, sys, time
import kiwisolver as kiwi

# --cpu-time: process CPU time, as uikit-bench --cpu-time measures its side (on a shared machine wall
# time mostly measures the other processes).
clock = time.process_time if "--cpu-time" in sys.argv else time.perf_counter

def median_time(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        t0 = clock(); fn(); times.append(clock() - t0)
    times.sort()
    return times[len(times) // 2]

def timed(fn):
    """One run (the 10,000-view systems take tens of seconds in kiwisolver)."""
    t0 = clock(); fn(); return clock() - t0

def chain(n, length=100):
    """n views in chains of `length`: each view's leading edge 8 after the previous one's trailing edge,
    an optional (strong) natural width, a required minimum width, rows stacked by chain."""
    s = kiwi.Solver()
    lefts, widths = [], []
    for i in range(n):
        l, w, t, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
        s.addConstraint(l == 0 if i % length == 0 else l == lefts[-1] + widths[-1] + 8)
        s.addConstraint(w >= 10)
        s.addConstraint((w == 20 + i % 7) | "strong")
        s.addConstraint(t == 30 * (i // length))
        s.addConstraint((h == 20) | "medium")
        lefts.append(l); widths.append(w)
    s.updateVariables()
    return s, lefts, widths

def grid(n):
    side = int(round(n ** 0.5))
    s = kiwi.Solver()
    L, T, W, H = {}, {}, {}, {}
    for r in range(side):
        for c in range(side):
            l, t, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            s.addConstraint(l == 0 if c == 0 else l == L[r, c - 1] + W[r, c - 1] + 8)
            s.addConstraint(t == 0 if r == 0 else t == T[r - 1, c] + H[r - 1, c] + 8)
            s.addConstraint(w >= 0)
            s.addConstraint((w == 30) | "strong")
            s.addConstraint((h == 20) | "strong")
            if c > 0:
                s.addConstraint((w == W[r, c - 1]) | "medium")
            L[r, c], T[r, c], W[r, c], H[r, c] = l, t, w, h
    s.updateVariables()
    return s

def edits(n_views, n_edits):
    s, lefts, widths = chain(n_views, n_views)
    s.addEditVariable(widths[0], "strong")
    last = lefts[-1]
    def run():
        acc = 0.0
        for k in range(n_edits):
            s.suggestValue(widths[0], 20 + (k % 50))
            s.updateVariables()
            acc += last.value()
        return acc
    return run

out = {}
out["chain 1000"] = median_time(lambda: chain(1000), 5)
big = "--small" not in sys.argv
if big: out["chain 10000"] = timed(lambda: chain(10000))
out["grid 1000"] = median_time(lambda: grid(1000), 5)
if big: out["grid 10000"] = timed(lambda: grid(10000))
run = edits(100, 10000)
out["edits 10000"] = median_time(run, 3)
json.dump(out, sys.stdout)
