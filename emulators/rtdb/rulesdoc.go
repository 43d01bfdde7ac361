package rtdb

import (
	"encoding/json"
	"fmt"
)

// checkRulesDocument is what the allow-all default checks of a rules
// document: JSON once // and /* */ comments are removed, an object with a
// "rules" object. The rules engine, when linked, does the real parsing.
func checkRulesDocument(src []byte) error {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(stripComments(src), &doc); err != nil {
		return fmt.Errorf("rules document is not valid JSON: %v", err)
	}
	var rules map[string]any
	if err := json.Unmarshal(doc["rules"], &rules); err != nil || rules == nil {
		return fmt.Errorf(`rules document needs a "rules" object`)
	}
	return nil
}

// stripComments blanks // and /* */ comments outside JSON strings,
// keeping offsets (and so error positions) intact.
func stripComments(src []byte) []byte {
	out := append([]byte(nil), src...)
	inStr := false
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			for ; i < len(out) && out[i] != '\n'; i++ {
				out[i] = ' '
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			out[i], out[i+1] = ' ', ' '
			for i += 2; i < len(out) && !(out[i] == '*' && i+1 < len(out) && out[i+1] == '/'); i++ {
				if out[i] != '\n' {
					out[i] = ' '
				}
			}
			if i < len(out) {
				out[i] = ' '
				if i+1 < len(out) {
					out[i+1] = ' '
					i++
				}
			}
		}
	}
	return out
}
