#!/usr/bin/env python3
"""A bot level's decision time inside Pyodide (headless Chromium) and in CPython, the same
decisions one after the other, as a ratio: what a player at the page waits for.

    .venv/bin/python benchmarks/pyodide_decisions.py --level expert --deals 4 [--phone]

Serves the built ``dist/`` on 127.0.0.1, opens its bare Pyodide page (``tests/bare.html``),
writes ``pilotta/`` into Pyodide's file system and plays ``--deals`` deals of each rule set
(seats 0/2 at ``--level``, 1/3 normal; the deals of ``decision_time.py``), timing every
decision of seats 0/2 that has a choice, a whole ``think`` (every unit of work) each; then
the same code in this CPython. ``--phone`` slows the page's CPU 4x (Chromium's emulation,
Lighthouse's mobile factor). Wall times (CPU time is not measurable in the page): run it on
a quiet machine. The budget counts work, so both play the same moves; the benchmark checks
it. Absolute times hold only for the machine that ran it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from buildsite.pyodide_tests import BOOT_WITH_ENGINE_JS  # noqa: E402
from buildsite.server import make_server  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 60 * 60_000

TIMING = r"""
import json, time
from pilotta.actions import Call
from pilotta.agent import think
from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

def measure(rules, level, deals, seed):
    times, units, moves = {}, [], []
    ruleset = rules_named(rules)
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, ruleset)
        bots = [make_bot(level if s % 2 == 0 else "normal", derive_seed(seed, i, s))
                for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            obs = deal.observation(s)
            if s % 2 == 0 and len(obs.legal) > 1:
                thinking = think(bots[s], obs)
                t0 = last = time.perf_counter()
                while True:
                    try:
                        next(thinking)
                    except StopIteration as stop:
                        action = stop.value
                        break
                    now = time.perf_counter()
                    units.append(now - last)
                    last = now
                kind = "calls" if isinstance(action, Call) else "cards"
                times.setdefault(kind, []).append(time.perf_counter() - t0)
            else:
                action = bots[s].act(obs)
            moves.append(str(action))
            deal.push(action)
    return {"times": times, "unit_max": max(units or [0.0]), "moves": moves}

json.dumps({rules: measure(rules, LEVEL, DEALS, SEED) for rules in RULES})
"""

PAGE_SCRIPT = f"""
async ({{ timing }}) => {{
  const pyodide = await ({BOOT_WITH_ENGINE_JS})();
  return JSON.parse(pyodide.runPython(timing));
}}
"""


def in_pyodide(dist: Path, code: str, phone: bool) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    server = make_server(dist, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            if phone:
                cdp = page.context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
            page.goto(base + "tests/bare.html")
            page.wait_for_function("() => window.bareBoot !== undefined")
            result: dict[str, Any] = page.evaluate(PAGE_SCRIPT, {"timing": code})
            browser.close()
            return result
    finally:
        server.shutdown()


def in_cpython(code: str) -> dict[str, Any]:
    *body, last = code.strip().splitlines()
    scope: dict[str, Any] = {}
    exec("\n".join(body), scope)  # our own benchmark code, as the page runs it
    result: dict[str, Any] = json.loads(eval(last, scope))
    return result


def line(name: str, ts: list[float]) -> str:
    return (f"mean {1000 * statistics.fmean(ts):6.0f} ms, worst {1000 * max(ts):6.0f} ms "
            f"over {len(ts)}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", nargs="+", default=["pilotta", "belote", "coinche"])
    ap.add_argument("--phone", action="store_true", help="the page's CPU 4x slower")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = ap.parse_args()
    if not (args.dist / "tests" / "bare.html").is_file():
        print("build the site with its test pages first: python3 build.py build", file=sys.stderr)
        return 2
    code = (f"LEVEL, DEALS, SEED, RULES = {args.level!r}, {args.deals}, {args.seed}, "
            f"{args.rules!r}\n{TIMING}")
    page = in_pyodide(args.dist, code, args.phone)
    here = in_cpython(code)
    where = "Pyodide, CPU 4x slower" if args.phone else "Pyodide"
    print(f"{args.level} (seats 0/2) against normal, {args.deals} deals of each game, seed "
          f"{args.seed}; wall time per decision with a choice, {where} and CPython "
          f"{sys.version.split()[0]}, this machine:")
    for rules in args.rules:
        a, b = page[rules], here[rules]
        same = "same moves" if a["moves"] == b["moves"] else "MOVES DIFFER"
        for kind in sorted(a["times"]):
            ta, tb = a["times"][kind], b["times"][kind]
            ratio = statistics.fmean(ta) / statistics.fmean(tb)
            print(f"  {rules} {kind:<5} Pyodide {line(kind, ta)}; CPython {line(kind, tb)}; "
                  f"ratio {ratio:.2f}")
        print(f"  {rules}: longest unit of work {1000 * a['unit_max']:.0f} ms in Pyodide, "
              f"{1000 * b['unit_max']:.0f} ms in CPython; {same}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
