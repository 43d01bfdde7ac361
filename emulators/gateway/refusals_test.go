package gateway_test

import (
	"testing"

	"oppnp/emulators/gateway"
)

// TestRefusals_CatalogSalesforceLetters: the catalogue, Salesforce and
// letters handlers refuse as every handler does (handler.go): bind answers
// FIELD_REQUIRED for the first blank required field in declaration order,
// find answers 404 with the domain's code and message, and the checks after
// bind answer FIELD_INVALID — each with a message from errors.go.
func TestRefusals_CatalogSalesforceLetters(t *testing.T) {
	e := newEnv(t)
	letter := func(change map[string]any) map[string]any {
		b := map[string]any{"folio": "F-R", "curp": "HECJ600305HPLRRS04", "agreementId": "CONV-IMSS-PEN",
			"amount": 50000, "term": 24, "payment": 2950.12, "cat": 48.7}
		for k, v := range change {
			b[k] = v
		}
		return b
	}
	tests := []struct {
		name, path    string
		body          map[string]any
		status        int
		code, message string
	}{
		{"branches without a promoter", "/sellers/branchesByPromotor", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo promotorBP"},
		{"branches of an unknown promoter", "/sellers/branchesByPromotor", map[string]any{"promotorBP": "9"}, 404, gateway.CodeSellerNotFound, gateway.MsgSellerNotFound},
		{"groups without a branch", "/agreement/getGroupListByBranch", map[string]any{"branchId": " "}, 400, gateway.CodeFieldRequired, "Falta el campo branchId"},
		{"groups of an unknown branch", "/agreement/getGroupListByBranch", map[string]any{"branchId": "SUC-9"}, 404, gateway.CodeBranchNotFound, gateway.MsgBranchNotFound},
		{"convenios without a branch: the first field", "/agreement/getConveniosByBranchGroupFilter", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo branchId"},
		{"convenios without a group", "/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101"}, 400, gateway.CodeFieldRequired, "Falta el campo groupId"},
		{"convenios of an unknown group", "/agreement/getConveniosByBranchGroupFilter", map[string]any{"branchId": "SUC-0101", "groupId": "G-X"}, 404, gateway.CodeGroupNotFound, gateway.MsgGroupNotFound},
		{"verify an unknown branch", "/agreement/verifyBranchGroup", map[string]any{"branchId": "SUC-9"}, 404, gateway.CodeBranchNotFound, gateway.MsgBranchNotFound},
		{"active without a branch", "/agreement/getBranchActive", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo branchId"},
		{"detail of an unknown agreement", "/convenios/getDetail", map[string]any{"agreementId": "X"}, 404, gateway.CodeAgreementNotFound, gateway.MsgAgreementNotFound},
		{"salesforce requests without a promoter", "/salesforce/requests", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo promotorBP"},
		{"salesforce offers without a folio", "/salesforce/offers", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo folioIt"},
		{"salesforce offers of an unknown folio", "/salesforce/offers", map[string]any{"folioIt": "SF-x"}, 404, gateway.CodeSalesforceNotFound, gateway.MsgSalesforceNotFound},
		{"letter without a folio", "/letters/generate", letter(map[string]any{"folio": ""}), 400, gateway.CodeFieldRequired, "Falta el campo folio"},
		{"letter without an agreement", "/letters/generate", letter(map[string]any{"agreementId": ""}), 400, gateway.CodeFieldRequired, "Falta el campo agreementId"},
		{"letter of 61 months", "/letters/generate", letter(map[string]any{"term": 61}), 400, gateway.CodeFieldInvalid, gateway.MsgLetterFigures},
		{"letter without a payment", "/letters/generate", letter(map[string]any{"payment": 0}), 400, gateway.CodeFieldInvalid, gateway.MsgLetterFigures},
		{"letter with a bad letter folio", "/letters/generate", letter(map[string]any{"letterFolio": "2026-1"}), 400, gateway.CodeFieldInvalid, gateway.MsgLetterFolios},
		{"letter of an unknown agreement", "/letters/generate", letter(map[string]any{"agreementId": "X"}), 404, gateway.CodeAgreementNotFound, gateway.MsgAgreementNotFound},
		{"letters without a promoter", "/letters/list", map[string]any{}, 400, gateway.CodeFieldRequired, "Falta el campo promotorBP"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.post(tt.path, tt.body)
			if r.status != tt.status || r.body["code"] != tt.code || r.body["message"] != tt.message {
				t.Fatalf("%d %s, want %d %s %q", r.status, r.raw, tt.status, tt.code, tt.message)
			}
		})
	}
}
