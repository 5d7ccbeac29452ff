#!/usr/bin/env python3
"""Independent reference referee for tablecraft-log v1, Minecraft Card Game.

Written from docs only (shared/specs/mcg-log-v1.md and the card data), without
reading the C engine, so that the two can be compared by tests/reference/fuzz.py.

    python3 mcg_referee.py replay FILE [--json] [--upto N]

Exit 0: state; exit 1: first illegal entry + state before it; exit 2: malformed.
"""
import json
import sys

# ---------------------------------------------------------------- card data
RES_TYPES = ["wood", "stone", "iron", "gold", "diamond", "wild"]
DENOMS = {
    "wood": [8, 10, 6], "stone": [4, 3, 2], "iron": [4, 2, 2],
    "gold": [4, 2, 1], "diamond": [3, 2, 1], "wild": [7, 3, 1],
}
DECK = {}
RES_ORDER = []
for _t in RES_TYPES:
    for _v in (1, 2, 3):
        _id = f"{_t}-{_v}"
        DECK[_id] = DENOMS[_t][_v - 1]
        RES_ORDER.append(_id)
DECK["creeper"] = 5
DECK["tnt"] = 5
RES_ORDER += ["creeper", "tnt"]
RES_RANK = {c: i for i, c in enumerate(RES_ORDER)}

MATERIALS = ["wood", "stone", "iron", "gold", "diamond"]
TOOLS = ["hoe", "shovel", "sword", "axe", "pickaxe"]
# wood count, material count (material == wood for wood tier), points
_SHAPE = {"hoe": (1, 1), "shovel": (2, 1), "sword": (1, 2), "axe": (1, 3), "pickaxe": (2, 3)}
_POINTS = {
    "wood": [1, 2, 2, 3, 4], "stone": [1, 2, 3, 3, 4], "iron": [1, 3, 3, 4, 5],
    "gold": [1, 3, 3, 4, 5], "diamond": [2, 3, 4, 5, 6],
}
_WOOD_TIER = {"hoe": 2, "shovel": 3, "sword": 3, "axe": 4, "pickaxe": 5}
CRAFT = {}
CRAFT_ORDER = []
for _m in MATERIALS:
    for _i, _tool in enumerate(TOOLS):
        _id = f"{_m}-{_tool}"
        if _m == "wood":
            recipe = {"wood": _WOOD_TIER[_tool]}
        else:
            w, n = _SHAPE[_tool]
            recipe = {"wood": w, _m: n}
        CRAFT[_id] = {"recipe": recipe, "points": _POINTS[_m][_i], "tool": _tool}
        CRAFT_ORDER.append(_id)
CRAFT_RANK = {c: i for i, c in enumerate(CRAFT_ORDER)}

