package monitor

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaskName keeps the first letter of each word of a name: "Juan Pérez
// López" → "J*** P*** L***". The stars never reveal a word's length. The
// staff-readable trail masks names with it; the public projection carries
// no name at all.
func MaskName(name string) string {
	words := strings.Fields(name)
	out := make([]string, 0, len(words))
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		out = append(out, string(unicode.ToUpper(r))+"***")
	}
	return strings.Join(out, " ")
}

// MaskCURP keeps the CURP's first four letters and hides the birth date,
// sex, state and check digits: "PELJ800101HDFRPN09" → "PELJ******". The
// staff-readable trail masks CURPs with it; the public projection carries
// no CURP at all.
func MaskCURP(curp string) string {
	curp = strings.TrimSpace(curp)
	if curp == "" {
		return ""
	}
	r := []rune(strings.ToUpper(curp))
	if len(r) > 4 {
		r = r[:4]
	}
	return string(r) + "******"
}

// MaskBpID shows only the last four characters of a promoter's bpId:
// "1000000001" → "******0001".
func MaskBpID(bp string) string { return MaskLast4(bp) }

// MaskLast4 shows only the last four characters of an identifier (a phone,
// CLABE, account, NSS): "5512345678" → "******5678". Four characters or
// fewer are hidden entirely.
func MaskLast4(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) == 0 {
		return ""
	}
	if len(r) <= 4 {
		return "******"
	}
	return "******" + string(r[len(r)-4:])
}

// MaskEmail keeps the first letter of the mailbox and the domain:
// "juan.perez@correo.mx" → "j***@correo.mx".
func MaskEmail(email string) string {
	email = strings.TrimSpace(email)
	local, domain, ok := strings.Cut(email, "@")
	if email == "" {
		return ""
	}
	if !ok || local == "" {
		return "******"
	}
	r, _ := utf8.DecodeRuneInString(local)
	return string(r) + "***@" + domain
}
