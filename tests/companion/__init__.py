"""CPython tests of the table companion (core/companion)."""