TARGET = {2: 24, 3: 20, 4: 16}
# Unicode White_Space property plus the ASCII separators U+001C..U+001F, as
# docs/log-format.md decides ("as most JSON tools trim"; the same set as str.strip())
WHITE_SPACE = ("\t\n\v\f\r\x1c\x1d\x1e\x1f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003"
               "\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
RULINGS = {
    "empty_pile": ["reshuffle_discard", "stay_empty"],
    "creeper_exposed_by_tnt": ["no_effect", "attack"],
    "creeper_exposed_by_hoe": ["no_effect", "attack"],
    "shovel": ["skip_one_action", "limit_to_one_action"],
}


def is_res(c):
    return c in DECK


def is_plain_res(c):  # resource or wild card (goes to a hand)
    return c in DECK and c not in ("creeper", "tnt")


def res_sorted(cards):
    return sorted(cards, key=lambda c: RES_RANK[c])


# ---------------------------------------------------------------- errors
class FormatError(Exception):
    def __init__(self, msg, entry=None):
        super().__init__(msg)
        self.entry = entry


class RuleError(Exception):
    def __init__(self, rule, msg):
        super().__init__(msg)
        self.rule = rule


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# ---------------------------------------------------------------- reading
def _reject_constant(name):
    raise ValueError("non-JSON constant " + name)


def load_file(path):
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise FormatError(f"cannot read file: {e}")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FormatError(f"not UTF-8: {e}")
    # json.loads is already as strict as docs/log-format.md "Reading is strict" asks:
    # it refuses leading zeros, raw control characters in strings, anything but JSON
    # white space after the value, a second BOM (U+FEFF before the object) and escapes
    # RFC 8259 lacks; integers of any size stay integers (range checks make them exit 1).
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        raise FormatError(f"not JSON: {e}")
    if not isinstance(doc, dict):
        raise FormatError("top level is not an object")
    _check_scalars(doc)
    return doc


def _check_scalars(v):
    """a \\uD800-style lone surrogate escape decodes to no Unicode character: malformed.
    A string holding U+0000 (only possible as the escape \\u0000) is malformed too: a
    decision of docs/log-format.md "Reading is strict" (C strings cannot keep it)."""
    stack = [v]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if any("\ud800" <= ch <= "\udfff" for ch in x):
                raise FormatError("string holds a lone surrogate")
            if "\x00" in x:
                raise FormatError("string holds U+0000")
        elif isinstance(x, list):
            stack.extend(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())


ENTRY_FIELDS = {
    # type: [(name, kind, required)]
    "setup": [("resource_tops", "strlist", True), ("craft_tops", "strlist", True),
              ("first_seat", "int", False)],
    "mine": [("seat", "int", True), ("pile", "int", True)],
    "reveal": [("pile", "int", False), ("craft_pile", "int", False), ("card", "str", True)],
    "tnt_keep": [("seat", "int", True), ("cards", "strlist", True)],
    "creeper_discard": [("seat", "int", True), ("card", "str", False), ("sword", "str", False)],
    "craft": [("seat", "int", True), ("pay", "strlist", True), ("axes", "strlist", False)],
    "reserve": [("seat", "int", True), ("craft_pile", "int", True)],
    "use_tool": [("seat", "int", True), ("tool", "str", True), ("target", "int", False)],
    "end_turn": [("seat", "int", True)],
    "note": [("text", "str", True)],
}


def _check_kind(v, kind):
    if kind == "int":
        return is_int(v)
    if kind == "str":
        return isinstance(v, str)
    if kind == "strlist":
        return isinstance(v, list) and all(isinstance(x, str) for x in v)
    return False


def check_entry(e, n):
    if not isinstance(e, dict):
        raise FormatError("entry is not an object", n)
    t = e.get("type")
    if not isinstance(t, str):
        raise FormatError("entry has no string type", n)
    if t not in ENTRY_FIELDS:
        raise FormatError(f"unknown entry type {t!r}", n)
    for name, kind, req in ENTRY_FIELDS[t]:
        if name in e:
            if not _check_kind(e[name], kind):
                raise FormatError(f"{t}.{name} has the wrong type", n)
        elif req:
            raise FormatError(f"{t} lacks {name}", n)
    if t == "reveal":
        if ("pile" in e) == ("craft_pile" in e):
            raise FormatError("reveal needs exactly one of pile/craft_pile", n)
    if t == "creeper_discard":
        if ("card" in e) == ("sword" in e):
            raise FormatError("creeper_discard needs exactly one of card/sword", n)
    if t == "craft":
        if "source" not in e:
            raise FormatError("craft lacks source", n)
        s = e["source"]
        if isinstance(s, str):
            if s != "reserve":
                raise FormatError("craft.source string must be 'reserve'", n)
        elif isinstance(s, dict):
            if "craft_pile" not in s or not is_int(s["craft_pile"]):
                raise FormatError("craft.source needs an integer craft_pile", n)
        else:
            raise FormatError("craft.source has the wrong type", n)
    if t == "use_tool":
        if e["tool"].endswith("-shovel") and "target" not in e:
            raise FormatError("shovel use needs a target", n)


def check_doc(doc):
    if doc.get("format") != "tablecraft-log":
        raise FormatError("format is not tablecraft-log")
    v = doc.get("version")
    if not is_int(v) or v != 1:
        raise FormatError("version is not the integer 1")
    if doc.get("game") != "minecraft-card-game":
        raise FormatError("game is not minecraft-card-game")
    if "players" not in doc or "entries" not in doc:
        raise FormatError("players and entries are required")
    if "created" in doc and not isinstance(doc["created"], str):
        raise FormatError("created is not a string")
    players = doc["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise FormatError("players is not a list of strings")
    if not 2 <= len(players) <= 4:
        raise FormatError("players must be 2-4")
    names = [p.strip(WHITE_SPACE) for p in players]
    for nm in names:
        if not 1 <= len(nm) <= 64:
            raise FormatError("player name length")
    if len(set(names)) != len(names):
        raise FormatError("player names not unique")
    rulings = dict(k[:] for k in [])
    if "rulings" in doc:
        r = doc["rulings"]
        if not isinstance(r, dict):
            raise FormatError("rulings is not an object")
        for k, val in r.items():
            if k not in RULINGS or not isinstance(val, str) or val not in RULINGS[k]:
                raise FormatError(f"unknown ruling {k}={val!r}")
        rulings = dict(r)
    for k, vals in RULINGS.items():
        rulings.setdefault(k, vals[0])
    if not isinstance(doc["entries"], list):
        raise FormatError("entries is not an array")
    if "redo" in doc and not isinstance(doc["redo"], list):
        raise FormatError("redo is not an array")
    for i, e in enumerate(doc["entries"]):
        check_entry(e, i + 1)
    for i, e in enumerate(doc.get("redo", [])):
        check_entry(e, None)
    return names, rulings


# ---------------------------------------------------------------- game
class Game:
    def __init__(self, names, rulings):
        self.names = names
        self.n = len(names)
        self.rulings = rulings
        self.target = TARGET[self.n]
        self.started = False
        self.piles = [{"remaining": 15, "top": None, "contents": None} for _ in range(5)]
        self.cpiles = [{"remaining": 6, "top": None} for _ in range(4)]
        self.discard = []
        self.hands = [[] for _ in range(self.n)]
        self.reserved = [None] * self.n
        self.crafted = [dict() for _ in range(self.n)]  # card -> used
        self.penalty = [0] * self.n
        self.active = None
        self.actions = 0
        self.queue = []
        self.winner = None
        self.seen_craft = set()
        self.entries = 0

    # -------- helpers
    def points(self, s):
        return sum(CRAFT[c]["points"] for c in self.crafted[s])

    def located(self, card):
        n = 0
        for h in self.hands:
            n += h.count(card)
        n += self.discard.count(card)
        for p in self.piles:
            if p["contents"] is not None:
                n += p["contents"].count(card)
            elif p["top"] == card:
                n += 1
        for it in self.queue:
            if it["type"] == "tnt_keep":
                n += it["from"].count(card) + (1 if card == "tnt" else 0)
        return n

    def seat(self, s):
        if not is_int(s) or not 1 <= s <= self.n:
            raise RuleError("seat.range", f"seat {s} out of range")
        return s - 1

    def need_active(self, e):
        s = self.seat(e["seat"])
        if s != self.active:
            raise RuleError("turn.not_active", "not the active seat")
        return s

    def need_action(self):
        if self.actions < 1:
            raise RuleError("turn.no_actions", "no actions left")

    def need_empty_queue(self):
        if self.queue:
            raise RuleError("queue.pending", "the table owes inputs first")

    def pile_leave(self, pi, card):
        """top card leaves pile pi"""
        p = self.piles[pi]
        p["remaining"] -= 1
        p["top"] = None
        if p["contents"] is not None:
            p["contents"].remove(card)

    def owe_or_empty(self, pi, cause):
        p = self.piles[pi]
        if p["remaining"] > 0:
            self.queue.append({"type": "reveal", "pile": pi, "cause": cause})
            return
        p["contents"] = None
        if self.rulings["empty_pile"] == "reshuffle_discard" and self.discard:
            p["contents"] = list(self.discard)
            p["remaining"] = len(self.discard)
            self.discard = []
            self.queue.append({"type": "reveal", "pile": pi, "cause": cause})

    # -------- entries
    def apply(self, e):
        t = e["type"]
        if t == "note":
            return
        if self.winner is not None:
            raise RuleError("game.over", "the game is over; only notes are legal")
        if not self.started:
            if t != "setup":
                raise RuleError("setup.missing", "setup must come first")
            return self.do_setup(e)
        getattr(self, "do_" + t)(e)

    def do_setup(self, e):
        if not self.started and False:
            pass
        tops = e["resource_tops"]
        ctops = e["craft_tops"]
        if len(tops) != 5:
            raise RuleError("setup.resource_tops", "need 5 resource tops")
        if len(ctops) != 4:
            raise RuleError("setup.craft_tops", "need 4 craft tops")
        cnt = {}
        for c in tops:
            if not is_res(c):
                raise RuleError("card.unknown", f"{c} is not a resource card")
            cnt[c] = cnt.get(c, 0) + 1
            if cnt[c] > DECK[c]:
                raise RuleError("card.exhausted", f"too many {c}")
        for c in ctops:
            if c not in CRAFT:
                raise RuleError("card.unknown", f"{c} is not a craft card")
        if len(set(ctops)) != 4:
            raise RuleError("setup.craft_tops", "craft tops not distinct")
        fs = e.get("first_seat", 1)
        if not 1 <= fs <= self.n:
            raise RuleError("setup.first_seat", "first_seat out of range")
        self.started = True
        for i, c in enumerate(tops):
            self.piles[i]["top"] = c
        for i, c in enumerate(ctops):
            self.cpiles[i]["top"] = c
            self.seen_craft.add(c)
        for i, c in enumerate(tops):
            if c == "creeper":
                self.discard.append(c)
                self.pile_leave(i, c)
                self.owe_or_empty(i, "setup")
        self.active = fs - 1
        self.actions = 2

    def do_mine(self, e):
        s = self.need_active(e)
        self.need_action()
        self.need_empty_queue()
        pn = e["pile"]
        if not 1 <= pn <= 5:
            raise RuleError("pile.range", "pile out of range")
        pi = pn - 1
        p = self.piles[pi]
        top = p["top"]
        if top is None:
            raise RuleError("mine.no_top", "pile has no known top")
        self.actions -= 1
        if top == "tnt":
            self.pile_leave(pi, top)
            taken = []
            affected = []
            for j in range(5):
                if j == pi:
                    continue
                q = self.piles[j]
                if q["remaining"] > 0 and q["top"] is not None:
                    c = q["top"]
                    taken.append(c)
                    affected.append(j)
                    self.pile_leave(j, c)
            self.queue.append({"type": "tnt_keep", "seat": s, "from": taken,
                               "tnt_pile": pi, "affected": affected})
        else:
            self.hands[s].append(top)
            self.pile_leave(pi, top)
            self.owe_or_empty(pi, "mine")

    def front_run(self):
        run = []
        for it in self.queue:
            if it["type"] != "reveal":
                break
            run.append(it)
        return run

    def do_reveal(self, e):
        card = e["card"]
        run = self.front_run()
        if "pile" in e:
            pn = e["pile"]
            if not 1 <= pn <= 5:
                raise RuleError("pile.range", "pile out of range")
            pi = pn - 1
            item = next((it for it in run if "pile" in it and it["pile"] == pi), None)
            if item is None:
                raise RuleError("reveal.not_owed", "no reveal owed for that pile now")
            if not is_res(card):
                raise RuleError("card.unknown", f"{card} is not a resource card")
            p = self.piles[pi]
            if p["contents"] is not None:
                if card not in p["contents"]:
                    raise RuleError("card.not_in_pile", "card not in the rebuilt pile")
            elif DECK[card] - self.located(card) < 1:
                raise RuleError("card.exhausted", f"no {card} left")
            self.queue.remove(item)
            cause = item["cause"]
            if card == "creeper":
                attack = cause == "mine" or \
                    (cause == "tnt" and self.rulings["creeper_exposed_by_tnt"] == "attack") or \
                    (cause == "hoe" and self.rulings["creeper_exposed_by_hoe"] == "attack")
                p["top"] = card
                if attack:
                    seats = [i for i in range(self.n) if self.hands[i]]
                    if seats:
                        self.queue.insert(0, {"type": "creeper", "pile": pi, "cause": cause,
                                              "seats": seats})
                        return
                self.discard.append(card)
                self.pile_leave(pi, card)
                self.owe_or_empty(pi, cause)
            else:
                p["top"] = card
        else:
            kn = e["craft_pile"]
            if not 1 <= kn <= 4:
                raise RuleError("craft_pile.range", "craft pile out of range")
            ki = kn - 1
            item = next((it for it in run if "craft_pile" in it and it["craft_pile"] == ki), None)
            if item is None:
                raise RuleError("reveal.not_owed", "no reveal owed for that craft pile now")
            if card not in CRAFT:
                raise RuleError("card.unknown", f"{card} is not a craft card")
            if card in self.seen_craft:
                raise RuleError("card.seen", f"{card} already seen")
            self.queue.remove(item)
            self.seen_craft.add(card)
            self.cpiles[ki]["top"] = card

    def do_tnt_keep(self, e):
        s = self.seat(e["seat"])
        if not self.queue or self.queue[0]["type"] != "tnt_keep" or self.queue[0]["seat"] != s:
            raise RuleError("tnt_keep.not_owed", "no tnt_keep owed by that seat")
        item = self.queue[0]
        cards = e["cards"]
        if len(cards) > 2:
            raise RuleError("tnt_keep.too_many", "at most 2 cards")
        rest = list(item["from"])
        for c in cards:
            if not is_res(c):
                raise RuleError("card.unknown", f"{c} unknown")
            if not is_plain_res(c):
                raise RuleError("tnt_keep.special", "cannot keep creeper/tnt")
            if c not in rest:
                raise RuleError("tnt_keep.not_taken", f"{c} was not taken")
            rest.remove(c)
        self.queue.pop(0)
        self.hands[s].extend(cards)
        self.discard.extend(rest)
        self.discard.append("tnt")
        self.owe_or_empty(item["tnt_pile"], "mine")
        for j in item["affected"]:
            self.owe_or_empty(j, "tnt")

    def do_creeper_discard(self, e):
        s = self.seat(e["seat"])
        if not self.queue or self.queue[0]["type"] != "creeper" or s not in self.queue[0]["seats"]:
            raise RuleError("creeper.not_owed", "that seat owes no creeper discard")
        item = self.queue[0]
        if "card" in e:
            c = e["card"]
            if not is_res(c):
                raise RuleError("card.unknown", f"{c} unknown")
            if c not in self.hands[s]:
                raise RuleError("creeper.not_in_hand", "card not in hand")
            self.hands[s].remove(c)
            self.discard.append(c)
        else:
            sw = e["sword"]
            if sw not in CRAFT:
                raise RuleError("card.unknown", f"{sw} unknown")
            if CRAFT[sw]["tool"] != "sword":
                raise RuleError("creeper.not_sword", "not a sword")
            if self.crafted[s].get(sw, True):
                raise RuleError("creeper.sword", "not an unused sword of the seat")
            self.crafted[s][sw] = True
        item["seats"].remove(s)
        if not item["seats"]:
            self.queue.pop(0)
            pi = item["pile"]
            self.discard.append("creeper")
            self.pile_leave(pi, "creeper")
            self.owe_or_empty(pi, item["cause"])

    def do_craft(self, e):
        s = self.need_active(e)
        self.need_action()
        self.need_empty_queue()
        src = e["source"]
        if src == "reserve":
            card = self.reserved[s]
            if card is None:
                raise RuleError("craft.no_reserve", "nothing reserved")
            ki = None
        else:
            kn = src["craft_pile"]
            if not 1 <= kn <= 4:
                raise RuleError("craft_pile.range", "craft pile out of range")
            ki = kn - 1
            card = self.cpiles[ki]["top"]
            if card is None:
                raise RuleError("craft.no_top", "craft pile has no top")
        pay = e["pay"]
        hand = list(self.hands[s])
        for c in pay:
            if not is_res(c):
                raise RuleError("card.unknown", f"{c} unknown")
            if c not in hand:
                raise RuleError("craft.not_in_hand", f"{c} not in hand")
            hand.remove(c)
        axes = e.get("axes", [])
        if len(set(axes)) != len(axes):
            raise RuleError("craft.axe_twice", "axe named twice")
        for a in axes:
            if a not in CRAFT:
                raise RuleError("card.unknown", f"{a} unknown")
            if CRAFT[a]["tool"] != "axe" or self.crafted[s].get(a, True):
                raise RuleError("craft.axe", "not an unused axe of the seat")
        if not sufficient(CRAFT[card]["recipe"], pay, len(axes)):
            raise RuleError("craft.payment", "payment insufficient")
        self.actions -= 1
        self.hands[s] = hand
        self.discard.extend(pay)
        for a in axes:
            self.crafted[s][a] = True
        self.crafted[s][card] = False
        if ki is None:
            self.reserved[s] = None
        else:
            cp = self.cpiles[ki]
            cp["remaining"] -= 1
            cp["top"] = None
            if cp["remaining"] > 0:
                self.queue.append({"type": "reveal", "craft_pile": ki})
        if self.points(s) >= self.target:
            self.winner = s
            self.queue = []

    def do_reserve(self, e):
        s = self.need_active(e)
        self.need_action()
        self.need_empty_queue()
        if self.reserved[s] is not None:
            raise RuleError("reserve.full", "already reserved")
        kn = e["craft_pile"]
        if not 1 <= kn <= 4:
            raise RuleError("craft_pile.range", "craft pile out of range")
        ki = kn - 1
        cp = self.cpiles[ki]
        if cp["top"] is None:
            raise RuleError("reserve.no_top", "craft pile has no top")
        self.actions -= 1
        self.reserved[s] = cp["top"]
        cp["top"] = None
        cp["remaining"] -= 1
        if cp["remaining"] > 0:
            self.queue.append({"type": "reveal", "craft_pile": ki})

    def do_use_tool(self, e):
        s = self.seat(e["seat"])
        self.need_empty_queue()
        tool = e["tool"]
        if tool not in CRAFT:
            raise RuleError("card.unknown", f"{tool} unknown")
        if self.crafted[s].get(tool, True):
            raise RuleError("tool.not_own_unused", "not the seat's unused tool")
        kind = CRAFT[tool]["tool"]
        if kind in ("sword", "axe"):
            raise RuleError("tool.passive", "sword/axe cannot be used this way")
        if kind == "pickaxe":
            if s != self.active:
                raise RuleError("turn.not_active", "pickaxe only on own turn")
            self.crafted[s][tool] = True
            self.actions += 1
        elif kind == "shovel":
            tg = e["target"]
            if not 1 <= tg <= self.n or tg - 1 == s:
                raise RuleError("tool.target", "bad shovel target")
            self.crafted[s][tool] = True
            self.penalty[tg - 1] += 1
        else:  # hoe
            self.crafted[s][tool] = True
            hit = []
            for j in range(5):
                p = self.piles[j]
                if p["remaining"] > 0:
                    c = p["top"]
                    self.discard.append(c)
                    self.pile_leave(j, c)
                    hit.append(j)
            for j in hit:
                self.owe_or_empty(j, "hoe")

    def do_end_turn(self, e):
        self.need_active(e)
        self.need_empty_queue()
        nxt = (self.active + 1) % self.n
        pen = self.penalty[nxt]
        if self.rulings["shovel"] == "limit_to_one_action":
            acts = 1 if pen > 0 else 2
        else:
            acts = max(0, 2 - pen)
        self.penalty[nxt] = 0
        self.active = nxt
        self.actions = acts

    def do_setup_again(self, e):
        raise RuleError("setup.twice", "setup only once")

    # -------- output
    def state(self):
        pend = []
        for it in self.queue:
            if it["type"] == "reveal":
                if "pile" in it:
                    pend.append({"type": "reveal", "pile": it["pile"] + 1})
                else:
                    pend.append({"type": "reveal", "craft_pile": it["craft_pile"] + 1})
            elif it["type"] == "tnt_keep":
                pend.append({"type": "tnt_keep", "seat": it["seat"] + 1, "from": list(it["from"])})
            else:
                pend.append({"type": "creeper_discard", "seats": [x + 1 for x in sorted(it["seats"])]})
        return {
            "game": "minecraft-card-game",
            "entries": self.entries,
            "status": "finished" if self.winner is not None else "in_progress",
            "winner": None if self.winner is None else self.winner + 1,
            "turn": None if self.active is None else {"seat": self.active + 1,
                                                      "actions_left": self.actions},
            "pending": pend,
            "seats": [{
                "seat": i + 1, "name": self.names[i], "points": self.points(i),
                "hand": res_sorted(self.hands[i]), "reserved": self.reserved[i],
                "crafted": [{"card": c, "used": self.crafted[i][c]}
                            for c in sorted(self.crafted[i], key=lambda c: CRAFT_RANK[c])],
            } for i in range(self.n)],
            "resource_piles": [{"pile": j + 1, "remaining": p["remaining"], "top": p["top"]}
                               for j, p in enumerate(self.piles)],
            "craft_piles": [{"craft_pile": k + 1, "remaining": c["remaining"], "top": c["top"]}
                            for k, c in enumerate(self.cpiles)],
            "discard": res_sorted(self.discard),
        }


Game.do_setup_first = Game.do_setup


def _do_setup_dispatch(self, e):
    if self.started:
        raise RuleError("setup.twice", "setup only once")
    return Game.do_setup_first(self, e)


Game.do_setup = _do_setup_dispatch


def sufficient(recipe, pay, naxes):
    need = dict(recipe)
    need["wood"] = need.get("wood", 0) - 2 * naxes
    wilds = []
    for c in pay:
        t, _, v = c.rpartition("-")
        if t == "wild":
            wilds.append(int(v))
        elif t in need:
            need[t] -= int(v)
    deficits = [max(0, d) for d in need.values()]
    deficits = [d for d in deficits if d > 0]
    if not deficits:
        return True
    if len(deficits) == 1:
        return sum(wilds) >= deficits[0]
    d1, d2 = deficits
    total = sum(wilds)
    sums = {0}
    for w in wilds:
        sums |= {x + w for x in sums}
    return any(x >= d1 and total - x >= d2 for x in sums)


# ---------------------------------------------------------------- CLI
def text_state(st):
    lines = [f"{st['game']}: {st['entries']} entries, {st['status']}"]
    if st["winner"]:
        lines.append(f"winner: seat {st['winner']}")
    if st["turn"]:
        lines.append(f"turn: seat {st['turn']['seat']}, {st['turn']['actions_left']} actions left")
    for s in st["seats"]:
        lines.append(f"seat {s['seat']} {s['name']}: {s['points']} pts, hand {' '.join(s['hand'])}")
    return "\n".join(lines)


def main(argv):
    args = argv[1:]
    if not args or args[0] != "replay":
        print("usage: mcg_referee.py replay FILE [--json] [--upto N]", file=sys.stderr)
        return 2
    args = args[1:]
    path = None
    as_json = False
    upto = None
    upto_bad = False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--json":
            as_json = True
        elif a == "--upto":
            if i + 1 >= len(args):
                upto_bad = True
            else:
                i += 1
                v = args[i]
                if v.isascii() and v.isdigit():
                    upto = int(v)
                else:
                    upto_bad = True
        elif path is None:
            path = a
        else:
            upto_bad = True
        i += 1

    def fail2(msg, entry=None):
        if as_json:
            print(json.dumps({"error": {"entry": entry, "rule": "format", "message": msg}}))
        else:
            print(f"{path}: " + (f"entry {entry}: " if entry else "") + msg, file=sys.stderr)
        return 2

    if path is None or upto_bad:
        return fail2("bad command line")
    try:
        doc = load_file(path)
        names, rulings = check_doc(doc)
    except FormatError as e:
        return fail2(str(e), e.entry)
    g = Game(names, rulings)
    entries = doc["entries"]
    n = len(entries) if upto is None else min(upto, len(entries))
    for k in range(n):
        e = entries[k]
        try:
            g.apply(e)
        except RuleError as err:
            if as_json:
                print(json.dumps({"error": {"entry": k + 1, "type": e["type"], "rule": err.rule,
                                            "message": str(err)}, "state": g.state()}))
            else:
                print(f"{path}: entry {k + 1}: {err}", file=sys.stderr)
            return 1
        g.entries = k + 1
    st = g.state()
    if as_json:
        print(json.dumps(st))
    else:
        print(text_state(st))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
