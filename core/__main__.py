"""``python3 -m core play | simulate | bench | balance | odds | content``: the README's commands.

They are all Mutant Insurrection's (:mod:`core.games.mutant_insurrection.cli`); this file stays
at the top only so that the commands keep their short name.
"""

from core.games.mutant_insurrection.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
