"""CPython tests of the table companion (core/games/mutant_insurrection/companion)."""
