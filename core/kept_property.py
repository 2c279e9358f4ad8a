"""`kept_property`: ``functools.cached_property`` without the lock that
CPython 3.11 takes on every first computation (3.12 dropped it).

The engine makes many short-lived immutable objects (a new rules position
per action, a new unit per change) and reads a kept answer of each
(`core.rules.coh.units`: a unit's `sig`, a position's units by id and by
hex); the locked path cost several times the computation itself in a bot
playout (issue 14, "a faster engine").  The value is stored in the
instance's ``__dict__`` under the attribute's name on first access, after
which the instance attribute shadows this non-data descriptor, as with
``cached_property``.  Not thread-safe in the sense 3.11's was (two threads
may both compute it; both get an equal value from a pure function).
"""
from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar, overload

_T = TypeVar("_T")


class kept_property(Generic[_T]):
    """A property computed once per instance (module doc); ``fn(instance)``
    must be a pure function of the instance."""

    def __init__(self, fn: Callable[[Any], _T]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, cls: type | None = None) -> "kept_property[_T]": ...

    @overload
    def __get__(self, obj: object, cls: type | None = None) -> _T: ...

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        v = obj.__dict__[self.name] = self.fn(obj)
        return v
