package demodata

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"oppnp/functions/internal/scaleseed"
)

// Person is a demo customer: a gateway persona (fixtures.json), whose
// behaviour at the simulator the demo shows, or a made-up one with valid
// identifiers, so that no customer has two folios in flight.
type Person struct {
	Key                   string // the persona, or the made-up person's key
	Names, First, Second  string
	Birth                 string // YYYY-MM-DD
	Gender                string // H or F, as the folio holds it
	Sex                   string // H or M, as the CURP and the INE print it
	CURP, RFC, NSS, CLABE string
	Phone, Email, Address string
	Credits               []Credit
}

// Credit is a credit the customer may settle.
type Credit struct {
	CreditID string  `json:"creditId"`
	Lender   string  `json:"lender"`
	Balance  float64 `json:"balance"`
	Payment  float64 `json:"payment"`
	Internal bool    `json:"internal"`
}

// FullName is the name as the folio holds it, upper case.
func (p Person) FullName() string {
	return strings.ToUpper(strings.Join(strings.Fields(p.Names+" "+p.First+" "+p.Second), " "))
}

// personas reads the simulator's customers (emulators/gateway/fixtures.json).
func personas(fixtures []byte) (map[string]Person, error) {
	var fx struct {
		Customers []struct {
			Persona, CURP, RFC, NSS, Clabe, Phone, Email, BirthDate, Gender string
			FirstName, LastName, SecondLastName                             string
			Credits                                                         []Credit
		}
	}
	if err := json.Unmarshal(fixtures, &fx); err != nil {
		return nil, fmt.Errorf("%w: fixtures: %w", ErrInput, err)
	}
	out := map[string]Person{}
	for _, c := range fx.Customers {
		sex := map[string]string{"H": "H", "F": "M"}[c.Gender]
		out[c.Persona] = Person{Key: c.Persona, Names: c.FirstName, First: c.LastName, Second: c.SecondLastName,
			Birth: c.BirthDate, Gender: c.Gender, Sex: sex, CURP: c.CURP, RFC: c.RFC, NSS: c.NSS, CLABE: c.Clabe,
			Phone: c.Phone, Email: c.Email, Address: addresses[len(out)%len(addresses)], Credits: c.Credits}
	}
	return out, nil
}

var addresses = []string{"AV JUAREZ 120 COL CENTRO", "CALLE 5 DE MAYO 44", "AV REFORMA 310 INT 2",
	"PRIV LOS PINOS 8", "CALZ DE TLALPAN 1501", "AV HIDALGO 77 COL OBRERA", "CALLE MORELOS 230"}

// madeUp are the customers who are no persona: name, surnames, birth, sex (CURP letter).
var madeUp = [][5]string{
	{"Margarita", "Castillo", "Reyes", "1957-05-14", "M"},
	{"Francisco", "Mendoza", "Ruiz", "1955-10-02", "H"},
	{"Verónica", "Jiménez", "Moreno", "1961-01-23", "M"},
	{"Antonio", "Vázquez", "Chávez", "1953-07-30", "H"},
	{"Leticia", "Romero", "Gutiérrez", "1959-12-11", "M"},
	{"Manuel", "Rivera", "Ortiz", "1956-03-19", "H"},
	{"Teresa", "Morales", "Álvarez", "1958-08-08", "M"},
	{"Jorge", "Aguilar", "Méndez", "1954-02-27", "H"},
	{"Patricia", "Flores", "Castillo", "1962-06-15", "M"},
	{"Raúl", "González", "Rivera", "1957-11-04", "H"},
	{"Silvia", "Pérez", "Romero", "1960-04-21", "M"},
	{"Arturo", "Reyes", "Morales", "1952-09-09", "H"},
	{"Carmen", "Gutiérrez", "López", "1955-01-31", "M"},
	{"Enrique", "Chávez", "Jiménez", "1958-05-06", "H"},
	{"Adriana", "Ruiz", "Mendoza", "1963-10-17", "M"},
	{"Sergio", "Méndez", "Vázquez", "1956-12-03", "H"},
	{"Alicia", "Ortiz", "Aguilar", "1959-02-12", "M"},
	{"Eduardo", "Moreno", "Flores", "1954-06-25", "H"},
	{"Gabriela", "López", "García", "1961-09-28", "M"},
	{"Fernando", "García", "Ramírez", "1953-03-08", "H"},
	{"Martha", "Álvarez", "Rodríguez", "1957-07-19", "M"},
	{"Ricardo", "Rodríguez", "Pérez", "1955-11-14", "H"},
	{"Elena", "Ramírez", "González", "1960-08-02", "M"},
	{"Alejandro", "Martínez", "Sánchez", "1956-04-10", "H"},
	{"Guillermo", "Navarro", "Salinas", "1958-01-17", "H"},
	{"Rocío", "Cervantes", "Ibarra", "1961-05-03", "M"},
	{"Javier", "Domínguez", "Fuentes", "1954-09-12", "H"},
	{"Lucía", "Herrera", "Campos", "1959-07-07", "M"},
}

// madeUpPerson is made-up person i, the same on every run.
func madeUpPerson(i int) Person {
	m := madeUp[i%len(madeUp)]
	birth, err := time.Parse("2006-01-02", m[3])
	if err != nil {
		panic(err) // the table above is fixed
	}
	curp, rfc := scaleseed.Identity(m[0], m[1], m[2], birth, m[4], uint64(i+1))
	gender := map[string]string{"H": "H", "M": "F"}[m[4]]
	n := 7000 + i
	local := strings.ToLower(unaccent.Replace(strings.ToUpper(m[0] + "." + m[1])))
	return Person{Key: fmt.Sprintf("made-up-%d", i), Names: m[0], First: m[1], Second: m[2], Birth: m[3],
		Gender: gender, Sex: m[4], CURP: curp, RFC: rfc,
		NSS:   luhn(fmt.Sprintf("%02d%s%06d", 10+i, m[3][2:4], n)),
		CLABE: clabe(fmt.Sprintf("0121800%010d", 4400000000+int64(n))),
		Phone: fmt.Sprintf("55%08d", 34560000+i*137), Email: strings.ReplaceAll(local, "ñ", "n") + "@correo.test",
		Address: addresses[i%len(addresses)]}
}

// luhn appends the Luhn check digit (the NSS's) to ten digits.
func luhn(digits string) string {
	sum := 0
	for i, r := range digits {
		d := int(r - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return digits + string(rune('0'+(10-sum%10)%10))
}

// clabe appends the CLABE check digit (weights 3, 7, 1) to 17 digits.
func clabe(digits string) string {
	w, sum := []int{3, 7, 1}, 0
	for i, r := range digits {
		sum += int(r-'0') * w[i%3] % 10
	}
	return digits + string(rune('0'+(10-sum%10)%10))
}
