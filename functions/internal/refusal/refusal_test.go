package refusal_test

import (
	"errors"
	"fmt"
	"testing"

	"oppnp/functions/internal/refusal"
)

func TestNew_AnswersAndMatches(t *testing.T) {
	errGone := refusal.New("x: gone", 410, "GONE", "Ya no existe.")
	tests := []struct {
		name string
		err  error
	}{
		{"itself", errGone},
		{"wrapped", fmt.Errorf("cannot load: %w", errGone)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r *refusal.Error
			if !errors.Is(tt.err, errGone) || !errors.As(tt.err, &r) {
				t.Fatalf("%v does not match its sentinel", tt.err)
			}
			if r.HTTPStatus() != 410 || r.ErrorCode() != "GONE" || r.UserMessage() != "Ya no existe." || r.Error() != "x: gone" {
				t.Fatalf("answer %d %s %q %q", r.HTTPStatus(), r.ErrorCode(), r.UserMessage(), r.Error())
			}
		})
	}
	if errors.Is(refusal.New("x: gone", 410, "GONE", "Ya no existe."), errGone) {
		t.Fatal("two refusals with the same text are the same sentinel")
	}
}
