#!/usr/bin/env python3
"""Differential fuzzer: tablecraft-cli replay vs tests/reference/bnb_referee.py
(Minecraft: Builders & Biomes, shared/specs/bnb-log-v1.md).

    python3 bnb_fuzz.py [--cli PATH] [--games N] [--seed S] [--players P]
                        [--logs-dir DIR]... [--gen N] [--mutations M] [--jobs J]
                        [--keep DIR] [--sweep]

Logs come from `tablecraft-cli simulate --game builders-biomes --games N --seed S
--out DIR` (skipped with --games 0), from every *.json of each --logs-dir (the
*.expected.json files are skipped; tests/scenarios/ works), and from --gen N random
games played by this script's own player on the reference referee (useful before the
C simulator exists). Each log is compared as is, at random --upto values (every
--upto of a short prefix with --sweep) and after random mutations: flipped block ids,
changed coordinates, dropped, duplicated and swapped entries, changed `drawn`,
`detonate`, `pay`, `mob` and score choices, flipped rulings, plausible entries
inserted from the reference's state, wrong JSON types, members dropped, reading
limits (65 items, 4,097 code points), integers beyond 64 bits, and raw-text changes
(byte-order marks, duplicate keys, fractions, exponents, -0, lone surrogates).

Compared: the exit code; for exit 1 the error's entry number and type and the state
before it; for exit 0 the whole output. `rule` and `message` are never compared, nor
anything of an exit-2 object but the exit code. Disagreements are written to --keep
(one file per case, with the log and both outputs).

Self-test with the referee on both sides:
    printf '#!/bin/sh\\nexec python3 %s "$@"\\n' $PWD/bnb_referee.py > /tmp/ref-cli
    chmod +x /tmp/ref-cli
    python3 bnb_fuzz.py --cli /tmp/ref-cli --games 0 --gen 5 \\
        --logs-dir ../scenarios --mutations 20
"""
import argparse
import contextlib
import copy
import functools
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

sys.dont_write_bytecode = True  # do not leave __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bnb_referee as R  # noqa: E402

RULINGS = R.RULINGS
HUGE = [0, -1, 5, 6, 65, 2 ** 31, 2 ** 32 + 1, 2 ** 63 - 1, 2 ** 63, 2 ** 64, 2 ** 64 + 1,
        -2 ** 63 - 1, 10 ** 25, -(10 ** 25)]
WRONG = [1.0, True, False, "1", None, [], {}, 2.5, "x", [1.5, 2]]
ODD_IDS = ["", "Wood", "diamond", "gold", "wood ", "tundra", "snowy_tundra", "bow2", "x"]
INT_FIELDS = ["seat", "first_seat", "mob", "detonate"]
COORD_FIELDS = ["to", "stack", "token", "space"]


# ---------------------------------------------------------------- running
def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return -1, ("timeout",)
    out = p.stdout.decode("utf-8", "replace")
    try:
        j = json.loads(out) if out.strip() else None
    except ValueError:
        j = ("unparseable", out[:500])
    return p.returncode, j


def run_ref(args):
    """run the reference referee in-process (much faster than a new interpreter)"""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = R.main(["bnb_referee.py"] + args)
    o = out.getvalue()
    try:
        j = json.loads(o) if o.strip() else None
    except ValueError:
        j = ("unparseable", o[:500])
    return code, j


def same(c, r):
    if c[0] != r[0]:
        return False
    if c[0] == 1:
        try:
            return (c[1]["error"]["entry"] == r[1]["error"]["entry"]
                    and c[1]["error"]["type"] == r[1]["error"]["type"]
                    and c[1]["state"] == r[1]["state"])
        except (TypeError, KeyError):
            return False
    if c[0] == 0:
        return c[1] == r[1]
    return c[0] == 2


def compare(cli, path, upto):
    extra = [] if upto is None else ["--upto", str(upto)]
    c = run([cli, "replay", path, "--json"] + extra)
    r = run_ref(["replay", path, "--json"] + extra)
    return same(c, r), c, r


def one(cli, case):
    p, upto, label = case
    ok, c, r = compare(cli, p, upto)
    return case, ok, c, r


