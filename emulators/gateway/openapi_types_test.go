package gateway

import (
	"reflect"
	"testing"

	"oppnp/emulators/gateway/schemacheck"
)

// TestTypes_MatchOpenAPI holds the simulator's named wire types to its
// contract (openapi.json): every JSON field each one reads or writes is a
// property of its schema, with a compatible type. The handlers' inline
// request structs are checked by the contract tests' replies only.
func TestTypes_MatchOpenAPI(t *testing.T) {
	doc, err := schemacheck.Parse(OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		typ reflect.Type
		loc string
	}{
		{reflect.TypeFor[sellerJSON](), "#/components/schemas/Seller"},
		{reflect.TypeFor[branchJSON](), "#/components/schemas/Branch"},
		{reflect.TypeFor[branchRequest](), "POST /agreement/getBranchActive request"},
		{reflect.TypeFor[quoteRequest](), "POST /quoter/obtainQuotation request"},
		{reflect.TypeFor[agreementSummary](), "#/components/schemas/AgreementSummary"},
		{reflect.TypeFor[identifierRequest](), "POST /customers/search request"},
		{reflect.TypeFor[document](), "#/components/schemas/Document"},
		{reflect.TypeFor[emailMessage](), "#/components/schemas/Email"},
		{reflect.TypeFor[creditWire](), "#/components/schemas/Credit"},
		{reflect.TypeFor[customerJSON](), "#/components/schemas/Customer"},
		{reflect.TypeFor[offerJSON](), "#/components/schemas/Offer"},
		{reflect.TypeFor[sfRequestJSON](), "#/components/schemas/SfRequest"},
		{reflect.TypeFor[quotation](), "#/components/schemas/Quotation"},
		{reflect.TypeFor[recording](), "#/components/schemas/VideoRecording"},
		{reflect.TypeFor[smsMessage](), "#/components/schemas/Sms"},
		{reflect.TypeFor[videoJSON](), "#/components/schemas/VideoSession"},
		{reflect.TypeFor[biometric](), "#/components/schemas/Biometric"},
		{reflect.TypeFor[fault](), "#/components/schemas/Fault"},
		{reflect.TypeFor[fault](), "POST /__admin/faults request"},
		{reflect.TypeFor[letter](), "#/components/schemas/Letter"},
		{reflect.TypeFor[letterRequest](), "POST /letters/generate request"},
		{reflect.TypeFor[personaJSON](), "GET /__admin/personas/{username} 200 data persona"},
		{reflect.TypeFor[personaOverride](), "POST /__admin/personas/{username} request"},
	}
	for _, tt := range tests {
		t.Run(tt.typ.String()+" "+tt.loc, func(t *testing.T) {
			for _, f := range doc.Check(tt.typ, tt.loc) {
				t.Error(f)
			}
		})
	}
}
