package monitor

import (
	"fmt"

	"oppnp/functions/internal/folio"
)

// Repair is one status change an operator may apply from the monitor's
// update view. Each is a transition of the folio contract (docs/contract.md)
// that only unsticks a folio the system failed to move; none stands in for
// a customer step (consent, OTP, signature, video), a provider's verdict
// (the biometric result, COX's answer) or the second admin of four-eyes
// (docs/adr/0051-named-operators-and-repairs.md).
type Repair struct {
	From, To folio.Status
	// Why says in the code, for the reviewer, why it is a repair.
	Why string
}

// Repairs is the allow-list: every other status change is refused.
var Repairs = []Repair{
	{folio.StatusErrorSentCOX, folio.StatusSentCOX,
		"reenvío a COX after COX refused or failed: sentCOX's coxSubmit resubmits the signed loan"},
	{folio.StatusBioprocess, folio.StatusBiometricValidation,
		"the provider's answer never came: staff decide the biometric by hand, nothing is accepted"},
	{folio.StatusVideocall, folio.StatusVideoRecording,
		"the live call cannot happen: the customer still records the video, and it is reviewed"},
}

// CheckRepair refuses any status change that is not in Repairs, or that
// the folio contract no longer allows.
func CheckRepair(from, to folio.Status) error {
	for _, r := range Repairs {
		if r.From == from && r.To == to && contract(from, to) {
			return nil
		}
	}
	return fmt.Errorf("%w: %s → %s", ErrBadCorrection, from, to)
}

// Targets lists the statuses an operator may repair a folio to from from.
func Targets(from folio.Status) []folio.Status {
	var out []folio.Status
	for _, r := range Repairs {
		if r.From == from {
			out = append(out, r.To)
		}
	}
	return out
}

// contract reports whether the folio contract has the transition for the
// staff or the functions, whose steps a repair redoes.
func contract(from, to folio.Status) bool {
	return folio.Find(from, to, folio.ActorStaff) != nil || folio.Find(from, to, folio.ActorFunctions) != nil
}
