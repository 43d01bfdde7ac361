package folio_test

import (
	"testing"

	"oppnp/functions/internal/folio"
)

func TestStatus_Lookups(t *testing.T) {
	tests := []struct {
		s       folio.Status
		label   string
		group   folio.Group
		order   int
		onEnter folio.Effect
	}{
		{folio.StatusCapacitySimulator, "Simulador", folio.GroupCapture, 2, ""},
		{folio.StatusSentCOX, "Enviada a COX", folio.GroupInProcess, 0, folio.EffectCoxSubmit},
		{folio.StatusInternalCNCAProcess, "Proceso interno CNCA", folio.GroupCnca, 0, ""},
		{"nope", "", "", 0, ""},
	}
	for _, tt := range tests {
		t.Run(string(tt.s), func(t *testing.T) {
			if tt.s.Label() != tt.label || tt.s.Group() != tt.group || tt.s.CaptureOrder() != tt.order || tt.s.OnEnter() != tt.onEnter {
				t.Errorf("%s = %q %q %d %q", tt.s, tt.s.Label(), tt.s.Group(), tt.s.CaptureOrder(), tt.s.OnEnter())
			}
			if tt.s.Valid() != (tt.label != "") {
				t.Errorf("Valid() = %v", tt.s.Valid())
			}
		})
	}
	if folio.GroupCapture.Label() != "En captura" {
		t.Errorf("capture label = %q", folio.GroupCapture.Label())
	}
}

func TestFind(t *testing.T) {
	tests := []struct {
		from, to folio.Status
		by       folio.Actor
		ok       bool
		effect   folio.Effect
	}{
		{folio.StatusDocuments, folio.StatusWaitingProcessCustomer, folio.ActorPromoter, true, folio.EffectCustomerLink},
		{folio.StatusWaitingProcessCustomer, folio.StatusBioprocess, folio.ActorCustomer, true, folio.EffectBiometricSubmit},
		{folio.StatusFileValidation, folio.StatusDocumentsReprocessing, folio.ActorStaff, true, folio.EffectCustomerLink},
		{folio.StatusSentCOX, folio.StatusComplete, folio.ActorStaff, false, ""},
		{folio.StatusQuoter, folio.StatusQuoter, folio.ActorPromoter, false, ""},
	}
	for _, tt := range tests {
		t.Run(string(tt.from)+"→"+string(tt.to), func(t *testing.T) {
			got := folio.Find(tt.from, tt.to, tt.by)
			if (got != nil) != tt.ok {
				t.Fatalf("Find = %v, want ok %v", got, tt.ok)
			}
			if got != nil && got.Effect != tt.effect {
				t.Errorf("effect = %q, want %q", got.Effect, tt.effect)
			}
		})
	}
	if !folio.InLinkStage(5, folio.StatusUploadingDocuments) || folio.InLinkStage(1, folio.StatusSignature) {
		t.Error("link stages")
	}
}
