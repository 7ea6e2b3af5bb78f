"""Schemathesis hooks for test/system/schemathesis.test.ts: each call as the site's client makes it.

Signs every call exactly as packages/signing does (SPEC.md section 7): query `timestamp` (Unix ms)
and `sign` = lowercase hex HMAC-SHA256 of the timestamp keyed with the signing secret, plus
`X-Requested-With`. Sends the session cookies of a signed-in test customer where the operation
needs a session, and gives each call a visitor address of its own (the test gateway believes
X-Forwarded-For from loopback), so the run never spends one visitor's rate budget.
"""

import hashlib
import hmac
import os
import random
import time

import schemathesis

SIGNING_SECRET = os.environ["MW_SIGNING_SECRET"].encode()
SESSION_COOKIES = dict(
    pair.strip().split("=", 1) for pair in os.environ.get("MW_SESSION_COOKIES", "").split(";") if "=" in pair
)


def _visitor_address() -> str:
    """An address of the 198.18.0.0/15 benchmarking range, as test/support/gateway-client.ts uses."""
    return f"198.{random.choice((18, 19))}.{random.randint(1, 254)}.{random.randint(1, 254)}"


@schemathesis.hook
def before_call(context, case, **kwargs):
    timestamp = str(int(time.time() * 1000))
    signature = hmac.new(SIGNING_SECRET, timestamp.encode(), hashlib.sha256).hexdigest()
    case.query = {**(case.query or {}), "timestamp": timestamp, "sign": signature}
    case.headers = {**(case.headers or {}), "X-Requested-With": "XMLHttpRequest", "X-Forwarded-For": _visitor_address()}
    # Only where a session is needed: public routes, logout among them, are called anonymously, so the
    # session lives through the whole run.
    if case.operation.definition.raw.get("x-access") in ("signed-in", "staff"):
        case.cookies = {**(case.cookies or {}), **SESSION_COOKIES}