# ---------------------------------------------------------------- reference state
def ref_game(doc, upto):
    """the reference Game after the first `upto` entries, or None if not all legal"""
    try:
        names, rulings = R.check_doc(json.loads(json.dumps(doc), object_pairs_hook=R._pairs))
    except (R.FormatError, TypeError, ValueError, AttributeError):
        return None
    g = R.Game(names, rulings)
    for e in doc["entries"][:upto]:
        try:
            g.apply(e)
        except R.RuleError:
            return None
    return g


# ---------------------------------------------------------------- a random player
def random_tile(rng):
    if rng.random() < 0.55:
        cost = {}
        for b in R.BLOCKS:
            if rng.random() < 0.4:
                cost[b] = rng.choice([0, 1, 1, 2, 2, 3, 9] if rng.random() < 0.2 else [1, 1, 2])
        if rng.random() < 0.1:
            cost = {}
        return {"kind": "building", "biome": rng.choice(R.BIOMES),
                "material": rng.choice(R.MATERIALS), "type": rng.choice(R.TYPES),
                "cost": cost, "xp": rng.choice([0, 0, 1, 2, 3, 4, 5, 50])}
    t = {"kind": "mob", "mob": rng.choice(R.MOBS),
         "hearts": rng.choice([0, 1, 2, 2, 3, 3, 4, 5, 6, 8, 20]),
         "xp": rng.choice([0, 1, 2, 3, 4, 5, 50])}
    if rng.random() < 0.5:
        t["bonus"] = "hunger"
        if rng.random() < 0.1:  # an orb on a hunger mob is not read
            t["orb"] = {"attribute": "biome", "value": "forest", "xp_per_space": 2}
    else:
        attr = rng.choice(list(R.ATTRS))
        t["bonus"] = "orb"
        t["orb"] = {"attribute": attr, "value": rng.choice(R.ATTRS[attr]),
                    "xp_per_space": rng.choice([0, 1, 2, 3, 20])}
    if rng.random() < 0.05:
        t["note"] = "unknown keys are ignored"
    return t


def random_setup(rng, n):
    e = {"type": "setup",
         "boards": [[rng.choice(R.BIOMES) for _ in range(9)] for _ in range(n)],
         "weapon_hearts": {w: rng.choice([0, 1, 1, 2, 3, 4, 6, 20]) for w in R.WEAPONS},
         "scoring": {a: {k: rng.choice([0, 1, 2, 3, 4, 5, 20]) for k in ids}
                     for a, ids in R.ATTRS.items()}}
    if rng.random() < 0.4:
        e["first_seat"] = rng.randint(1, n)
    return e


def takeable_cells(g, present):
    return [(l, r, c) for l in range(4) for r in range(4) for c in range(4)
            if g.takeable(present, l, r, c)]


def collect_entry(rng, g, s):
    left = g.cube_count()
    most = 2 + (g.seats[s].weapons["stone_pickaxe"] if g.seed else 0)
    k = min(left, rng.randint(min(2, left), most) if left else 2)
    present = [[row[:] for row in layer] for layer in g.present]
    named = dict(g.named)
    blocks = []
    for _ in range(k):
        cells = takeable_cells(g, present)
        if not cells:
            break
        l, r, c = rng.choice(cells)
        ids = [b for b in R.BLOCKS if named[b] < R.BOX[b]] or R.BLOCKS
        b = rng.choice(ids)
        present[l][r][c] = False
        named[b] += 1
        blocks.append({"at": [l + 1, r + 1, c + 1], "block": b})
    return {"type": "collect", "seat": s + 1, "blocks": blocks}


def pay_for(rng, cost, held):
    """an exact payment for cost from held, or None"""
    pay = {b: 0 for b in R.BLOCKS}
    short = 0
    for b in R.MATERIALS:
        p = min(cost[b], held[b])
        if p and rng.random() < 0.2:
            p -= 1  # pay one with an emerald instead
        pay[b] = p
        short += cost[b] - p
    pay["emerald"] = cost["emerald"] + short
    if pay["emerald"] > held["emerald"]:
        return None
    out = {b: v for b, v in pay.items() if v or rng.random() < 0.1}
    return out


