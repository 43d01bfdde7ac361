// Package link holds the rules of customer links: the random uuid, its
// action code (1 biometric, 2 signature, 3 video, 4 signature and video,
// 5 correct data or annexes), its expiry, and when a link counts as used —
// the customer finished the stage the link was sent for.
package link
