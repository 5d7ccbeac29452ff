#!/usr/bin/env python3
"""Differential fuzzer: tablecraft-cli replay vs tests/reference/mcg_referee.py.

    python3 fuzz.py [--cli PATH] [--games N] [--seed S] [--mutations M] [--jobs J]
                    [--keep DIR] [--players P] [--targeted SHARE] [--sweep]

Simulated logs come from `tablecraft-cli simulate`; each log is compared as is,
with random --upto, and after many random mutations. Compared: exit code; for
exit 1 the error entry number and the state before it; for exit 0 the state.
Disagreements are written to --keep (one file per case, with both outputs).

Targeted mutations (targeted()) look inside the reference's state to reach last copies
of a card, exact and short payments with wilds and axes, every tnt_keep choice, creeper
answers by each seat, tools at odd times, rulings flipped mid-game, names padded with
(near-)white space, integers beyond 64 bits and U+0000; --sweep replays a short prefix
of each log at every --upto.

Known disagreements at the time of writing (judged CLI bugs against
shared/specs/mcg-log-v1.md and docs/log-format.md; see the commit message): U+001F in a
name is written raw into the --json output (not JSON); escapes RFC 8259 lacks (\\q,
\\x41, \\uZZZZ) are read as plain letters; a lone low surrogate escape (\\udc00) is
accepted and written out as invalid UTF-8; --upto N with N >= 2^32 is refused.
"""
import argparse
import contextlib
import io
import copy
import json
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
import functools

sys.dont_write_bytecode = True  # do not leave __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, "mcg_referee.py")

RES_IDS = [f"{t}-{v}" for t in ["wood", "stone", "iron", "gold", "diamond", "wild"]
           for v in (1, 2, 3)] + ["creeper", "tnt"]
CRAFT_IDS = [f"{m}-{t}" for m in ["wood", "stone", "iron", "gold", "diamond"]
             for t in ["hoe", "shovel", "sword", "axe", "pickaxe"]]
ODD_IDS = ["", "wood-4", "wood-0", "Wood-1", "wood_1", "diamond", "creeper-1", "wild-9",
           "stone-hammer", "wood-hoe ", "xyz"]
HUGE = [0, -1, 5, 6, 7, 2 ** 31, 2 ** 31 - 1, 2 ** 32 + 1, 2 ** 63, -2 ** 63, 10 ** 20, -(10 ** 20)]
WRONG = [1.0, True, False, "1", None, [], {}, 2.5, "x"]
RULINGS = {
    "empty_pile": ["reshuffle_discard", "stay_empty"],
    "creeper_exposed_by_tnt": ["no_effect", "attack"],
    "creeper_exposed_by_hoe": ["no_effect", "attack"],
    "shovel": ["skip_one_action", "limit_to_one_action"],
}
INT_FIELDS = ["seat", "pile", "craft_pile", "first_seat", "target"]


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, timeout=60)
    out = p.stdout.decode("utf-8", "replace")
    try:
        j = json.loads(out) if out.strip() else None
    except ValueError:
        j = ("unparseable", out[:500])
    return p.returncode, j


def run_ref(args):
    """run the reference referee in-process (much faster than a new interpreter)"""
    sys.path.insert(0, HERE)
    import mcg_referee
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = mcg_referee.main(["mcg_referee.py"] + args)
    o = out.getvalue()
    try:
        j = json.loads(o) if o.strip() else None
    except ValueError:
        j = ("unparseable", o[:500])
    return code, j


def compare(cli, path, upto):
    extra = [] if upto is None else ["--upto", str(upto)]
    c = run([cli, "replay", path, "--json"] + extra)
    r = run_ref(["replay", path, "--json"] + extra)
    ok = True
    if c[0] != r[0]:
        ok = False
    elif c[0] == 1:
        try:
            ok = (c[1]["error"]["entry"] == r[1]["error"]["entry"]
                  and c[1]["state"] == r[1]["state"])
        except (TypeError, KeyError):
            ok = False
    elif c[0] == 0:
        ok = c[1] == r[1]
    return ok, c, r


# ---------------------------------------------------------------- mutations
def entries_with(doc, pred):
    return [i for i, e in enumerate(doc["entries"]) if isinstance(e, dict) and pred(e)]


