// Package cnca holds the internal credit-transfer (CNCA) process codes
// E0001–E0009 of docs/requirements.md §4 and the moves between them.
package cnca

import "fmt"

// Code is a CNCA process code.
type Code string

// The codes of docs/requirements.md §4.
const (
	AwaitingBiometric  Code = "E0001" // en espera de biométrico
	ToRequestDischarge Code = "E0002" // por solicitar baja
	AwaitingSIPRE      Code = "E0003" // en espera de baja en SIPRE
	FullDischarge      Code = "E0004" // baja exitosa total
	PartialDischarge   Code = "E0005" // baja exitosa parcial
	InProcess          Code = "E0006" // solicitud en proceso
	Linked             Code = "E0007" // vinculada a solicitud
	Rejected           Code = "E0008" // rechazada
	Cancelled          Code = "E0009" // cancelada
)

var labels = map[Code]string{
	AwaitingBiometric:  "En espera de biométrico",
	ToRequestDischarge: "Por solicitar baja",
	AwaitingSIPRE:      "En espera de baja en SIPRE",
	FullDischarge:      "Baja exitosa total",
	PartialDischarge:   "Baja exitosa parcial",
	InProcess:          "Solicitud en proceso",
	Linked:             "Vinculada a solicitud",
	Rejected:           "Rechazada",
	Cancelled:          "Cancelada",
}

// moves lists where each code may go next. E0003 may be retried (a failed
// discharge is resumed from "Mis solicitudes de baja"). Once a request is
// linked (E0006) the folio follows that request and is no longer cancelled.
var moves = map[Code][]Code{
	AwaitingBiometric:  {ToRequestDischarge, Rejected, Cancelled},
	ToRequestDischarge: {AwaitingSIPRE, Cancelled},
	AwaitingSIPRE:      {AwaitingSIPRE, FullDischarge, PartialDischarge, Rejected, Cancelled},
	PartialDischarge:   {AwaitingSIPRE, InProcess, Cancelled},
	FullDischarge:      {InProcess, Cancelled},
	InProcess:          {Linked, Rejected},
	Linked:             {},
	Rejected:           {},
	Cancelled:          {},
}

// Label is the Spanish label of a code.
func Label(c Code) (string, error) {
	l, ok := labels[c]
	if !ok {
		return "", fmt.Errorf("%w: %q", ErrUnknownCode, c)
	}
	return l, nil
}

// Move checks that the process may go from → to.
func Move(from, to Code) error {
	next, ok := moves[from]
	if !ok {
		return fmt.Errorf("%w: %q", ErrUnknownCode, from)
	}
	if _, ok := labels[to]; !ok {
		return fmt.Errorf("%w: %q", ErrUnknownCode, to)
	}
	for _, n := range next {
		if n == to {
			return nil
		}
	}
	return fmt.Errorf("%w: %s → %s", ErrBadMove, from, to)
}

// CanDischarge reports whether a SIPRE discharge may be requested (or
// resumed) from c.
func CanDischarge(c Code) bool {
	return c == ToRequestDischarge || c == AwaitingSIPRE || c == PartialDischarge
}