def action_entries(rng, g, s):
    """candidate action entries for seat index s"""
    seat = g.seats[s]
    pos = seat.position
    near = R.touching(pos)
    out = [collect_entry(rng, g, s)]
    crossings = [(r, c) for r in range(1, 6) for c in range(1, 6)
                 if abs(r - pos[0]) + abs(c - pos[1]) <= 2]
    out.append({"type": "explore", "seat": s + 1, "to": list(rng.choice(crossings))})
    for cell in near:
        st = g.stacks.get(cell)
        if st and st["top"] is not None:
            t = st["top"]
            if t["kind"] == "building":
                pay = pay_for(rng, t["cost"], seat.blocks)
                if pay is not None:
                    out.append({"type": "build", "seat": s + 1, "stack": list(cell),
                                "space": [rng.randint(1, 3), rng.randint(1, 3)], "pay": pay})
            else:
                pile = [w for w in R.WEAPONS for _ in range(seat.weapons[w])]
                need = 3 + (seat.weapons["bow"] if g.seed else 0)
                drawn = rng.sample(pile, need)
                if "tnt" in pile and "tnt" not in drawn and rng.random() < 0.6:
                    drawn[0] = "tnt"  # the table drew a TNT: detonate it, or not
                e = {"type": "fight", "seat": s + 1, "stack": list(cell), "drawn": drawn}
                tnt = drawn.count("tnt")
                if g.seed and tnt and rng.random() < 0.8:
                    e["detonate"] = rng.randint(0, tnt)
                elif rng.random() < 0.1:
                    e["detonate"] = 0
                out.append(e)
        tk = g.tokens.get(cell)
        if tk and tk["weapon"] is not None and not tk["taken"]:
            out.append({"type": "take_weapon", "seat": s + 1, "token": list(cell)})
    return out


def player_entry(rng, g):
    """a plausible, usually legal entry for the reference Game g"""
    if not g.started:
        return random_setup(rng, g.n)
    if g.queue:
        front = g.queue[0]
        if front["type"] == "reveal":
            it = rng.choice(g.queue)
            if "stack" in it:
                return {"type": "reveal", "stack": list(it["stack"]), "tile": random_tile(rng)}
            return {"type": "reveal", "token": list(it["token"]),
                    "weapon": rng.choice(R.WEAPONS + ["bow", "stone_pickaxe", "tnt", "tnt",
                                                      "golden_hoe"])}
        attr = R.ROUND_ATTR[front["round"]]
        return {"type": "score_choice", "seat": front["seat"],
                "value": rng.choice(R.ATTRS[attr])}
    s = g.active
    seat = g.seats[s]
    hunger = [i for i, m in enumerate(seat.mobs) if m["bonus"] == "hunger"]
    if hunger and rng.random() < 0.3:
        return {"type": "hunger", "seat": s + 1, "mob": rng.choice(hunger) + 1}
    if rng.random() < 0.08:
        return {"type": "end_turn", "seat": s + 1}
    cands = action_entries(rng, g, s)
    weights = {"collect": 5, "explore": 2, "build": 4, "fight": 4, "take_weapon": 4}
    rng.shuffle(cands)
    cands.sort(key=lambda e: -weights[e["type"]] * rng.random())
    for e in cands:
        try:
            g.action_slot(e["type"])
            return e
        except R.RuleError:
            continue
    return {"type": "end_turn", "seat": s + 1}


def play_game(rng, n, rulings, max_entries=600):
    """a random legal game played on the reference referee"""
    g = R.Game([f"P{i + 1}" for i in range(n)], rulings)
    entries = []
    if rng.random() < 0.3:
        entries.append({"type": "note", "text": "generated by bnb_fuzz.py"})
    while not g.finished and len(entries) < max_entries:
        for _ in range(20):
            e = player_entry(rng, g)
            g2 = copy.deepcopy(g)
            try:
                g2.apply(e)
            except R.RuleError:
                continue
            g = g2
            entries.append(e)
            break
        else:
            raise RuntimeError("the random player found no legal entry")
    return {"format": "tablecraft-log", "version": 1, "game": "builders-biomes",
            "players": list(g.seats[i].name for i in range(n)), "rulings": dict(rulings),
            "created": "2026-11-25T12:00:00Z", "entries": entries}


