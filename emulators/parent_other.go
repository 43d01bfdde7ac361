//go:build !linux

package main

// stopWithParent is Linux only (prctl PR_SET_PDEATHSIG).
func stopWithParent() {}
