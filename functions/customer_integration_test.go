package functions_test

import "testing"

func testCustomerLink(t *testing.T, s *stack) { s.t = t }
func testCOX(t *testing.T, s *stack)          { s.t = t }
func testSIPRE(t *testing.T, s *stack)        { s.t = t }