# ---------------------------------------------------------------- mutations
def entries_with(doc, pred):
    return [i for i, e in enumerate(doc["entries"]) if isinstance(e, dict) and pred(e)]


def mutate(rng, doc):
    """apply one random mutation in place; returns a short label"""
    if not isinstance(doc.get("entries"), list) or not isinstance(doc.get("players"), list):
        return "noop"
    ents = doc["entries"]
    m = rng.randrange(30)
    m = {28: 13, 29: 15}.get(m, m)  # reading limits and hunger twice as often
    if m >= 19:  # state-aware insertion of 1-4 entries from the random player
        k = rng.randint(0, len(ents))
        g = ref_game(doc, k)
        if g is None or g.finished:
            return "noop"
        new = []
        for _ in range(rng.randint(1, 4)):
            e = player_entry(rng, g)
            if rng.random() < 0.3:
                tweak(rng, e, g)
            new.append(e)
            try:
                g.apply(e)
            except R.RuleError:
                break
        ents[k:k] = new
        if rng.random() < 0.5:
            del ents[k + len(new):]
        return "smart"
    if m == 0:  # flip a block id
        idx = entries_with(doc, lambda e: e.get("type") == "collect" and e.get("blocks"))
        if not idx:
            return "noop"
        items = ents[rng.choice(idx)]["blocks"]
        it = rng.choice(items)
        if isinstance(it, dict):
            it["block"] = rng.choice(R.BLOCKS + ODD_IDS[:3])
        return "block"
    if m == 1:  # change a coordinate
        idx = entries_with(doc, lambda e: any(k in e for k in COORD_FIELDS + ["blocks"]))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        keys = [k for k in COORD_FIELDS if k in e]
        if "blocks" in e and e["blocks"]:
            keys.append("blocks")
        k = rng.choice(keys)
        target = e[k] if k != "blocks" else rng.choice(e["blocks"]).get("at")
        if not isinstance(target, list) or not target:
            return "noop"
        c = rng.randrange(8)
        if c < 5:
            i = rng.randrange(len(target))
            if is_int(target[i]):
                target[i] += rng.choice([-2, -1, 1, 2])
        elif c == 5:
            target.append(1)
        elif c == 6:
            target.pop()
        else:
            target[rng.randrange(len(target))] = rng.choice([0, 5, 6, -1, 2 ** 64])
        return f"coord:{k}"
    if m == 2 and ents:
        del ents[rng.randrange(len(ents))]
        return "drop"
    if m == 3 and len(ents) > 1:
        i = rng.randrange(len(ents) - 1)
        j = i + 1 if rng.random() < 0.7 else rng.randrange(len(ents))
        ents[i], ents[j] = ents[j], ents[i]
        return "swap"
    if m == 4 and ents:
        i = rng.randrange(len(ents))
        ents.insert(i, copy.deepcopy(ents[i]))
        return "dup"
    if m == 5:  # drawn
        idx = entries_with(doc, lambda e: e.get("type") == "fight")
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        d = e.get("drawn")
        if not isinstance(d, list):
            return "noop"
        c = rng.randrange(4)
        if c == 0 and d:
            d[rng.randrange(len(d))] = rng.choice(R.WEAPONS)
        elif c == 1:
            d.append(rng.choice(R.WEAPONS))
        elif c == 2 and d:
            d.pop()
        else:
            e["detonate"] = rng.choice([0, 1, 2, 3, -1])
        return "drawn"
    if m == 6:  # pay
        idx = entries_with(doc, lambda e: e.get("type") == "build")
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        p = e.get("pay")
        if not isinstance(p, dict):
            return "noop"
        b = rng.choice(R.BLOCKS)
        p[b] = max(0, p.get(b, 0) + rng.choice([-1, 1, 1, 2])) if rng.random() < 0.9 \
            else rng.choice([65, -1, 2 ** 64])
        return "pay"
    if m == 7:  # score choice value / seat
        idx = entries_with(doc, lambda e: e.get("type") == "score_choice")
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        if rng.random() < 0.8:
            e["value"] = rng.choice(R.BIOMES + R.MATERIALS + R.TYPES + ODD_IDS[:2])
        else:
            e["seat"] = rng.randint(0, 5)
        return "score"
    if m == 8:  # rulings
        r = doc.setdefault("rulings", {})
        if not isinstance(r, dict):
            doc["rulings"] = r = {}
        c = rng.randrange(6)
        name = rng.choice(list(RULINGS))
        if c < 4:
            r[name] = [v for v in RULINGS[name] if v != r.get(name, RULINGS[name][0])][0]
        elif c == 4:
            r[name] = rng.choice(["Seed", "any ", 1, None])
        else:
            r["unknown_ruling"] = "x"
        return "rulings"
    if m == 9:  # numbers
        idx = entries_with(doc, lambda e: any(k in e for k in INT_FIELDS))
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        k = rng.choice([k for k in INT_FIELDS if k in e])
        e[k] = rng.choice(HUGE + [1, 2, 3, 4])
        return f"num:{k}"
    if m == 10:  # wrong JSON types / null
        if not ents:
            return "noop"
        e = ents[rng.randrange(len(ents))]
        if not isinstance(e, dict):
            return "noop"
        keys = [k for k in e if k != "type"] or ["type"]
        k = rng.choice(keys)
        v = e[k]
        if isinstance(v, list) and v and rng.random() < 0.5:
            v[rng.randrange(len(v))] = rng.choice(WRONG)
        elif isinstance(v, dict) and v and rng.random() < 0.5:
            v[rng.choice(list(v))] = rng.choice(WRONG)
        else:
            e[k] = rng.choice(WRONG)
        return f"type:{k}"
    if m == 11:  # drop a member, anywhere in an entry
        if not ents:
            return "noop"
        e = ents[rng.randrange(len(ents))]
        if not isinstance(e, dict):
            return "noop"
        objs = [e] + [v for v in e.values() if isinstance(v, dict)]
        if isinstance(e.get("tile"), dict):
            objs += [e["tile"]] * 3
            if isinstance(e["tile"].get("orb"), dict):
                objs.append(e["tile"]["orb"])
        o = rng.choice(objs)
        if o:
            del o[rng.choice(list(o))]
        return "delmember"
    if m == 12:  # tiles
        idx = entries_with(doc, lambda e: isinstance(e.get("tile"), dict))
        if not idx:
            return "noop"
        t = ents[rng.choice(idx)]["tile"]
        c = rng.randrange(7)
        if c == 0:
            t["kind"] = rng.choice(["building", "mob", "villager", "Mob"])
        elif c == 1:
            t["bonus"] = rng.choice(["hunger", "orb", "xp"])
        elif c == 2:
            t["cost"] = {rng.choice(R.BLOCKS + ["diamond"]): rng.choice([0, 1, 9, 10, -1])}
        elif c == 3:
            t["xp"] = rng.choice([0, 50, 51, -1])
        elif c == 4:
            t["hearts"] = rng.choice([0, 20, 21])
        elif c == 5:
            t["orb"] = rng.choice([{"attribute": "type", "value": "forest", "xp_per_space": 1},
                                   {"attribute": "material", "value": "wood", "xp_per_space": 21},
                                   {"attribute": "biome", "value": "snow"}, None, 3])
        else:
            t[rng.choice(["biome", "material", "type", "mob"])] = rng.choice(ODD_IDS + R.TYPES)
        return "tile"
    if m == 13:  # reading limits, near and over
        if not ents:
            return "noop"
        e = ents[rng.randrange(len(ents))]
        if not isinstance(e, dict):
            return "noop"
        c = rng.randrange(6)
        n = rng.choice([64, 65])
        if c == 0:
            e["x_list"] = [0] * n
        elif c == 1:
            e["x_text"] = "é" * rng.choice([4096, 4097])
        elif c == 2:
            e["k" * rng.choice([4096, 4097])] = 1
        elif c == 3 and isinstance(e.get("drawn"), list):
            e["drawn"] = ["poisonous_potato"] * n
        elif c == 4 and isinstance(e.get("blocks"), list):
            e["blocks"] = [{"at": [1, 1, 1], "block": "wood"}] * n
        else:
            ents.insert(rng.randint(0, len(ents)),
                        {"type": "note", "text": "\U0001F600" * rng.choice([4096, 4097])})
        return "limits"
    if m == 14:  # reveal: both keys, neither, the other payload
        idx = entries_with(doc, lambda e: e.get("type") == "reveal")
        if not idx:
            return "noop"
        e = ents[rng.choice(idx)]
        c = rng.randrange(4)
        if c == 0:
            e["token" if "stack" in e else "stack"] = [0, 1] if "stack" in e else [1, 1]
        elif c == 1:
            e.pop("stack", None)
            e.pop("token", None)
        elif c == 2:
            e["weapon" if "stack" in e else "tile"] = rng.choice([5, None, "bow", {}])
        else:
            e.pop("tile" if "stack" in e else "weapon", None)
        return "reveal"
    if m == 15:  # hunger index, an extra action of another type, extra hunger
        idx = entries_with(doc, lambda e: e.get("type") == "hunger")
        if idx and rng.random() < 0.3:
            e = ents[rng.choice(idx)]
            e["mob"] = rng.choice([0, 1, 2, 3])
            return "hunger"
        if idx and rng.random() < 0.6:
            k = rng.choice(idx) + 1
            g = ref_game(doc, k)
            if g is None or g.active is None:
                return "noop"
            s = g.active
            cands = [e for e in action_entries(rng, g, s)
                     if e["type"] not in g.regular + g.extra]
            if not cands:
                return "noop"
            ents.insert(k + rng.choice([0, 0, 1]), rng.choice(cands))
            return "hunger:other"
        if ents:
            k = rng.randrange(len(ents))
            ents.insert(k, {"type": "hunger", "seat": rng.randint(1, 2), "mob": 1})
        return "hunger:insert"
    if m == 16:  # envelope
        c = rng.randrange(9)
        if c == 0:
            doc["players"] = doc["players"][:1]
        elif c == 1:
            doc["players"] = doc["players"] + ["Zed", "Yan", "Xi"][: rng.randint(1, 3)]
        elif c == 2:
            doc["players"][0] = rng.choice([" \t", "\u00a0Ana", " Ana ", "é" * 64, "é" * 65,
                                            "\U0001F600" * 64, "\u0085x"])
        elif c == 3:
            doc["players"][-1] = " " + doc["players"][0] + "\n"
        elif c == 4:
            doc["version"] = rng.choice([1.0, "1", 2, 0, 2 ** 64 + 1])
        elif c == 5:
            doc["game"] = rng.choice(["minecraft-card-game", "builders_biomes", "quartz-dice"])
        elif c == 6:
            doc["redo"] = [player_entry(rng, R.Game(["a", "b"], {k: v[0] for k, v in
                                                               RULINGS.items()}))]
            if rng.random() < 0.5:
                doc["redo"].append({"type": "reveal", "stack": [1, 1]})
        elif c == 7:
            doc[rng.choice(["rulings", "redo", "created"])] = None
        else:
            doc.pop(rng.choice(["players", "entries", "format", "version", "game"]), None)
        return "envelope"
    if m == 17 and ents:  # truncate
        del ents[rng.randint(0, len(ents)):]
        return "truncate"
    if m == 18 and ents:  # an end_turn or an action by the wrong seat
        k = rng.randrange(len(ents))
        ents.insert(k, {"type": rng.choice(["end_turn", "collect", "explore"]),
                        "seat": rng.randint(1, len(doc["players"]) or 1),
                        "blocks": [], "to": [3, 3]})
        return "insert"
    return "noop"


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def safe_mutate(rng, doc):
    """mutate(), tolerating the odd shapes an earlier mutation of the same log left"""
    try:
        return mutate(rng, doc)
    except (TypeError, AttributeError, KeyError, IndexError, ValueError):
        return "noop"


