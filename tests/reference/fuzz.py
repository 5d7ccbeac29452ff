#!/usr/bin/env python3
"""Differential fuzzer: tablecraft-cli replay vs tests/reference/mcg_referee.py.

    python3 fuzz.py [--cli PATH] [--games N] [--seed S] [--mutations M] [--jobs J]
                    [--keep DIR]

Simulated logs come from `tablecraft-cli simulate`; each log is compared as is,
with random --upto, and after many random mutations. Compared: exit code; for
exit 1 the error entry number and the state before it; for exit 0 the state.
Disagreements are written to --keep (one file per case, with both outputs).

Known disagreements at the time of writing (all judged to be CLI bugs against
shared/specs/mcg-log-v1.md; see the commit message): integers <= -2^64 read as 1,
trailing data after the JSON object, leading zeros in numbers, a second BOM, raw
control characters inside strings, U+0000 truncating a name.
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
    return g.state()


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
            ch = rng.choice(["\t", "\x01", "\x7f", "\\u0000", "\\ud83d\\ude00", "\\ud83d"])
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
    args = ap.parse_args()

    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="mcg-fuzz-")
    logdir = os.path.join(work, "logs")
    subprocess.run([args.cli, "simulate", "--games", str(args.games), "--seed",
                    str(args.seed), "--out", logdir], check=True, capture_output=True)
    os.makedirs(args.keep, exist_ok=True)
    cases = []  # (path, upto, label)
    n = 0
    for name in sorted(os.listdir(logdir)):
        src = os.path.join(logdir, name)
        with open(src, encoding="utf-8") as f:
            base = json.load(f)
        cases.append((src, None, "as-is"))
        for _ in range(3):
            cases.append((src, rng.randint(0, len(base["entries"]) + 2), "upto"))
        for k in range(args.mutations):
            doc = copy.deepcopy(base)
            labels = [mutate(rng, doc) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
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
                with open(p, encoding="utf-8") as f:
                    log = f.read()
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
