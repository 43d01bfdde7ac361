package rules

import (
	"errors"
	"fmt"
)

// ErrSyntax wraps every error Parse reports: the document is not valid JSON,
// its structure is not a ruleset, or an expression does not parse.
var ErrSyntax = errors.New("rules: invalid ruleset")

// ErrType wraps compile-time type errors in a rule expression (production
// refuses these at deploy time).
var ErrType = errors.New("rules: type error")

// ErrRuntime wraps an error met while evaluating an expression; the rule that
// raised it counts as false.
var ErrRuntime = errors.New("rules: evaluation error")

// ErrTooLarge is returned by Parse for a document over MaxSourceSize bytes.
var ErrTooLarge = errors.New("rules: ruleset too large")

// ParseError is a positioned error in a rules document. Its Error text is the
// production form "line:col: message", which the server returns verbatim in
// the 400 reply to PUT /.settings/rules.json.
type ParseError struct {
	Line, Col int
	Msg       string
	kind      error
}

// Error returns "line:col: message".
func (e *ParseError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Unwrap lets callers test the error class with errors.Is (ErrSyntax,
// ErrType or ErrTooLarge).
func (e *ParseError) Unwrap() error { return e.kind }

// evalError is a runtime type error; it makes the rule false and its text goes
// into the evaluation trace.
type evalError struct{ msg string }

func (e *evalError) Error() string { return e.msg }
func (e *evalError) Unwrap() error { return ErrRuntime }

func rtErr(format string, args ...any) error { return &evalError{fmt.Sprintf(format, args...)} }