def tweak(rng, e, g):
    """make a plausible entry slightly wrong (or still right)"""
    t = e.get("type")
    if t == "collect" and e["blocks"]:
        c = rng.randrange(4)
        if c == 0:
            e["blocks"].pop()
        elif c == 1:
            e["blocks"].append({"at": [rng.randint(1, 4) for _ in range(3)],
                                "block": rng.choice(R.BLOCKS)})
        elif c == 2:
            e["blocks"].reverse()
        else:
            b = rng.choice(e["blocks"])
            b["block"] = min(R.BLOCKS, key=lambda x: g.named[x] - R.BOX[x])
    elif t == "explore":
        pos = g.seats[g.active].position if g.active is not None else (3, 3)
        far = [[r, c] for r in range(1, 6) for c in range(1, 6)
               if abs(r - pos[0]) + abs(c - pos[1]) in (2, 3)]
        e["to"] = rng.choice(far) if rng.random() < 0.7 else [rng.randint(0, 6), 3]
    elif t == "build":
        b = rng.choice(R.BLOCKS)
        e["pay"][b] = e["pay"].get(b, 0) + rng.choice([-1, 1])
    elif t == "fight":
        if rng.random() < 0.5 and e["drawn"]:
            e["drawn"].pop()
        else:
            e["detonate"] = e.get("detonate", 0) + 1
    elif t == "take_weapon":
        e["token"] = list(rng.choice(R.TOKEN_CELLS))
    elif t == "reveal":
        if "stack" in e:
            e["stack"] = [rng.randint(1, 4), rng.randint(1, 4)]
        else:
            e["token"] = list(rng.choice(R.TOKEN_CELLS))
    elif t == "score_choice":
        e["seat"] = rng.randint(1, g.n)
    elif t == "hunger":
        e["mob"] += rng.choice([-1, 1])