def random_entry(rng, doc):
    n = max(2, len(doc["players"]))
    seat = rng.randint(1, n)
    k = rng.choice(["use_tool", "reserve", "end_turn", "mine", "reveal", "craft",
                    "tnt_keep", "creeper_discard", "note", "setup", "reveal_craft"])
    if k == "use_tool":
        tool = rng.choice(CRAFT_IDS)
        e = {"type": "use_tool", "seat": seat, "tool": tool}
        if tool.endswith("-shovel") or rng.random() < 0.2:
            e["target"] = rng.randint(1, n)
        return e
    if k == "reserve":
        return {"type": "reserve", "seat": seat, "craft_pile": rng.randint(1, 4)}
    if k == "end_turn":
        return {"type": "end_turn", "seat": seat}
    if k == "mine":
        return {"type": "mine", "seat": seat, "pile": rng.randint(1, 5)}
    if k == "reveal":
        return {"type": "reveal", "pile": rng.randint(1, 5), "card": rng.choice(RES_IDS)}
    if k == "reveal_craft":
        return {"type": "reveal", "craft_pile": rng.randint(1, 4), "card": rng.choice(CRAFT_IDS)}
    if k == "craft":
        src = "reserve" if rng.random() < 0.3 else {"craft_pile": rng.randint(1, 4)}
        e = {"type": "craft", "seat": seat, "source": src,
             "pay": [rng.choice(RES_IDS) for _ in range(rng.randint(0, 4))]}
        if rng.random() < 0.3:
            e["axes"] = [rng.choice(CRAFT_IDS)]
        return e
    if k == "tnt_keep":
        return {"type": "tnt_keep", "seat": seat,
                "cards": [rng.choice(RES_IDS) for _ in range(rng.randint(0, 3))]}
    if k == "creeper_discard":
        if rng.random() < 0.7:
            return {"type": "creeper_discard", "seat": seat, "card": rng.choice(RES_IDS)}
        return {"type": "creeper_discard", "seat": seat, "sword": rng.choice(CRAFT_IDS)}
    if k == "setup":
        return {"type": "setup", "resource_tops": rng.sample(RES_IDS, 5),
                "craft_tops": rng.sample(CRAFT_IDS, 4)}
    return {"type": "note", "text": "fuzz"}


def ref_state(doc, upto):
    """state after the first `upto` entries according to the reference (None if not exit 0)"""
    g = ref_game(doc, upto)
    return g.state() if g is not None else None


def smart_entry(rng, doc, st):
    """a plausible (often legal) entry for state st"""
    n = len(st["seats"])
    turn = st["turn"] or {"seat": 1, "actions_left": 0}
    act = turn["seat"]
    pend = st["pending"]
    if pend:
        it = pend[0] if rng.random() < 0.7 else rng.choice(pend)
        if it["type"] == "reveal":
            if "pile" in it:
                return {"type": "reveal", "pile": it["pile"], "card": rng.choice(RES_IDS)}
            return {"type": "reveal", "craft_pile": it["craft_pile"], "card": rng.choice(CRAFT_IDS)}
        if it["type"] == "tnt_keep":
            fr = [c for c in it["from"] if c not in ("creeper", "tnt")]
            return {"type": "tnt_keep", "seat": it["seat"],
                    "cards": rng.sample(fr, min(len(fr), rng.randint(0, 2)))}
        s = rng.choice(it["seats"]) if it["seats"] else 1
        seat = st["seats"][s - 1]
        swords = [c["card"] for c in seat["crafted"] if c["card"].endswith("-sword")]
        if swords and rng.random() < 0.5:
            return {"type": "creeper_discard", "seat": s, "sword": rng.choice(swords)}
        return {"type": "creeper_discard", "seat": s,
                "card": rng.choice(seat["hand"] or RES_IDS)}
    s = act if rng.random() < 0.8 else rng.randint(1, n)
    seat = st["seats"][s - 1]
    k = rng.randrange(6)
    tools = [c["card"] for c in seat["crafted"] if rng.random() < 0.8 or not c["used"]]
    if k == 0 and tools:
        t = rng.choice(tools)
        e = {"type": "use_tool", "seat": s, "tool": t}
        if t.endswith("-shovel"):
            e["target"] = rng.randint(1, n)
        return e
    if k == 1:
        return {"type": "end_turn", "seat": s}
    if k == 2:
        return {"type": "reserve", "seat": s, "craft_pile": rng.randint(1, 4)}
    if k == 3:
        hand = seat["hand"]
        e = {"type": "craft", "seat": s,
             "source": "reserve" if seat["reserved"] and rng.random() < 0.5
             else {"craft_pile": rng.randint(1, 4)},
             "pay": rng.sample(hand, rng.randint(0, len(hand)))}
        axes = [c["card"] for c in seat["crafted"] if c["card"].endswith("-axe")]
        if axes and rng.random() < 0.6:
            e["axes"] = rng.sample(axes, rng.randint(1, len(axes)))
        return e
    return {"type": "mine", "seat": s, "pile": rng.randint(1, 5)}


