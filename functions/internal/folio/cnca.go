package folio

import "slices"

// CncaCode is a CNCA process code (cnca/code): the contract's cncaCodes,
// generated into the Cnca* constants with their labels and moves.
type CncaCode string

type cncaInfo struct {
	label                   string
	next                    []CncaCode
	cancel, discharge, link bool
}

// Valid reports whether c is a code of the contract.
func (c CncaCode) Valid() bool { _, ok := cncaCodeInfo[c]; return ok }

// Label is the code's Spanish label ("" for an unknown code).
func (c CncaCode) Label() string { return cncaCodeInfo[c].label }

// Next lists the codes the process may go to from c.
func (c CncaCode) Next() []CncaCode { return slices.Clone(cncaCodeInfo[c].next) }

// CanMove reports whether the process may go from c to to.
func (c CncaCode) CanMove(to CncaCode) bool {
	return to.Valid() && slices.Contains(cncaCodeInfo[c].next, to)
}

// Cancellable reports whether a promoter may cancel the process at c.
func (c CncaCode) Cancellable() bool { return cncaCodeInfo[c].cancel }

// Dischargeable reports whether a SIPRE discharge may be requested, or
// resumed, at c.
func (c CncaCode) Dischargeable() bool { return cncaCodeInfo[c].discharge }

// Linkable reports whether a discharge at c may lead to its loan request.
func (c CncaCode) Linkable() bool { return cncaCodeInfo[c].link }
