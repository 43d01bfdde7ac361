package functions_test

import "testing"

// TestIntegration drives every function path against the running emulator
// suite and the gateway simulator (no mocks). One suite serves all the
// subtests, since a functions process wires its dependencies once.
func TestIntegration(t *testing.T) {
	s := startStack(t)
	t.Run("Session", func(t *testing.T) { testSession(t, s) })
	t.Run("Refresh", func(t *testing.T) { testRefresh(t, s) })
	t.Run("CustomerLink", func(t *testing.T) { testCustomerLink(t, s) })
	t.Run("LinkResend", func(t *testing.T) { testLinkResend(t, s) })
	t.Run("Revocation", func(t *testing.T) { testRevocation(t, s) })
	t.Run("COX", func(t *testing.T) { testCOX(t, s) })
	t.Run("COXComplete", func(t *testing.T) { testCOXComplete(t, s) })
	t.Run("Effects", func(t *testing.T) { testEffects(t, s) })
	t.Run("OTPBudget", func(t *testing.T) { testOTPBudget(t, s) })
	t.Run("CNCA", func(t *testing.T) { testCNCA(t, s) })
	t.Run("SIPRE", func(t *testing.T) { testSIPRE(t, s) })
	t.Run("CNCALifecycle", func(t *testing.T) { testCNCALifecycle(t, s) })
	t.Run("Video", func(t *testing.T) { testVideo(t, s) })
	t.Run("Desk", func(t *testing.T) { testDesk(t, s) })
	t.Run("Evidence", func(t *testing.T) { testEvidence(t, s) })
	t.Run("EvidenceAnnexes", func(t *testing.T) { testEvidenceAnnexes(t, s) })
	t.Run("VideoRecording", func(t *testing.T) { testVideoRecording(t, s) })
	t.Run("UIF", func(t *testing.T) { testUIF(t, s) })
	t.Run("UIFCreation", func(t *testing.T) { testUIFCreation(t, s) })
	t.Run("Duplicates", func(t *testing.T) { testDuplicates(t, s) })
	t.Run("ClearanceBudget", func(t *testing.T) { testClearanceBudget(t, s) })
	t.Run("DuplicatesQueue", func(t *testing.T) { testDuplicatesQueue(t, s) })
	t.Run("Access", func(t *testing.T) { testAccess(t, s) })
	t.Run("Reconcile", func(t *testing.T) { testReconcile(t, s) })
	t.Run("Corrections", func(t *testing.T) { testCorrections(t, s) })
	t.Run("LinkOpensOnItsSMS", func(t *testing.T) { testLinkOpensOnItsSMS(t, s) })
}