def mutate(rng, doc):
    """apply one random mutation in place; returns a short label"""
    if not isinstance(doc.get("entries"), list) or not isinstance(doc.get("players"), list):
        return "noop"
    ents = doc["entries"]
    m = rng.randrange(20)
    if m >= 16:  # state-aware insertion of 1-4 plausible entries, then maybe truncate
        k = rng.randint(0, len(ents))
        st = ref_state(doc, k)
        if st is None:
            return "noop"
        new = []
        for _ in range(rng.randint(1, 4)):
            new.append(smart_entry(rng, doc, st))
            st2 = ref_state({**doc, "entries": ents[:k] + new}, k + len(new))
            if st2 is None:
                break
            st = st2
        ents[k:k] = new
        if rng.random() < 0.5:
            del ents[k + len(new):]
        return "smart"
    if m == 0:  # change a card id
        idx = entries_with(doc, lambda e: any(k in e for k in
                                              ("card", "pay", "cards", "sword", "tool", "axes",
                                               "resource_tops", "craft_tops")))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        keys = [k for k in ("card", "pay", "cards", "sword", "tool", "axes",
                            "resource_tops", "craft_tops") if k in e]
        k = rng.choice(keys)
        pool = rng.choice([RES_IDS, CRAFT_IDS, ODD_IDS, RES_IDS])
        if isinstance(e[k], list):
            if e[k] and rng.random() < 0.8:
                e[k][rng.randrange(len(e[k]))] = rng.choice(pool)
            else:
                e[k].append(rng.choice(pool))
        else:
            e[k] = rng.choice(pool)
        return f"card:{k}"
    if m == 1:  # change a number
        idx = entries_with(doc, lambda e: any(k in e for k in INT_FIELDS) or
                           isinstance(e.get("source"), dict))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        keys = [k for k in INT_FIELDS if k in e]
        if isinstance(e.get("source"), dict):
            keys.append("source")
        k = rng.choice(keys)
        v = rng.choice(HUGE + [1, 2, 3, 4])
        if k == "source":
            e["source"]["craft_pile"] = v
        else:
            e[k] = v
        return f"num:{k}"
    if m == 2 and ents:
        del ents[rng.randrange(len(ents))]
        return "delete"
    if m == 3 and ents:
        i = rng.randrange(len(ents))
        ents.insert(i, copy.deepcopy(ents[i]))
        return "dup"
    if m == 4 and len(ents) > 1:
        i = rng.randrange(len(ents) - 1)
        ents[i], ents[i + 1] = ents[i + 1], ents[i]
        return "swap"
    if m in (5, 6):
        ents.insert(rng.randint(0, len(ents)), random_entry(rng, doc))
        return "insert"
    if m == 7:  # rulings
        r = doc.setdefault("rulings", {})
        if not isinstance(r, dict):
            doc["rulings"] = r = {}
        c = rng.randrange(6)
        name = rng.choice(list(RULINGS))
        if c < 3:
            r[name] = rng.choice(RULINGS[name])
        elif c == 3:
            r.pop(name, None)
        elif c == 4:
            r[name] = rng.choice(["attack ", "yes", 1, None])
        else:
            r["unknown_ruling"] = "x"
        return "rulings"
    if m == 8:  # drop or add optional members
        c = rng.randrange(8)
        if c == 0:
            doc.pop("rulings", None)
        elif c == 1:
            doc.pop("redo", None)
        elif c == 2:
            doc.pop("created", None)
        elif c == 3:
            doc["redo"] = [random_entry(rng, doc) for _ in range(rng.randint(0, 2))]
        else:
            idx = entries_with(doc, lambda e: e.get("type") in ("setup", "craft", "use_tool"))
            if not idx:
                return "noop"
            e = ents[rng.choice(idx)]
            t = e["type"]
            opt = {"setup": "first_seat", "craft": "axes", "use_tool": "target"}[t]
            if opt in e:
                del e[opt]
            else:
                e[opt] = {"first_seat": rng.randint(1, 4), "axes": [],
                          "target": rng.randint(1, 4)}[opt]
        return "optional"
    if m == 9:  # wrong JSON types / null
        idx = list(range(len(ents)))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        if not isinstance(e, dict):
            return "noop"
        keys = [k for k in e if k != "type"] or ["type"]
        k = rng.choice(keys)
        if k == "source" and rng.random() < 0.5 and isinstance(e[k], dict):
            e[k]["craft_pile"] = rng.choice(WRONG)
        elif isinstance(e[k], list) and e[k] and rng.random() < 0.5:
            e[k][0] = rng.choice(WRONG)
        else:
            e[k] = rng.choice(WRONG + ["reserve", 1])
        return f"type:{k}"
    if m == 10:  # extra keys
        c = rng.randrange(3)
        if c == 0:
            doc["x_extra"] = {"a": [1, 2]}
        elif ents:
            e = ents[rng.randrange(len(ents))]
            if isinstance(e, dict):
                if c == 2 and isinstance(e.get("source"), dict):
                    e["source"]["note"] = "x"
                else:
                    e["x_extra"] = rng.choice([None, 1, "s", [1]])
        return "extra"
    if m == 11:  # envelope
        c = rng.randrange(12)
        if c == 0:
            doc["version"] = rng.choice([1.0, "1", 2, True, 0])
        elif c == 1:
            doc["format"] = "tablecraft-log2"
        elif c == 2:
            doc["players"] = doc["players"][:1]
        elif c == 3:
            doc["players"] = doc["players"] + ["Zed", "Yan", "Xi"][: rng.randint(1, 3)]
        elif c == 4:
            doc["players"][0] = "  " + doc["players"][0] + "\t"
        elif c == 5:
            doc["players"][-1] = doc["players"][0]
        elif c == 6:
            doc["players"][0] = rng.choice(["", "   ", "é" * 64, "é" * 65, "a" * 64, "a" * 65])
        elif c == 7:
            doc["created"] = rng.choice([None, 5, "x"])
        elif c == 8:
            doc[rng.choice(["rulings", "redo"])] = None
        elif c == 9:
            doc["redo"] = [{"type": "bogus"}]
        elif c == 10:
            doc["game"] = "minecraft"
        else:
            doc.pop(rng.choice(["players", "entries", "format", "version", "game"]), None)
        return "envelope"
    if m == 12 and ents:  # entry type change / unknown type
        e = ents[rng.randrange(len(ents))]
        if isinstance(e, dict):
            e["type"] = rng.choice(["mine", "reveal", "craft", "bogus", "end_turn", "note",
                                    "tnt_keep", "creeper_discard", "use_tool", "reserve"])
        return "etype"
    if m == 13 and ents:  # delete a field
        e = ents[rng.randrange(len(ents))]
        if isinstance(e, dict):
            ks = list(e)
            del e[rng.choice(ks)]
        return "delfield"
    if m == 14:  # reveal: add the other pile key, or swap card/sword
        idx = entries_with(doc, lambda e: e.get("type") in ("reveal", "creeper_discard"))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        if e["type"] == "reveal":
            e["craft_pile" if "pile" in e else "pile"] = rng.randint(1, 4)
        else:
            if "card" in e:
                e["sword"] = rng.choice(CRAFT_IDS)
                if rng.random() < 0.5:
                    del e["card"]
            else:
                e["card"] = rng.choice(RES_IDS)
        return "oneof"
    if m == 15:  # truncate the log at a random point (tests mid-queue states)
        if ents:
            del ents[rng.randint(0, len(ents)):]
        return "truncate"
    return "noop"


