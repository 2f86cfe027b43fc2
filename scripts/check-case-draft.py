#!/usr/bin/env python3
"""Quick structural check of case files against the seed format and data/taxonomy.json.
Usage: python3 /tmp/checkcase.py data/cases/IL-0101.json [...]"""
import json, sys, re
tax = json.load(open('/work/main/data/taxonomy.json'))
KEYS = ["id","org","date","docs","title","domain","impact","review","lessons","related","sources","summary","trigger","severity","symptoms","timeline","date_kind","detection","components","root_cause","remediation","action_items","contributing","recurrence_of","symptoms_text","updated_at","url","org_slug"]
ok = True
def err(f, m):
    global ok; ok = False; print(f"{f}: {m}")
for f in sys.argv[1:]:
    try: c = json.load(open(f))
    except Exception as e: err(f, f"not JSON: {e}"); continue
    for k in KEYS:
        if k not in c: err(f, f"missing key {k}")
    if not re.fullmatch(r"IL-\d{4}", c.get("id","")): err(f, "bad id")
    if f.split('/')[-1] != c.get("id","")+".json": err(f, "file name must be <id>.json")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", c.get("date","")): err(f, "date must be YYYY-MM-DD")
    if c.get("date_kind") not in ("occurred","published"): err(f, "date_kind must be occurred|published")
    if c.get("severity") not in ("critical","major","minor","unknown"): err(f, "severity must be critical|major|minor|unknown")
    for k in ("title","summary","lessons"):
        v = c.get(k) or {}
        if not v.get("en") or not v.get("ko"): err(f, f"{k} needs en and ko")
    for k in ("trigger","detection","symptoms_text"):
        v = c.get(k)
        if v is not None and not (isinstance(v, dict) and v.get("en")): err(f, f"{k} must be {{en,ko}} or null")
    for k, t in (("domain","domain"),("components","component"),("symptoms","symptom"),("contributing","contributing")):
        for s in c.get(k, []):
            if s not in tax[t]: err(f, f"{k}: unknown slug {s}")
    if c.get("root_cause") not in tax["root_cause"]: err(f, f"unknown root_cause {c.get('root_cause')}")
    srcs = c.get("sources", [])
    if not srcs or not all(isinstance(s, dict) and str(s.get("url","")).startswith("https://") for s in srcs): err(f, "needs >=1 source with https url")
    tl = c.get("timeline", {})
    for k in ("detected_after","resolved_after"):
        if tl.get(k) is not None and not isinstance(tl.get(k), (int,float)): err(f, f"timeline.{k} must be minutes or null")
    for a in c.get("action_items", []):
        if not (isinstance(a, dict) and isinstance(a.get("text"), dict) and a["text"].get("en")): err(f, "action_items[] must be {text:{en,ko}}")
print("OK" if ok else "PROBLEMS")
