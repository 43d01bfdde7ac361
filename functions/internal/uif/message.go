package uif

import (
	"fmt"
	"regexp"
	"strings"
	"time"
)

var curpRE = regexp.MustCompile(`^[A-Z]{4}[0-9]{6}[A-Z0-9Ñ&]{8}$`)

// Subject is the email's subject: the client's CURP, nothing else.
func Subject(n Notice) string {
	return "Aviso UIF: cliente en lista UIF (" + n.Curp + ")"
}

// Body is the email's plain text, in Spanish.
func Body(n Notice, at time.Time) string {
	var b strings.Builder
	b.WriteString("Se consultó a un cliente que se encuentra en la lista UIF. El cliente no es elegible y no se inició ninguna solicitud.\n\n")
	fmt.Fprintf(&b, "CURP del cliente: %s\n", n.Curp)
	fmt.Fprintf(&b, "Promotor (bpId): %s\n", n.BpID)
	fmt.Fprintf(&b, "Origen: %s\n", n.Origin)
	if n.Folio != "" {
		fmt.Fprintf(&b, "Folio: %s\n", n.Folio)
	}
	fmt.Fprintf(&b, "Fecha: %s (hora del centro de México)\n", at.Format("02/01/2006 15:04"))
	b.WriteString("\nEste aviso se envía una vez al día por cliente y promotor.\n")
	return b.String()
}