# ---------------------------------------------------------------- targeted mutations
# These look inside the reference's Game (not just its JSON state) to aim at corners
# the random mutations rarely reach: last copies of a card, exact / short payments
# with wilds and axes, every tnt_keep choice, creeper answers by each seat, tools at
# odd times, rulings flipped mid-game, names padded with (near-)white space, huge ints.
NAME_PADS = ["\u0085", "\u001c", "\u001d", "\u001e", "\u001f", "\u000b", "\u00a0", "\u2028",
             "\u3000", "\u180e", "\u200b", "\ufeff", "\u0000", "\u2007", "\u1680", "\u0009"]


def ref_game(doc, upto):
    """the reference Game after the first `upto` entries, or None if not all legal"""
    sys.path.insert(0, HERE)
    import mcg_referee
    try:
        names, rulings = mcg_referee.check_doc(doc)
    except mcg_referee.FormatError:
        return None
    g = mcg_referee.Game(names, rulings)
    for e in doc["entries"][:upto]:
        try:
            g.apply(e)
        except mcg_referee.RuleError:
            return None
    return g


def build_pay(rng, recipe, hand, naxes):
    """a payment from hand that (nearly) covers recipe, using wilds for the rest"""
    need = dict(recipe)
    need["wood"] = need.get("wood", 0) - 2 * naxes
    pay = []
    pool = list(hand)
    rng.shuffle(pool)
    for c in sorted(pool, key=lambda c: c.startswith("wild")):
        t, _, v = c.rpartition("-")
        if t == "wild":
            short = [k for k in need if need[k] > 0]
            if short:
                k = rng.choice(short)
                need[k] -= int(v)
                pay.append(c)
        elif need.get(t, 0) > 0:
            need[t] -= int(v)
            pay.append(c)
    r = rng.random()
    if r < 0.3 and pay:
        pay.remove(rng.choice(pay))  # probably one short
    elif r < 0.45 and len(pay) < len(hand):
        rest = list(hand)
        for c in pay:
            rest.remove(c)
        pay.append(rng.choice(rest))  # overpay with a card of any type
    rng.shuffle(pay)
    return pay


