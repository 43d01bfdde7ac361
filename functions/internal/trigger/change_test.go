package trigger_test

import (
	"reflect"
	"testing"

	"oppnp/functions/internal/trigger"
)

func TestApplyChange(t *testing.T) {
	tests := []struct {
		name          string
		before, delta any
		want          any
	}{
		{"created", nil, map[string]any{"a": 1.0}, map[string]any{"a": 1.0}},
		{"deleted", map[string]any{"a": 1.0}, nil, nil},
		{"merge and remove", map[string]any{"status": "documents", "x": map[string]any{"y": 1.0, "z": 2.0}, "gone": true},
			map[string]any{"status": "waitingProcessCustomer", "x": map[string]any{"z": nil}, "gone": nil},
			map[string]any{"status": "waitingProcessCustomer", "x": map[string]any{"y": 1.0}}},
		{"scalar replaces object", map[string]any{"a": 1.0}, "s", "s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := trigger.ApplyChange(tt.before, tt.delta); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}
