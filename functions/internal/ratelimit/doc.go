// Package ratelimit keeps a per-caller budget in the database: a count in
// a fixed window, taken in a transaction on one node, so it survives
// restarts and every instance of the functions counts in the same place.
// The UIF notices and the CURP clearances (docs/access.md) both use it.
package ratelimit