def targeted_entry(rng, g):
    import mcg_referee as M
    n = g.n
    act = (g.active if g.active is not None else 0) + 1
    other = rng.choice([x for x in range(1, n + 1) if x != act] or [act])
    if g.queue and rng.random() < 0.85:
        it = g.queue[0]
        run = [x for x in g.front_run()]
        if it["type"] == "reveal":
            it = rng.choice(run)
            if "pile" in it:
                p = g.piles[it["pile"]]
                left = {c: M.DECK[c] - g.located(c) for c in M.RES_ORDER}
                c = rng.randrange(7)
                if c == 0:
                    pool = [x for x in left if left[x] <= 0] or M.RES_ORDER
                elif c == 1:
                    pool = [x for x in left if left[x] == 1] or M.RES_ORDER
                elif c == 2 and p["contents"] is not None:
                    pool = p["contents"]
                elif c == 3 and p["contents"] is not None:
                    pool = [x for x in M.RES_ORDER if x not in p["contents"]] or M.RES_ORDER
                elif c == 4:
                    pool = ["creeper", "tnt"]
                else:
                    pool = M.RES_ORDER
                pile = it["pile"] + 1 if rng.random() < 0.9 else rng.randint(1, 5)
                return {"type": "reveal", "pile": pile, "card": rng.choice(pool)}
            seen = list(g.seen_craft)
            unseen = [x for x in M.CRAFT_ORDER if x not in g.seen_craft]
            pool = seen if (rng.random() < 0.25 or not unseen) else unseen
            return {"type": "reveal", "craft_pile": it["craft_pile"] + 1, "card": rng.choice(pool)}
        if it["type"] == "tnt_keep":
            fr = list(it["from"])
            plain = [x for x in fr if M.is_plain_res(x)]
            c = rng.randrange(8)
            if c < 4:
                cards = rng.sample(plain, min(len(plain), rng.randint(0, 2)))
            elif c == 4:
                cards = rng.sample(fr, min(len(fr), rng.randint(1, 2)))  # maybe creeper/tnt
            elif c == 5:
                cards = rng.sample(fr, min(len(fr), 3))
            elif c == 6 and fr:
                cards = [fr[0], fr[0]]
            else:
                cards = [rng.choice(M.RES_ORDER)]
            seat = it["seat"] + 1 if rng.random() < 0.9 else rng.randint(1, n)
            return {"type": "tnt_keep", "seat": seat, "cards": cards}
        if it["type"] == "creeper":
            seats = list(it["seats"])
            s = rng.choice(seats) if rng.random() < 0.9 else rng.randrange(n)
            c = rng.randrange(6)
            swords_all = [x for x, u in g.crafted[s].items() if x.endswith("-sword")]
            if c == 0 and swords_all:
                return {"type": "creeper_discard", "seat": s + 1, "sword": rng.choice(swords_all)}
            if c == 1:
                return {"type": "creeper_discard", "seat": s + 1,
                        "sword": rng.choice([x for x in M.CRAFT_ORDER if "sword" in x or rng.random() < 0.2])}
            if c == 2:
                return {"type": "creeper_discard", "seat": s + 1, "card": rng.choice(M.RES_ORDER)}
            hand = g.hands[s] or M.RES_ORDER
            return {"type": "creeper_discard", "seat": s + 1, "card": rng.choice(hand)}
    # queue empty (or an entry at an odd time)
    c = rng.randrange(7)
    if c <= 1:  # craft
        s = act - 1 if rng.random() < 0.9 else other - 1
        srcs = [("pile", k) for k in range(4) if g.cpiles[k]["top"]]
        if g.reserved[s]:
            srcs.append(("reserve", None))
        if not srcs:
            return {"type": "end_turn", "seat": act}
        kind, k = rng.choice(srcs)
        card = g.reserved[s] if kind == "reserve" else g.cpiles[k]["top"]
        axes_all = [x for x, u in g.crafted[s].items() if x.endswith("-axe")]
        axes = [x for x in axes_all if not g.crafted[s][x] or rng.random() < 0.2]
        axes = rng.sample(axes, rng.randint(0, len(axes))) if axes else []
        if axes and rng.random() < 0.1:
            axes.append(axes[0])
        e = {"type": "craft", "seat": s + 1,
             "source": "reserve" if kind == "reserve" else {"craft_pile": k + 1},
             "pay": build_pay(rng, M.CRAFT[card]["recipe"], g.hands[s], len(axes))}
        if axes or rng.random() < 0.2:
            e["axes"] = axes
        return e
    if c == 2:  # a tool by anyone, whatever the queue
        s = rng.randrange(n)
        own = list(g.crafted[s])
        tool = rng.choice(own) if own and rng.random() < 0.8 else rng.choice(M.CRAFT_ORDER)
        e = {"type": "use_tool", "seat": s + 1, "tool": tool}
        if tool.endswith("-shovel") or rng.random() < 0.2:
            e["target"] = rng.choice([rng.randint(1, n), s + 1, n + 1, 0])
        return e
    if c == 3:  # mine a TNT or an unknown top
        tnts = [j for j in range(5) if g.piles[j]["top"] == "tnt"]
        nones = [j for j in range(5) if g.piles[j]["top"] is None]
        pool = tnts or nones or list(range(5))
        return {"type": "mine", "seat": act, "pile": rng.choice(pool) + 1}
    if c == 4:  # a reveal nobody owes, or with the queue blocked
        if rng.random() < 0.5:
            return {"type": "reveal", "pile": rng.randint(1, 5), "card": rng.choice(M.RES_ORDER)}
        return {"type": "reveal", "craft_pile": rng.randint(1, 4), "card": rng.choice(M.CRAFT_ORDER)}
    if c == 5:
        return {"type": "end_turn", "seat": act if rng.random() < 0.8 else other}
    s = act if rng.random() < 0.8 else other
    return {"type": "reserve", "seat": s, "craft_pile": rng.randint(1, 4)}


