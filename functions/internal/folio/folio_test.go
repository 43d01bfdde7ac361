package folio_test

import (
	"errors"
	"slices"
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

func TestTargetsAndGroups(t *testing.T) {
	got := folio.Targets(folio.StatusFileValidation, folio.ActorStaff)
	want := []folio.Status{folio.StatusCaptureCorrection, folio.StatusDocumentsReprocessing, folio.StatusRejectionDocuments, folio.StatusValidation}
	if !slices.Equal(got, want) {
		t.Errorf("Targets = %v, want %v", got, want)
	}
	if got := folio.Targets(folio.StatusSentCOX, folio.ActorStaff, folio.ActorFunctions); !slices.Equal(got, []folio.Status{folio.StatusComplete, folio.StatusErrorSentCOX}) {
		t.Errorf("Targets(sentCOX) = %v", got)
	}
	capture := folio.InGroup(folio.GroupCapture)
	if len(capture) != 13 || capture[0] != folio.StatusCreated || capture[12] != folio.StatusDocuments {
		t.Errorf("capture = %v", capture)
	}
	if tr := folio.Between(folio.StatusValidation, folio.StatusSentForSignature); tr == nil || tr.Effect != folio.EffectCustomerLink {
		t.Errorf("Between(validation, sentForSignature) = %v", tr)
	}
	if tr := folio.Between(folio.StatusQuoter, folio.StatusQuoterResult); tr != nil {
		t.Errorf("Between(quoter, quoterResult) = %v", tr)
	}
}

func TestFromTree(t *testing.T) {
	f, err := folio.FromTree(map[string]any{"status": "quoter", "requestedAction": 3, "lastUpdateAt": 1700000000000.0,
		"client": map[string]any{"names": "Ana", "firstLastName": "Ruiz", "phone": "5512345678"},
		"offer":  map[string]any{"quoter": map[string]any{"amount": 5000, "agreement": map[string]any{"branch": map[string]any{"branchID": 42.0}}}},
		"cnca":   map[string]any{"code": "E0001"}, "unknown": map[string]any{"x": 1}})
	if err != nil {
		t.Fatal(err)
	}
	if f.Status != folio.StatusQuoter || f.RequestedAction != 3 || f.LastUpdateAt != 1700000000000 || f.Phone() != "5512345678" ||
		f.ClientName() != "Ana Ruiz " || f.Amount() != 5000 || f.BranchID() != "42" || f.CNCACode() != "E0001" {
		t.Fatalf("folio %+v", f)
	}
	if f, err := folio.FromTree(nil); f != nil || err != nil {
		t.Fatalf("nil tree = %v, %v", f, err)
	}
	var absent *folio.Folio
	if absent.Phone() != "" || absent.Amount() != 0 || folio.StatusOf(absent) != "" || absent.BiometricResult() != "" {
		t.Fatal("an absent folio reads as empty")
	}
	// A value of the wrong type: reported, the rest still read.
	f, err = folio.FromTree(map[string]any{"status": "bioprocess", "curp": 12, "client": map[string]any{"phone": "5512345678"}})
	if !errors.Is(err, folio.ErrShape) || f == nil || f.Status != folio.StatusBioprocess || f.Phone() != "5512345678" {
		t.Fatalf("wrong type: %+v, %v", f, err)
	}
}

// The statuses docs/requirements.md §4 lists, typed here so a drift in the contract fails.
var specStatuses = []folio.Status{
	"created", "capacitySimulator", "quoter", "quoterResult", "contactInformation", "settleCredits",
	"depositIndividuals", "letterLibranza", "medicalQuestion", "clientReference", "lcom", "documents",
	"documentsReprocessing", "waitingSignature", "signature", "videocall", "bioprocess", "sentCOX",
	"complete", "uploadingDocuments", "sentForSignature", "rejectionDocuments", "incidence",
	"rejectionBiometric", "errorSentCOX", "rejectionSignature", "tool", "fileValidation",
	"biometricValidation", "videoRecording", "waitingProcessCustomer", "validation", "generalData",
	"internalCNCAProcess",
}

// ourStatuses are the contract's validation variants beyond §4's list (docs/requirements.md §4):
// the promoter's return to capture for a correction (docs/adr/0053-corrections-after-capture.md).
var ourStatuses = []folio.Status{"captureCorrection"}

func TestStatuses_EverySpecStatus(t *testing.T) {
	if len(folio.Statuses) != len(specStatuses)+len(ourStatuses) {
		t.Errorf("the contract has %d statuses, docs/requirements.md §4 lists %d and %d of ours", len(folio.Statuses), len(specStatuses), len(ourStatuses))
	}
	for _, s := range append(specStatuses, ourStatuses...) {
		if !s.Valid() || s.Label() == "" {
			t.Errorf("status %s missing or without a Spanish label", s)
		}
	}
}