def raw_mutate(rng, text):
    """mutations below the JSON value level; returns (bytes, label)"""
    c = rng.randrange(9)
    if c == 0:
        return b"\xef\xbb\xbf" + text.encode(), "raw:bom"
    if c == 1:
        return b"\xef\xbb\xbf\xef\xbb\xbf" + text.encode(), "raw:bom2"
    nums = [m for m in re.finditer(r'(?<=[:\[,] )(-?\d+)(?=[,\]}])', text)]
    if c in (2, 3) and nums:
        m = rng.choice(nums)
        v = m.group(1)
        new = rng.choice([v + ".0", v + "e0", v + "E+0", "-0", "-0.0", "0" + v, v + "0" * 20])
        return (text[:m.start()] + new + text[m.end():]).encode(), "raw:number"
    if c == 4:
        i = text.find('"text": "')
        if i >= 0:
            i += 9
            ch = rng.choice(["\\ud83d\\ude00", "\\ud83d", "\\udc00", "\\u0000", "\\u00e9",
                             "\\q", "\t"])
            return (text[:i] + ch + text[i:]).encode(), "raw:string"
    if c == 5:
        t2 = re.sub(r'"seat": (\d+)', lambda m: f'"seat": {m.group(1)}, "seat": {m.group(1)}',
                    text, count=1)
        return t2.encode(), "raw:dupkey"
    if c == 6:
        t2 = text.replace('"block": "', '"block": "x", "block": "', 1)
        return t2.encode(), "raw:dupkey2"
    if c == 7:
        return (text + rng.choice([" x", "{}", "\n"])).encode(), "raw:trailing"
    return text.encode(), "raw:none"


