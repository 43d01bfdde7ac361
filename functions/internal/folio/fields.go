package folio

import (
	"strconv"
	"strings"
)

// The getters below read nested fields of a folio any level of which may be
// absent (a nil pointer), as an absent field reads in the rules: the zero
// value.

// StatusOf is f's status ("" for an absent folio).
func StatusOf(f *Folio) Status {
	if f == nil {
		return ""
	}
	return f.Status
}

// Quoter is the folio's offer/quoter (nil when absent).
func (f *Folio) Quoter() *OfferQuoter {
	if f == nil || f.Offer == nil {
		return nil
	}
	return f.Offer.Quoter
}

// Amount is offer/quoter/amount.
func (f *Folio) Amount() float64 {
	if q := f.Quoter(); q != nil {
		return q.Amount
	}
	return 0
}

// BranchID is offer/quoter/agreement/branch/branchID as text (the gateway
// sends it as a number or a string).
func (f *Folio) BranchID() string {
	q := f.Quoter()
	if q == nil || q.Agreement == nil || q.Agreement.Branch == nil {
		return ""
	}
	switch v := q.Agreement.Branch.BranchID.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return ""
}

// Phone is client/phone.
func (f *Folio) Phone() string {
	if f == nil || f.Client == nil {
		return ""
	}
	return f.Client.Phone
}

// ClientName is client/fullName, else names and last names joined.
func (f *Folio) ClientName() string {
	if f == nil || f.Client == nil {
		return ""
	}
	c := f.Client
	if strings.TrimSpace(c.FullName) != "" {
		return c.FullName
	}
	return strings.Join([]string{c.Names, c.FirstLastName, c.SecondLastName}, " ")
}

// CNCACode is cnca/code ("" when f has none).
func (f *Folio) CNCACode() CncaCode {
	if f == nil || f.Cnca == nil {
		return ""
	}
	return CncaCode(f.Cnca.Code)
}

// LinkAction is link/action, the action of the folio's current customer
// link (0 when it has none).
func (f *Folio) LinkAction() int {
	if f == nil || f.Link == nil {
		return 0
	}
	return f.Link.Action
}

// BiometricResult is customerSteps/biometric/result.
func (f *Folio) BiometricResult() string {
	if f == nil || f.CustomerSteps == nil || f.CustomerSteps.Biometric == nil {
		return ""
	}
	return f.CustomerSteps.Biometric.Result
}

// DiscardReason is discarded/reason.
func (f *Folio) DiscardReason() string {
	if f == nil || f.Discarded == nil {
		return ""
	}
	return f.Discarded.Reason
}