def targeted(rng, doc):
    """one targeted mutation in place; returns a label"""
    if not isinstance(doc.get("entries"), list) or not isinstance(doc.get("players"), list) \
            or not doc["players"]:
        return "noop"
    ents = doc["entries"]
    c = rng.randrange(10)
    if c == 0:  # flip rulings somewhere in the game (all four, independently)
        r = doc.setdefault("rulings", {})
        if isinstance(r, dict):
            for name, vals in RULINGS.items():
                if rng.random() < 0.5:
                    r[name] = rng.choice(vals)
        return "t:rulings"
    if c == 1:  # pad or fill a name with (near-)white space
        ps = doc["players"]
        i = rng.randrange(len(ps))
        if not isinstance(ps[i], str):
            return "noop"
        pad = "".join(rng.choice(NAME_PADS) for _ in range(rng.randint(1, 3)))
        k = rng.randrange(5)
        if k == 0:
            ps[i] = pad + ps[i]
        elif k == 1:
            ps[i] = ps[i] + pad
        elif k == 2:
            ps[i] = ps[i][:1] + pad + ps[i][1:]
        elif k == 3:
            ps[i] = pad
        else:
            ps[i] = pad + ps[(i + 1) % len(ps)] + pad  # unique only before trimming
        return "t:name"
    if c == 2:  # integers beyond 64 bits anywhere an integer goes
        idx = entries_with(doc, lambda e: any(k in e for k in INT_FIELDS))
        v = rng.choice([2 ** 64, 2 ** 64 - 1, 2 ** 64 + 1, -2 ** 64, -2 ** 64 - 1, 10 ** 30,
                        -(10 ** 30), 2 ** 63, -2 ** 63 - 1, 18446744073709551617, -0])
        if rng.random() < 0.15 or not idx:
            doc["version"] = v if rng.random() < 0.7 else 2 ** 64 + 1
            return "t:bigint:version"
        e = ents[rng.choice(idx)]
        e[rng.choice([k for k in INT_FIELDS if k in e])] = v
        return "t:bigint"
    if c == 3:  # U+0000 in a string somewhere
        k = rng.randrange(4)
        if k == 0:
            doc["players"][0] = str(doc["players"][0]) + "\x00x"
        elif k == 1:
            ents.insert(rng.randint(0, len(ents)), {"type": "note", "text": "a\x00b"})
        elif k == 2:
            doc["created"] = "2026\x00"
        else:
            if ents and isinstance(ents[-1], dict):
                ents[-1]["x\x00"] = 1
        return "t:nul"
    # state-aware targeted insertions, then a few smart ones
    k = rng.randint(1, len(ents)) if ents else 0
    g = ref_game(doc, k)
    if g is None or not g.started:
        return "noop"
    new = [targeted_entry(rng, g)]
    for _ in range(rng.choice([0, 0, 1, 2, 4])):
        g2 = ref_game({**doc, "entries": ents[:k] + new}, k + len(new))
        if g2 is None:
            break
        new.append(targeted_entry(rng, g2) if rng.random() < 0.6 else smart_entry(rng, doc, g2.state()))
    ents[k:k] = new
    if rng.random() < 0.6:
        del ents[k + len(new):]
    return "t:" + new[0]["type"]


