package wire

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Layers, control commands, actions and statuses.
const (
	LayerControl = "c"
	LayerData    = "d"

	ControlHandshake = "h"
	ControlPing      = "p"
	ControlPong      = "o"
	ControlShutdown  = "s"
	ControlError     = "e"
	ControlSwitchAck = "a"
	ControlEnd       = "n"

	ActionStats         = "s"
	ActionAuth          = "auth"
	ActionGAuth         = "gauth"
	ActionUnauth        = "unauth"
	ActionAppCheck      = "appcheck"
	ActionUnAppCheck    = "unappeck" // sic, as the SDK spells it
	ActionListen        = "q"
	ActionLegacyListen  = "l"
	ActionUnlisten      = "n"
	ActionGet           = "g"
	ActionPut           = "p"
	ActionMerge         = "m"
	ActionOnDiscPut     = "o"
	ActionOnDiscMerge   = "om"
	ActionOnDiscCancel  = "oc"
	PushData            = "d"
	PushMerge           = "m"
	PushListenRevoked   = "c"
	PushAuthRevoked     = "ac"
	PushAppCheckRevoked = "apc"
	PushSecurityDebug   = "sd"

	StatusOK               = "ok"
	StatusPermissionDenied = "permission_denied"
	StatusDataStale        = "datastale"
	StatusTooBig           = "too_big"
	StatusUnavailable      = "unavailable"
	StatusInvalidToken     = "invalid_token"
	StatusExpiredToken     = "expired_token"
	StatusFailure          = "failure"

	// Version is the protocol version sent in the handshake.
	Version = "5"
)

// Envelope is the outer {"t","d"} object.
type Envelope struct {
	T string          `json:"t"`
	D json.RawMessage `json:"d"`
}

// Control is a control-layer payload.
type Control struct {
	T string          `json:"t"`
	D json.RawMessage `json:"d"`
}

// Request is a client data message.
type Request struct {
	R *int64          `json:"r,omitempty"`
	A string          `json:"a"`
	B json.RawMessage `json:"b"`
}

// Handshake is the server's first message.
type Handshake struct {
	TS int64  `json:"ts"`
	V  string `json:"v"`
	H  string `json:"h"`
	S  string `json:"s"`
}

// Decode parses one complete message.
func Decode(msg []byte) (*Envelope, error) {
	if !json.Valid(msg) {
		return nil, fmt.Errorf("%w: not JSON", ErrMalformed)
	}
	var e Envelope
	fast := Members(msg, func(k, v []byte) bool {
		switch string(k) {
		case "t":
			s, ok := String(v)
			e.T = s
			return ok
		case "d":
			e.D = v
			return true
		}
		return false
	})
	if !fast {
		e = Envelope{}
		if err := json.Unmarshal(msg, &e); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
		}
	}
	if e.T != LayerControl && e.T != LayerData || len(e.D) == 0 {
		return nil, fmt.Errorf("%w: envelope needs t of c or d and a d", ErrMalformed)
	}
	return &e, nil
}

// DecodeControl reads a control payload.
func (e *Envelope) DecodeControl() (*Control, error) {
	var c Control
	if err := json.Unmarshal(e.D, &c); err != nil || c.T == "" {
		return nil, fmt.Errorf("%w: bad control payload", ErrMalformed)
	}
	return &c, nil
}

// DecodeRequest reads a data payload (e.D, valid JSON, from Decode).
func (e *Envelope) DecodeRequest() (*Request, error) {
	var r Request
	fast := Members(e.D, func(k, v []byte) bool {
		switch string(k) {
		case "r":
			n, err := strconv.ParseInt(string(v), 10, 64)
			r.R = &n
			return err == nil
		case "a":
			s, ok := String(v)
			r.A = s
			return ok
		case "b":
			r.B = v
			return v[0] != 'n' // null: as encoding/json has it
		}
		return false
	})
	if !fast {
		r = Request{}
		if err := json.Unmarshal(e.D, &r); err != nil {
			return nil, fmt.Errorf("%w: bad data payload", ErrMalformed)
		}
	}
	if r.A == "" {
		return nil, fmt.Errorf("%w: bad data payload", ErrMalformed)
	}
	return &r, nil
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("wire: cannot encode %T: %v", v, err)) // only fixed shapes reach here
	}
	return b
}

// EncodeControl builds {"t":"c","d":{"t":cmd,"d":data}}.
func EncodeControl(cmd string, data any) []byte {
	return mustJSON(map[string]any{"t": LayerControl, "d": map[string]any{"t": cmd, "d": data}})
}

// EncodeHandshake builds the server's first message.
func EncodeHandshake(h Handshake) []byte {
	h.V = Version
	return EncodeControl(ControlHandshake, h)
}

// EncodePong builds the reply to a ping.
func EncodePong() []byte { return EncodeControl(ControlPong, struct{}{}) }

// EncodeReply builds {"t":"d","d":{"r":r,"b":{"s":status,"d":data}}}; data
// is raw JSON (nil means "").
func EncodeReply(r int64, status string, data json.RawMessage) []byte {
	if data == nil {
		data = json.RawMessage(`""`)
	}
	if !plainASCII(status) || !json.Valid(data) {
		return mustJSON(map[string]any{"t": LayerData, "d": map[string]any{
			"r": r, "b": map[string]any{"s": status, "d": data},
		}})
	}
	// Every write's ok goes through here: build it directly, in the same
	// (sorted) key order encoding/json would use.
	b := make([]byte, 0, len(data)+len(status)+48)
	b = append(b, `{"d":{"b":{"d":`...)
	b = append(b, data...)
	b = append(b, `,"s":"`...)
	b = append(b, status...)
	b = append(b, `"},"r":`...)
	b = strconv.AppendInt(b, r, 10)
	return append(b, `},"t":"d"}`...)
}

// appendString appends s as a JSON string, as encoding/json writes it.
func appendString(b []byte, s string) []byte {
	if plainASCII(s) {
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"')
	}
	return append(b, mustJSON(s)...)
}

// plainASCII reports whether s needs no escaping in a JSON string.
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// EncodePush builds {"t":"d","d":{"a":action,"b":body}}.
func EncodePush(action string, body any) []byte {
	return mustJSON(map[string]any{"t": LayerData, "d": map[string]any{"a": action, "b": body}})
}

// DataPush is the body of a d or m push; D is raw export-form JSON.
type DataPush struct {
	P string          `json:"p"`
	D json.RawMessage `json:"d"`
	T *int64          `json:"t,omitempty"`
}

// EncodeDataPush builds a d or m push without re-validating data, which
// must be valid JSON (the server renders it itself): the hot path of
// every listener update.
func EncodeDataPush(action, path string, data []byte, tag *int64) []byte {
	b := make([]byte, 0, len(data)+len(path)+48)
	b = append(b, `{"t":"d","d":{"a":`...)
	b = appendString(b, action)
	b = append(b, `,"b":{"p":`...)
	b = appendString(b, path)
	b = append(b, `,"d":`...)
	b = append(b, data...)
	if tag != nil {
		b = append(b, `,"t":`...)
		b = strconv.AppendInt(b, *tag, 10)
	}
	return append(b, "}}}"...)
}
