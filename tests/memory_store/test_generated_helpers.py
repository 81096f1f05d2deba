"""The helpers the privacy tests draw their values with: a draw that cannot succeed says
so at once instead of looping for ever."""

from __future__ import annotations

import random

import pytest

from tests.memory_store.generated import drawn


@pytest.mark.parametrize(("n", "each_case"), [(3, 0), (4, 1), (8, 1), (20, 3)])
def test_drawn_has_its_shape(n: int, each_case: int) -> None:
    r = random.Random(n * 31 + each_case)
    for _ in range(50):
        value = drawn(r, n, each_case=each_case)
        assert len(value) == n and value.isalnum()
        assert sum(c.isdigit() for c in value) >= 2
        assert sum(c.isupper() for c in value) >= each_case
        assert sum(c.islower() for c in value) >= each_case


@pytest.mark.parametrize(("n", "each_case"), [(2, 0), (1, 0), (3, 1), (7, 3)])
def test_drawn_refuses_a_shape_no_draw_can_have(n: int, each_case: int) -> None:
    with pytest.raises(ValueError, match=f"{n} characters"):
        drawn(random.Random(1), n, each_case=each_case)