# ---------------------------------------------------------------- main
def load_logs(dirs):
    out = []
    for d in dirs:
        for name in sorted(os.listdir(d)):
            if not name.endswith(".json") or name.endswith(".expected.json"):
                continue
            p = os.path.join(d, name)
            try:
                with open(p, encoding="utf-8-sig") as f:
                    doc = json.load(f)
            except ValueError:
                out.append((p, None))
                continue
            if isinstance(doc, dict) and doc.get("game") == "builders-biomes":
                out.append((p, doc))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="/tmp/build-ref/src/cli/tablecraft-cli")
    ap.add_argument("--games", type=int, default=20, help="games from `simulate` (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--logs-dir", action="append", default=[])
    ap.add_argument("--gen", type=int, default=0,
                    help="random games played by this script on the reference")
    ap.add_argument("--mutations", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", default="/tmp/bnb-fuzz-diffs")
    ap.add_argument("--sweep", action="store_true",
                    help="also replay a short prefix of each log at every --upto")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="bnb-fuzz-")
    logs = []
    if args.games > 0:
        simdir = os.path.join(work, "sim")
        cmd = [args.cli, "simulate", "--game", "builders-biomes", "--games", str(args.games),
               "--seed", str(args.seed), "--out", simdir]
        if args.players is not None:
            cmd += ["--players", str(args.players)]
        p = subprocess.run(cmd, capture_output=True)
        if p.returncode != 0:
            print("simulate failed (exit %d): %s" % (p.returncode,
                  p.stderr.decode("utf-8", "replace").strip()), file=sys.stderr)
            if not (args.logs_dir or args.gen):
                return 2
        else:
            logs += load_logs([simdir])
    logs += load_logs(args.logs_dir)
    if args.gen:
        gendir = os.path.join(work, "gen")
        os.makedirs(gendir)
        for i in range(args.gen):
            n = args.players or rng.randint(2, 4)
            rul = {k: rng.choice(v) for k, v in RULINGS.items()}
            doc = play_game(rng, n, rul)
            p = os.path.join(gendir, f"gen-{i:04d}.json")
            with open(p, "w", encoding="utf-8") as f:
                json.dump(doc, f, indent=1)
            logs.append((p, doc))
    if not logs:
        print("no logs to compare", file=sys.stderr)
        return 2
    os.makedirs(args.keep, exist_ok=True)

    cases = []  # (path, upto, label)
    for idx, (src, base) in enumerate(logs):
        name = os.path.basename(src)
        cases.append((src, None, "as-is"))
        if base is None or not isinstance(base.get("entries"), list):
            continue
        if idx == 0:
            for u in (2 ** 32, 2 ** 64, 10 ** 25):
                cases.append((src, u, "upto-huge"))
        if args.sweep:
            short = copy.deepcopy(base)
            del short["entries"][rng.randint(5, 60):]
            sp = os.path.join(work, f"{idx}-{name}.short.json")
            with open(sp, "w", encoding="utf-8") as f:
                json.dump(short, f)
            for u in range(0, len(short["entries"]) + 2):
                cases.append((sp, u, "sweep"))
        for _ in range(3):
            cases.append((src, rng.randint(0, len(base["entries"]) + 2), "upto"))
        for k in range(args.mutations):
            doc = copy.deepcopy(base)
            labels = [safe_mutate(rng, doc) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
            p = os.path.join(work, f"{idx}-{name}.m{k}.json")
            text = json.dumps(doc, ensure_ascii=False, indent=1)
            if rng.random() < 0.08:
                data, lab = raw_mutate(rng, text)
                labels.append(lab)
            else:
                data = text.encode("utf-8", "surrogatepass")
            with open(p, "wb") as f:
                f.write(data)
            ents = doc.get("entries") if isinstance(doc.get("entries"), list) else []
            upto = rng.randint(0, len(ents) + 1) if rng.random() < 0.2 else None
            cases.append((p, upto, "+".join(labels)))

    bad = 0
    n = 0
    by_label = {}
    exits = {}
    with ProcessPoolExecutor(max(1, args.jobs)) as ex:
        for case, ok, c, r in ex.map(functools.partial(one, args.cli), cases, chunksize=8):
            n += 1
            exits[(c[0], r[0])] = exits.get((c[0], r[0]), 0) + 1
            if ok:
                continue
            bad += 1
            p, upto, label = case
            by_label[label] = by_label.get(label, 0) + 1
            with open(p, encoding="utf-8", errors="backslashreplace") as f:
                log = f.read()
            with open(os.path.join(args.keep, f"diff-{bad:05d}.json"), "w",
                      encoding="utf-8") as f:
                json.dump({"label": label, "upto": upto, "log": log,
                           "cli": {"exit": c[0], "out": c[1]},
                           "ref": {"exit": r[0], "out": r[1]}}, f, indent=1)
    print(f"compared {n} cases from {len(logs)} logs, {bad} disagreements")
    print("exit codes (cli, reference): " +
          ", ".join(f"{k}: {v}" for k, v in sorted(exits.items())))
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print(f"  {v:5d}  {k}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