def one(cli, case):
    p, upto, label = case
    ok, c, r = compare(cli, p, upto)
    return case, ok, c, r


def raw_mutate(rng, text):
    """mutations below the JSON value level; returns (bytes, label)"""
    import re
    c = rng.randrange(9)
    if c == 0:
        return b"\xef\xbb\xbf" + text.encode(), "raw:bom"
    if c == 1:
        return b"\xef\xbb\xbf\xef\xbb\xbf" + text.encode(), "raw:bom2"
    if c == 2:
        return (text + rng.choice([" x", "{}", text, " ", "\n\n", ","])).encode(), "raw:trailing"
    nums = [m for m in re.finditer(r'(?<=[:\[,] )(-?\d+)(?=[,\]}])', text)]
    if c in (3, 4) and nums:
        m = rng.choice(nums)
        v = m.group(1)
        new = rng.choice(["0" + v if not v.startswith("-") else "-0" + v[1:], v + ".0", v + "e0",
                          v + "E+0", "-0", v + " ", "+" + v])
        return (text[:m.start()] + new + text[m.end():]).encode(), "raw:number"
    if c == 5:
        i = text.find('"text": "')
        if i >= 0:
            i += 9
            ch = rng.choice(["\t", "\x01", "\x7f", "\\u0000", "\\ud83d\\ude00", "\\ud83d",
                             # escapes RFC 8259 does not have, and a lone low surrogate
                             "\\x41", "\\q", "\\a", "\\uZZZZ", "\\U0041", "\\udc00", "\\udc00A",
                             "\\u001f", "\\u001e"])
            return (text[:i] + ch + text[i:]).encode(), "raw:string"
    if c == 6:
        b = text.encode()
        i = rng.randrange(len(b))
        return b[:i] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf"]) + b[i:], "raw:utf8"
    if c == 7:
        return text.replace('"type": "mine", "seat": ', '"type": "mine", "seat": 3, "seat": ', 1).encode(), \
            "raw:dupkey"
    return text.encode(), "raw:none"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="/tmp/build-ref/src/cli/tablecraft-cli")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mutations", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--keep", default="/tmp/mcg-fuzz-diffs")
    ap.add_argument("--targeted", type=float, default=0.5,
                    help="share of mutations taken from targeted() instead of mutate()")
    ap.add_argument("--sweep", action="store_true",
                    help="also replay a short prefix of each log with every --upto")
    ap.add_argument("--players", type=int, default=None,
                    help="players per simulated game (2-4; random per game if absent)")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="mcg-fuzz-")
    logdir = os.path.join(work, "logs")
    subprocess.run([args.cli, "simulate", "--games", str(args.games), "--seed",
                    str(args.seed), "--out", logdir]
                   + ([] if args.players is None else ["--players", str(args.players)]),
                   check=True, capture_output=True)
    os.makedirs(args.keep, exist_ok=True)
    cases = []  # (path, upto, label)
    n = 0
    for name in sorted(os.listdir(logdir)):
        src = os.path.join(logdir, name)
        with open(src, encoding="utf-8") as f:
            base = json.load(f)
        cases.append((src, None, "as-is"))
        if name == sorted(os.listdir(logdir))[0]:  # --upto beyond 32 and 64 bits
            for u in (2 ** 31, 2 ** 32, 2 ** 63, 2 ** 64, 10 ** 25):
                cases.append((src, u, "upto-huge"))
        if args.sweep:  # --upto at every position of a short prefix (and one past it)
            short = copy.deepcopy(base)
            cut = rng.randint(5, 40)
            del short["entries"][cut:]
            sp = os.path.join(work, f"{name}.short.json")
            with open(sp, "w", encoding="utf-8") as f:
                json.dump(short, f)
            for u in range(0, len(short["entries"]) + 2):
                cases.append((sp, u, "sweep"))
        for _ in range(3):
            cases.append((src, rng.randint(0, len(base["entries"]) + 2), "upto"))
        for k in range(args.mutations):
            doc = copy.deepcopy(base)
            labels = [(targeted if rng.random() < args.targeted else mutate)(rng, doc)
                      for _ in range(rng.choice([1, 1, 1, 2, 3]))]
            p = os.path.join(work, f"{name}.m{k}.json")
            text = json.dumps(doc, ensure_ascii=False)
            if rng.random() < 0.08:
                data, lab = raw_mutate(rng, text)
                labels.append(lab)
            else:
                data = text.encode()
            with open(p, "wb") as f:
                f.write(data)
            upto = rng.randint(0, len(doc.get("entries", []) or []) + 1) \
                if rng.random() < 0.2 else None
            cases.append((p, upto, "+".join(labels)))


    bad = 0
    by_label = {}
    exits = {}
    with ProcessPoolExecutor(args.jobs) as ex:
        for case, ok, c, r in ex.map(functools.partial(one, args.cli), cases, chunksize=16):
            n += 1
            exits[(c[0], r[0])] = exits.get((c[0], r[0]), 0) + 1
            if not ok:
                bad += 1
                p, upto, label = case
                by_label[label] = by_label.get(label, 0) + 1
                out = os.path.join(args.keep, f"diff-{bad:05d}.json")
                with open(p, encoding="utf-8", errors="backslashreplace") as f:
                    log = f.read()  # raw:utf8 cases are not UTF-8
                with open(out, "w", encoding="utf-8") as f:
                    json.dump({"label": label, "upto": upto, "log": log,
                               "cli": {"exit": c[0], "out": c[1]},
                               "ref": {"exit": r[0], "out": r[1]}}, f, indent=1)
    print(f"compared {n} cases, {bad} disagreements")
    print("exit codes (cli, reference): " +
          ", ".join(f"{k}: {v}" for k, v in sorted(exits.items())))
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print(f"  {v:5d}  {k}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
