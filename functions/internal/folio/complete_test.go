package folio_test

import (
	"slices"
	"strings"
	"testing"

	"oppnp/functions/internal/folio"
)

// complete is a folio that took every step of link action action.
func complete(action int) *folio.Folio {
	f := &folio.Folio{
		Status: folio.StatusSentCOX,
		Link:   &folio.Link{ID: "L1", Action: action},
		CustomerSteps: &folio.CustomerSteps{
			Consent:   &folio.CustomerStepsConsent{Done: true, CustomField: 1013},
			Otp:       &folio.CustomerStepsOtp{Done: true, CustomField: 1014},
			Biometric: &folio.CustomerStepsBiometric{Result: "ACEPTADO", GatewayID: "BIO-1"},
		},
	}
	if action == 2 || action == 4 {
		f.CustomerSteps.Signature = &folio.CustomerStepsSignature{Done: true, GatewayID: "DOC-9"}
	}
	if action == 3 || action == 4 {
		f.CustomerSteps.Video = &folio.CustomerStepsVideo{Done: true, Outcome: "CALL_ENDS_SUCCESSFULLY", GatewayID: "VC-1"}
	}
	return f
}

func TestCOXMissing(t *testing.T) {
	sig := &folio.EvidenceRecord{GatewayID: "DOC-9", SHA256: strings.Repeat("a", 64)}
	with := func(action int, edit func(f *folio.Folio)) *folio.Folio {
		f := complete(action)
		edit(f)
		return f
	}
	tests := []struct {
		name  string
		facts folio.COXFacts
		want  []folio.Missing
	}{
		{"action 2 complete", folio.COXFacts{Folio: complete(2), Signature: sig}, nil},
		{"action 3 complete: the video, no signature asked", folio.COXFacts{Folio: complete(3)}, nil},
		{"action 4 complete", folio.COXFacts{Folio: complete(4), Signature: sig}, nil},
		{"recorded video accepted", folio.COXFacts{Folio: with(3, func(f *folio.Folio) { f.CustomerSteps.Video.Outcome = "VIDEO_RECORDED" })}, nil},
		{"PENDIENTE accepted by staff at biometricValidation", folio.COXFacts{
			Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Biometric.Result = "PENDIENTE" }), Signature: sig, BiometricReviewed: true}, nil},
		{"a bare folio lacks everything", folio.COXFacts{Folio: &folio.Folio{Status: folio.StatusSentCOX}},
			[]folio.Missing{folio.MissingLink, folio.MissingConsent, folio.MissingOTP, folio.MissingBiometric}},
		{"nil folio", folio.COXFacts{},
			[]folio.Missing{folio.MissingLink, folio.MissingConsent, folio.MissingOTP, folio.MissingBiometric}},
		{"action 1 link: no signature or video stage", folio.COXFacts{Folio: complete(1)}, []folio.Missing{folio.MissingLink}},
		{"action 5 link", folio.COXFacts{Folio: complete(5)}, []folio.Missing{folio.MissingLink}},
		{"no consent", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Consent.Done = false }), Signature: sig},
			[]folio.Missing{folio.MissingConsent}},
		{"OTP never verified", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Otp = nil }), Signature: sig},
			[]folio.Missing{folio.MissingOTP}},
		{"biometric RECHAZADO", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Biometric.Result = "RECHAZADO" }), Signature: sig, BiometricReviewed: true},
			[]folio.Missing{folio.MissingBiometric}},
		{"biometric PENDIENTE nobody reviewed", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Biometric.Result = "PENDIENTE" }), Signature: sig},
			[]folio.Missing{folio.MissingBiometric}},
		{"biometric never answered", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Biometric = nil }), Signature: sig},
			[]folio.Missing{folio.MissingBiometric}},
		{"action 2 never signed (an operator's videocall → sentCOX)", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Signature = nil }), Signature: sig},
			[]folio.Missing{folio.MissingSignature}},
		{"signature step without the registered image", folio.COXFacts{Folio: complete(2)},
			[]folio.Missing{folio.MissingSignatureEvidence}},
		{"registered image of another upload", folio.COXFacts{Folio: complete(4), Signature: &folio.EvidenceRecord{GatewayID: "DOC-other"}},
			[]folio.Missing{folio.MissingSignatureEvidence}},
		{"signature step not done", folio.COXFacts{Folio: with(2, func(f *folio.Folio) { f.CustomerSteps.Signature.Done = false }), Signature: sig},
			[]folio.Missing{folio.MissingSignature}},
		{"action 4 signed, no video", folio.COXFacts{Folio: with(4, func(f *folio.Folio) { f.CustomerSteps.Video = nil }), Signature: sig},
			[]folio.Missing{folio.MissingVideo}},
		{"action 3 call that never happened", folio.COXFacts{Folio: with(3, func(f *folio.Folio) { f.CustomerSteps.Video.Outcome = "NO_EXECUTIVE_FOUND" })},
			[]folio.Missing{folio.MissingVideo}},
		{"video outcome without done", folio.COXFacts{Folio: with(4, func(f *folio.Folio) { f.CustomerSteps.Video.Done = false }), Signature: sig},
			[]folio.Missing{folio.MissingVideo}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := folio.COXMissing(tt.facts); !slices.Equal(got, tt.want) {
				t.Errorf("COXMissing = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestCOXRefusal(t *testing.T) {
	got := folio.COXRefusal([]folio.Missing{folio.MissingSignature, folio.MissingVideo})
	want := "No se envió a COX porque falta: la firma del cliente; la videollamada o el video del cliente. Completa los pasos del cliente y reenvíalo a COX."
	if got != want {
		t.Errorf("COXRefusal = %q", got)
	}
}
