package gateway_test

import (
	"reflect"
	"testing"

	sim "oppnp/emulators/gateway"
	"oppnp/emulators/gateway/schemacheck"
	"oppnp/functions/internal/gateway"
)

// TestTypes_MatchOpenAPI holds the client's hand-written types to the
// gateway's contract (emulators/gateway/openapi.json): every JSON field
// each one reads or sends is a property of the operation's schema, with a
// compatible type (docs/adr/0063-one-clock-and-typed-letter-service.md).
func TestTypes_MatchOpenAPI(t *testing.T) {
	doc, err := schemacheck.Parse(sim.OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		typ reflect.Type
		loc string
	}{
		{reflect.TypeFor[gateway.LoginResult](), "POST /auth/login 200"},
		{reflect.TypeFor[gateway.DataSeller](), "POST /auth/login 200 data dataSeller"},
		{reflect.TypeFor[gateway.RefreshData](), "POST /auth/refresh 200 data"},
		{reflect.TypeFor[gateway.CustomerToken](), "POST /auth/customer 200"},
		{reflect.TypeFor[gateway.PromotorData](), "POST /sellers/branchesByPromotor 200 data promotorData"},
		{reflect.TypeFor[gateway.Eligibility](), "POST /cnca/eligibility 200 data"},
		{reflect.TypeFor[[]gateway.DocumentInfo](), "POST /documents/byFolio 200 data documents"},
		{reflect.TypeFor[gateway.LetterRegistration](), "POST /letters/generate request"},
		{reflect.TypeFor[gateway.Letter](), "POST /letters/generate 201 data"},
		{reflect.TypeFor[gateway.VideoRecording](), "POST /video/recordings 201 data"},
		{reflect.TypeFor[gateway.SMSSent](), "POST /sms/send 202 data"},
		{reflect.TypeFor[gateway.OTP](), "POST /otp/send 202 data"},
		{reflect.TypeFor[gateway.OTPCheck](), "POST /otp/verify 200 data"},
		{reflect.TypeFor[gateway.COXReceipt](), "POST /cox/submit 200 data"},
		{reflect.TypeFor[gateway.COXState](), "POST /cox/status 200 data"},
		{reflect.TypeFor[gateway.Discharge](), "POST /sipre/discharge 200 data"},
		{reflect.TypeFor[gateway.VideoSession](), "POST /video/sessions 201 data"},
		{reflect.TypeFor[gateway.VideoSession](), "GET /video/sessions/{sessionId} 200 data"},
		{reflect.TypeFor[gateway.APIError](), "#/components/schemas/CoxError"},
	}
	for _, tt := range tests {
		t.Run(tt.typ.String()+" "+tt.loc, func(t *testing.T) {
			for _, f := range doc.Check(tt.typ, tt.loc) {
				t.Error(f)
			}
		})
	}
}
