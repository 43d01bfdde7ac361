package tree

import (
	"encoding/json"
	"fmt"
)

// Decode parses JSON text into the generic form Build takes, keeping
// numbers as json.Number: exactly what encoding/json's Decoder with
// UseNumber makes of it, in one validating scan (json.Valid) and one
// building pass, since every write's value comes through here.
func Decode(data []byte) (any, error) {
	if !json.Valid(data) {
		return decodeSlow(data)
	}
	v, _ := decodeValue(data, skipWS(data, 0))
	return v, nil
}

// decodeSlow reports why data is not one JSON value.
func decodeSlow(data []byte) (any, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidData, err)
	}
	return nil, fmt.Errorf("%w: not a JSON value", ErrInvalidData)
}

func skipWS(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// decodeValue builds the value at b[i] (valid JSON) and returns the index
// after it.
func decodeValue(b []byte, i int) (any, int) {
	switch b[i] {
	case '{':
		m := map[string]any{}
		i = skipWS(b, i+1)
		if b[i] == '}' {
			return m, i + 1
		}
		for {
			var k string
			k, i = decodeString(b, i)
			i = skipWS(b, i)   // at ':'
			i = skipWS(b, i+1) // at the value
			var v any
			v, i = decodeValue(b, i)
			m[k] = v
			i = skipWS(b, i)
			if b[i] == '}' {
				return m, i + 1
			}
			i = skipWS(b, i+1) // after ','
		}
	case '[':
		a := []any{}
		i = skipWS(b, i+1)
		if b[i] == ']' {
			return a, i + 1
		}
		for {
			var v any
			v, i = decodeValue(b, i)
			a = append(a, v)
			i = skipWS(b, i)
			if b[i] == ']' {
				return a, i + 1
			}
			i = skipWS(b, i+1)
		}
	case '"':
		return decodeString(b, i)
	case 't':
		return true, i + 4
	case 'f':
		return false, i + 5
	case 'n':
		return nil, i + 4
	}
	j := i
	for j < len(b) && isNumberByte(b[j]) {
		j++
	}
	return json.Number(b[i:j]), j
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

// decodeString decodes the string at b[i] == '"'. Plain ASCII is copied
// as is; escapes and other bytes go through encoding/json, which also
// replaces invalid UTF-8 as it always has.
func decodeString(b []byte, i int) (string, int) {
	plain := true
	j := i + 1
	for ; b[j] != '"'; j++ {
		switch c := b[j]; {
		case c == '\\':
			plain = false
			j++
		case c >= 0x80:
			plain = false
		}
	}
	if plain {
		return string(b[i+1 : j]), j + 1
	}
	var s string
	_ = json.Unmarshal(b[i:j+1], &s) // valid: checked by json.Valid
	return s, j + 1
}
