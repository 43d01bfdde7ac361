package functions

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/sipre"
)

// dischargeOnly is a gateway client without the letter registration call.
type dischargeOnly struct{}

func (dischargeOnly) SipreDischarge(context.Context, string, string, []string) (*gateway.Discharge, error) {
	return nil, nil
}

// refusingRegistrar answers every registration with err, as the gateway
// client does when the lender refuses or cannot be reached.
type refusingRegistrar struct {
	dischargeOnly
	err error
}

func (g refusingRegistrar) RegisterLetter(context.Context, gateway.LetterRegistration) (*gateway.Letter, error) {
	return nil, g.err
}

// TestLibranzaErrors: the carta libranza handlers' failures carry their
// sentinel (errors.Is) and answer with the first refusal in the chain.
func TestLibranzaErrors(t *testing.T) {
	refused := &gateway.APIError{Status: http.StatusServiceUnavailable, Code: "SIMULATED_FAULT", Message: "Falla simulada del gateway"}
	register := func(gw sipre.Gateway) error {
		a := &app{sipre: &sipre.Service{Gateway: gw}}
		return a.registerLetter(context.Background(), &letterFolio{Curp: "HECJ600305HPLRRS04"}, &letter.Letter{RequestID: "R-1"}, "1000000001")
	}
	_, emptySig := decodeSignature("")
	_, badSig := decodeSignature("data:image/jpeg;base64,***")
	tests := []struct {
		name     string
		err      error
		sentinel error
		status   int
		code     string
	}{
		{"no signature", emptySig, letter.ErrSignature, 400, "SIGNATURE_INVALID"},
		{"a signature that is not base64", badSig, letter.ErrSignature, 400, "SIGNATURE_INVALID"},
		{"a gateway client without the registration call", register(dischargeOnly{}), ErrNoLetterRegistration, 500, "INTERNAL"},
		{"the lender refuses the registration", register(refusingRegistrar{err: refused}), ErrLetterRegistration, refused.HTTPStatus(), "SIMULATED_FAULT"},
		{"the lender cannot be reached", register(refusingRegistrar{err: gateway.ErrUnreachable}), ErrLetterRegistration, 502, "CONNECTION_ERROR"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !errors.Is(tt.err, tt.sentinel) {
				t.Fatalf("%v is not %v", tt.err, tt.sentinel)
			}
			if m := httpx.Map(tt.err); m.Status != tt.status || m.Code != tt.code {
				t.Fatalf("answered %d %s, want %d %s", m.Status, m.Code, tt.status, tt.code)
			}
		})
	}
}
