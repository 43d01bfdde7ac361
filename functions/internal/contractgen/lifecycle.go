package contractgen

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// lifecycleKeys are the parts of folio.json the lifecycle readers use,
// copied as written (with "@capture" references unexpanded: the SPA tells
// the capture edits from the staff actions by them).
var lifecycleKeys = []string{"groups", "statuses", "initial", "transitions"}

// LifecycleJSON is functions/internal/lifecycle/lifecycle.json: the
// lifecycle part of the contract, for the rules tests that still import
// it; no Go package reads it.
func LifecycleJSON(contractJSON []byte) ([]byte, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(contractJSON, &raw); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGenerate, err)
	}
	var b bytes.Buffer
	b.WriteString("{\n  \"comment\": \"GENERATED from functions/internal/contract/folio.json by `make rules` (docs/contract.md); DO NOT EDIT.\"")
	for _, k := range lifecycleKeys {
		v, ok := raw[k]
		if !ok {
			return nil, fmt.Errorf("%w: folio.json has no %q", ErrGenerate, k)
		}
		var out bytes.Buffer
		if err := json.Indent(&out, v, "  ", "  "); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrGenerate, err)
		}
		fmt.Fprintf(&b, ",\n  %q: %s", k, out.String())
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}
