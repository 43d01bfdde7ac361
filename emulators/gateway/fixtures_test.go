package gateway_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"oppnp/emulators/gateway"
)

// Check digits from reference/mexican-identifiers.md, reimplemented here so
// the fixtures cannot drift into numbers a validating SPA would refuse.

func curpOK(s string) bool {
	const alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ"
	if !regexp.MustCompile(`^[A-Z]{4}[0-9]{6}[HM][A-Z]{5}[0-9A-Z][0-9]$`).MatchString(s) {
		return false
	}
	sum := 0
	for i, c := range s[:17] {
		sum += strings.IndexRune(alphabet, c) * (18 - i)
	}
	return int(s[17]-'0') == (10-sum%10)%10
}

func rfcOK(s string) bool {
	const alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
	if !regexp.MustCompile(`^[A-Z]{4}[0-9]{6}[1-9A-V][1-9A-Z][0-9A]$`).MatchString(s) {
		return false
	}
	sum := 0
	for i, c := range s[:12] {
		sum += strings.IndexRune(alphabet, c) * (13 - i)
	}
	want := "0"
	if r := sum % 11; r != 0 {
		want = string("0123456789A"[11-r])
	}
	return s[12:] == want
}

func clabeOK(s string) bool {
	if !regexp.MustCompile(`^[0-9]{18}$`).MatchString(s) {
		return false
	}
	w := []int{3, 7, 1}
	sum := 0
	for i := 0; i < 17; i++ {
		sum += int(s[i]-'0') * w[i%3] % 10
	}
	return int(s[17]-'0') == (10-sum%10)%10
}

func nssOK(s string) bool {
	if !regexp.MustCompile(`^[0-9]{11}$`).MatchString(s) {
		return false
	}
	sum := 0
	for i := 0; i < 10; i++ {
		d := int(s[i]-'0') * (1 + i%2)
		if d >= 10 {
			d -= 9
		}
		sum += d
	}
	return int(s[10]-'0') == (10-sum%10)%10
}

func TestCheckDigits(t *testing.T) {
	// Worked examples of the reference note, valid and invalid.
	tests := []struct {
		name string
		ok   func(string) bool
		in   string
		want bool
	}{
		{"curp", curpOK, "SABC560626MDFLRN01", true},
		{"curp", curpOK, "BOXW310820HNERXN09", true},
		{"curp", curpOK, "BOXW310820HNERXN08", false},
		{"rfc", rfcOK, "GODE561231GR8", true},
		{"rfc", rfcOK, "VACE460910SX6", false},
		{"clabe", clabeOK, "032180000118359719", true},
		{"clabe", clabeOK, "002000000000000007", false},
		{"nss", nssOK, "12345678903", true},
		{"nss", nssOK, "97031612340", true},
		{"nss", nssOK, "97031612341", false},
	}
	for _, tt := range tests {
		if got := tt.ok(tt.in); got != tt.want {
			t.Errorf("%s(%s) = %v, want %v", tt.name, tt.in, got, tt.want)
		}
	}
}

type fixtureFile struct {
	Password string
	Users    []struct {
		Username, BpID, Profile string
		PromoterBlocked         any
	}
	Customers []struct {
		Persona, Curp, Rfc, Nss, Clabe, Phone, Gender, BirthDate, Biometric string
		UIF, Bulletined, CoxFailure                                         bool
		Credits                                                             []struct{ Internal bool }
	}
}

// TestFixtures checks that every persona docs/design.md §6 names exists and that
// every identifier carries a valid check digit and agrees with the CURP.
func TestFixtures(t *testing.T) {
	var f fixtureFile
	if err := json.Unmarshal(gateway.Fixtures(), &f); err != nil {
		t.Fatal(err)
	}
	if f.Password != "Demo.2026" {
		t.Errorf("password = %q", f.Password)
	}
	users := map[string]bool{}
	for _, u := range f.Users {
		users[u.Username] = true
	}
	for _, name := range []string{"promotor1", "promotor2", "gerente1", "supervisor1", "auxiliar1", "bloqueado1", "bloqueado2", "inactiva1", "malconfig1", "sindatos1"} {
		if !users[name] {
			t.Errorf("demo login %s missing", name)
		}
	}
	personas := map[string]bool{}
	results := map[string]bool{}
	for _, c := range f.Customers {
		personas[c.Persona] = true
		results[c.Biometric] = true
		if !curpOK(c.Curp) || !rfcOK(c.Rfc) || !clabeOK(c.Clabe) || !nssOK(c.Nss) {
			t.Errorf("%s: curp %v rfc %v clabe %v nss %v", c.Persona, curpOK(c.Curp), rfcOK(c.Rfc), clabeOK(c.Clabe), nssOK(c.Nss))
		}
		if c.Rfc[:10] != c.Curp[:10] {
			t.Errorf("%s: RFC %s and CURP %s disagree", c.Persona, c.Rfc, c.Curp)
		}
		if strings.ReplaceAll(c.BirthDate, "-", "")[2:] != c.Curp[4:10] {
			t.Errorf("%s: birth date %s vs CURP %s", c.Persona, c.BirthDate, c.Curp)
		}
		if map[string]byte{"H": 'H', "F": 'M'}[c.Gender] != c.Curp[10] {
			t.Errorf("%s: gender %s vs CURP %s", c.Persona, c.Gender, c.Curp)
		}
		if c.Nss[4:6] != c.Curp[4:6] {
			t.Errorf("%s: NSS %s birth year vs CURP %s", c.Persona, c.Nss, c.Curp)
		}
		if !regexp.MustCompile(`^[0-9]{10}$`).MatchString(c.Phone) {
			t.Errorf("%s: phone %s", c.Persona, c.Phone)
		}
	}
	for _, p := range []string{"uif", "boletinado", "liquidar", "cnca", "sin-creditos", "bio-aceptado", "bio-rechazado", "bio-pendiente", "cox-falla"} {
		if !personas[p] {
			t.Errorf("client persona %s missing", p)
		}
	}
	for _, r := range []string{"ACEPTADO", "RECHAZADO", "PENDIENTE"} {
		if !results[r] {
			t.Errorf("no persona with biometric %s", r)
		}
	}
}
