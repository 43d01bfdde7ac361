// Package link holds the rules of customer links: the random credential the
// SMS carries (never stored; links/{linkId} keeps its hash), its action
// code (1 biometric, 2 signature, 3 video, 4 signature and video, 5 correct
// data or annexes), its expiry, when a link counts as used — the customer
// finished the stage the link was sent for, or a newer link replaced it —
// and how often a folio's link may be resent.
package link
