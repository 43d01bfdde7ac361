package contract_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"oppnp/functions/internal/contract"
)

func TestLoad(t *testing.T) {
	d, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := d.InGroup("capture"); len(got) != 13 || got[0] != "created" || got[12] != "documents" {
		t.Errorf("capture steps = %v", got)
	}
	if d.Statuses["sentCOX"].OnEnter != contract.CoxSubmit {
		t.Errorf("sentCOX onEnter = %q", d.Statuses["sentCOX"].OnEnter)
	}
	if f := d.Fields.At("documents/ineFront/uploadedAt"); f == nil || f.Type != contract.KindServerTime {
		t.Errorf("the document shape is not resolved under documents/ineFront: %+v", f)
	}
	if f := d.Fields.At("customerSteps/otp/done"); f == nil || !f.FunctionsOnly {
		t.Error("customerSteps/otp is functions-only down to its leaves")
	}
	if got := d.Targets("fileValidation", contract.Staff); !slices.Equal(got, []string{"captureCorrection", "documentsReprocessing", "rejectionDocuments", "validation"}) {
		t.Errorf("staff targets from fileValidation = %v", got)
	}
}

// Every edit below breaks one rule of the definition; loading must fail
// with ErrInvalid and name what is wrong.
// checkRefused fails the test unless folio.json, with old replaced by new,
// is refused as ErrInvalid with an error that says want.
func checkRefused(t *testing.T, old, new, want string) {
	t.Helper()
	base := string(contract.JSON())
	if !strings.Contains(base, old) {
		t.Fatalf("folio.json no longer contains %s", old)
	}
	_, err := contract.Parse([]byte(strings.Replace(base, old, new, 1)))
	if !errors.Is(err, contract.ErrInvalid) {
		t.Fatalf("err = %v, want ErrInvalid", err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("err = %v, want it to say %s", err, want)
	}
}

func TestParse_Refuses(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown effect", `"effect": "biometricSubmit"`, `"effect": "coxResult"`, `unknown effect "coxResult"`},
		{"unknown onEnter effect", `"onEnter": "coxSubmit"`, `"onEnter": "coxResend"`, `unknown effect "coxResend"`},
		{"unknown transition actor", `"by": ["staff"], "note": "reenvío`, `"by": ["operator"], "note": "reenvío`, `unknown actor "operator"`},
		{"unknown writer actor", `{"actor": "promoter", "statuses": ["@capture"]},`, `{"actor": "robot", "statuses": ["@capture"]},`, `unknown actor "robot"`},
		{"functions as a writer", `{"actor": "promoter", "statuses": ["@capture"]},`, `{"actor": "functions", "statuses": ["@capture"]},`, "bypass the rules"},
		{"unknown status", `"to": ["waitingProcessCustomer"]`, `"to": ["waiting"]`, `unknown status "waiting"`},
		{"unknown group", `"statuses": ["@capture", "internalCNCAProcess"]}`, `"statuses": ["@kapture", "internalCNCAProcess"]}`, `unknown status group "kapture"`},
		{"unknown field kind", `"bioprocess":          {"type": "boolean"}`, `"bioprocess":          {"type": "bool"}`, `unknown field type "bool"`},
		{"unknown flag", `"flag": "libranza"}`, `"flag": "letters"}`, `unknown flag "letters"`},
		{"unknown group path", `"paths": ["statusReason", "requestedAction"]`, `"paths": ["statusReason", "reason"]`, `unknown path "reason"`},
		{"functions-only path in a group", `"paths": ["statusReason", "requestedAction"]`, `"paths": ["statusReason", "link"]`, "functions-only"},
		{"overlapping groups", `"paths": ["statusReason", "requestedAction"]`, `"paths": ["statusReason", "requestedAction", "offer/quoter"]`, "overlaps"},
		{"customer writer outside its stage", `"statuses": ["waitingProcessCustomer"], "linkActions": [1]}`, `"statuses": ["validation"], "linkActions": [1]}`, "outside the stage"},
		{"customer transition without link actions", `"by": ["customer"], "linkActions": [5]}`, `"by": ["customer"]}`, "names its linkActions"},
		{"customerLink without its action", `"effect": "customerLink", "action": 1}`, `"effect": "customerLink"}`, "names the link action"},
		{"customer transition outside its stage", `"to": ["sentCOX"], "by": ["customer"], "linkActions": [2]}`, `"to": ["sentCOX"], "by": ["customer"], "linkActions": [1]}`, "outside the stage of link action 1"},
		{"unknown shape", `"ref": "step", "fields"`, `"ref": "stage", "fields"`, `unknown shape "stage"`},
		{"creation in a non-initial status", `"groups": {"internalCNCAProcess"`, `"groups": {"quoterResult"`, `"quoterResult" is not an initial status`},
		{"creation of a group no creator writes", `"cncaStart"]}`, `"cncaStart", "biometricSteps"]}`, "biometricSteps has no creator"},
		{"stamp of a field that is not callerBpId", `"stamp": "documentsValidatedBy"`, `"stamp": "statusReason"`, `"statusReason" is not a callerBpId field`},
		{"fourEyes of an unknown field", `"fourEyes": "documentsValidatedBy"`, `"fourEyes": "validatedBy"`, `"validatedBy" is not a callerBpId field`},
		{"stamp in a status its taker does not write it", `"writers": [{"actor": "staff", "statuses": ["fileValidation"]}]`, `"writers": [{"actor": "staff", "statuses": ["validation"]}]`, `does not write "documentsValidatedBy"`},
		{"stamp on a customer transition", `"to": ["fileValidation"], "by": ["customer"], "linkActions": [5]}`, `"to": ["fileValidation"], "by": ["customer"], "linkActions": [5], "fourEyes": "documentsValidatedBy"}`, "only promoter and staff"},
		{"a guarded pair shared with another transition", `{"from": ["validation"], "to": ["incidence"], "by": ["staff"]}`, `{"from": ["validation"], "to": ["incidence", "sentForSignature"], "by": ["staff"]}`, "shares a guarded from → to pair"},
		{"creation of an unknown group", `"cncaStart"]}`, `"cncaStart", "cnca"]}`, `unknown field group "cnca"`},
		{"correction item the stored key does not name", `"employment": {"label"`, `"employer": {"label"`, "must be a map keyed"},
		{"correction annex that is no document", `"ineBack":  {"label": "INE (reverso)"}`, `"selfie":  {"label": "Selfie"}`, "must be a map keyed"},
		{"correction writer that is the functions", `{"actor": "promoter", "statuses": ["captureCorrection"]}`, `{"actor": "functions", "statuses": ["captureCorrection"]}`, "the functions correct nothing"},
		{"correction item of a writer the section lacks", `"paths": ["employmentData"], "writers": ["promoter"]`, `"paths": ["employmentData"], "writers": ["robot"]`, "no writer of the section"},
		{"correction annex outside documents", `"path": "documents/annexes/otros"`, `"path": "employmentData"`, "no documents/ field"},
		{"correction customer outside its stage", `{"actor": "customer", "statuses": ["documentsReprocessing", "uploadingDocuments"], "linkActions": [5]},
      {"actor": "promoter"`, `{"actor": "customer", "statuses": ["validation"], "linkActions": [5]},
      {"actor": "promoter"`, "outside the stage"},
		{"correction item of a functions-only path", `"paths": ["employmentData"]`, `"paths": ["probankNumber"]`, "is not a client's"},
		{"overlapping correction items", `"paths": ["employmentData"]`, `"paths": ["employmentData", "deposit"]`, "overlaps"},
		{"correction item of an unknown path", `"paths": ["employmentData"]`, `"paths": ["employer"]`, `unknown path "employer"`},
		{"CNCA code the field's pattern refuses", `"E0009": {"name": "cancelled"`, `"E0010": {"name": "cancelled"`, `code "E0010" does not match`},
		{"CNCA move to an unknown code", `"next": ["E0007", "E0008"]`, `"next": ["E0007", "E0010"]`, `unknown next code "E0010"`},
		{"CNCA start the rule does not write", `"start": "E0001"`, `"start": "E0002"`, `does not start at "E0002"`},
		{"CNCA codes sharing a name", `"name": "cancelled"`, `"name": "rejected"`, `are both "rejected"`},
		{"CNCA code without a label", `"label": "Cancelada"`, `"label": ""`, "needs a name and a label"},
		{"CNCA codes of an unknown field", `"field": "cnca/code"`, `"field": "cnca/estado"`, `field "cnca/estado"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkRefused(t, tt.old, tt.new, tt.want) })
	}
}
