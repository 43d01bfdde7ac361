package functions_test

import "testing"

func testCOX(t *testing.T, s *stack)   { s.t = t }
func testSIPRE(t *testing.T, s *stack) { s.t = t }
