"""Is there a Dask scheduler at ``--cluster ADDRESS``?  Asked before a
`distributed.Client` is made (issue 14, faults and bad input), because a
Client pointed at the wrong thing fails badly: at an SSH or other
non-Dask port it reads the banner as frame lengths and dies allocating
exabytes, at an HTTP server it waits for a handshake forever, and a
Client that fails while it is made still tries to close itself when it
is collected, printing a traceback ten seconds later.

`check_scheduler(address, timeout_s) -> {"type": "Scheduler", ...}`: opens
one Dask comm (handshake included) and asks the other end's ``identity``,
the whole exchange within ``timeout_s`` seconds; `HexwrightError` (one
line naming the address and what went wrong) when the address is
malformed, nothing answers, the answer is not Dask's, or it is not a
scheduler.
"""
from __future__ import annotations

import asyncio

from core.errors import HexwrightError
from core.i18n import _


async def _identity(address: str, timeout_s: float):
    from distributed.comm import connect  # lazy: optional dependency (hexwright[cluster])
    comm = await connect(address, timeout=timeout_s)
    try:
        await comm.write({"op": "identity"})
        return await comm.read()
    finally:
        comm.abort()


def unreachable(address: str, why: str) -> HexwrightError:
    """The error of a ``--cluster`` address with no Dask scheduler (``why``: what went wrong)."""
    return HexwrightError(_("--cluster {address}: cannot reach a Dask scheduler there ({e}); start "
                            "one with 'dask scheduler' and at least one 'dask worker ADDRESS'").format(
                              address=address, e=why))


def check_scheduler(address: str, timeout_s: float) -> dict:
    """The scheduler's identity at ``address`` (module doc); `HexwrightError`
    when there is none within ``timeout_s`` seconds (connect and reply)."""
    try:
        reply = asyncio.run(asyncio.wait_for(_identity(address, timeout_s), 2 * timeout_s))
    except (TimeoutError, asyncio.TimeoutError):
        raise unreachable(address, _("no Dask answer within {s} s").format(s=2 * timeout_s)) from None
    except ValueError as e:  # a malformed address: Dask's own message names the part
        raise unreachable(address, str(e)) from None
    except OSError as e:
        raise unreachable(address, str(e) or type(e).__name__) from None
    except Exception as e:  # noqa: BLE001 -- whatever a non-Dask server's bytes make of Dask's protocol
        raise unreachable(address, _("it does not speak Dask's protocol: {e}").format(
                                   e=f"{type(e).__name__}: {e}"[:70])) from None
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        kind = reply.get("type") if isinstance(reply, dict) else type(reply).__name__
        raise unreachable(address, _("the other end is a {kind}, not a scheduler").format(kind=kind))
    return reply
