package scaleseed

import (
	"math/rand/v2"
	"strings"
	"time"
)

var unaccent = strings.NewReplacer("Á", "A", "É", "E", "Í", "I", "Ó", "O", "Ú", "U", "Ü", "U")

// plain upper-cases s and drops its accents (Á → A); Ñ stays.
func plain(s string) string { return unaccent.Replace(strings.ToUpper(s)) }

func isVowel(r rune) bool { return strings.ContainsRune("AEIOU", r) }

// firstInner is the first vowel (vowel true) or consonant after s's first letter, "X" if none.
func firstInner(s string, vowel bool) string {
	for _, r := range []rune(s)[1:] {
		if r >= 'A' && r <= 'Z' && isVowel(r) == vowel {
			return string(r)
		}
	}
	return "X"
}

// stem is the first four letters of a CURP and an RFC of a natural person.
func stem(name, first, second string) string {
	n, f, s := plain(name), plain(first), plain(second)
	if n == "" || f == "" || s == "" {
		return "XXXX"
	}
	return strings.ReplaceAll(string([]rune(f)[0])+firstInner(f, true)+string([]rune(s)[0])+string([]rune(n)[0]), "Ñ", "X")
}

// curpAlphabet gives each CURP character its value in the check digit.
var curpAlphabet = []rune("0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ")

func curpValue(r rune) int {
	for i, a := range curpAlphabet {
		if a == r {
			return i
		}
	}
	return 0
}

// curpCheck is the 18th character of a CURP whose first 17 are given: the
// sum of each character's value times 18 minus its position, as RENAPO.
func curpCheck(c17 string) byte {
	sum := 0
	for i, r := range []rune(c17) {
		sum += curpValue(r) * (18 - i)
	}
	return byte('0' + (10-sum%10)%10)
}

// curp builds a valid-looking CURP: stem, birth date, sex, state, inner
// consonants, a homoclave digit (born before 2000) and the check digit.
func curp(name, first, second string, birth time.Time, sex string, r *rand.Rand) string {
	n, f, s := plain(name), plain(first), plain(second)
	c17 := stem(name, first, second) + birth.Format("060102") + sex + states[r.IntN(len(states))] +
		firstInner(f, false) + firstInner(s, false) + firstInner(n, false) + string(rune('0'+r.IntN(10)))
	c17 = strings.ReplaceAll(c17, "Ñ", "X")
	return c17 + string(curpCheck(c17))
}

const homoclave = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"

// rfc builds a valid-looking RFC of a natural person: stem, birth date and
// a three-character homoclave.
func rfc(name, first, second string, birth time.Time, r *rand.Rand) string {
	h := []byte{homoclave[r.IntN(len(homoclave))], homoclave[r.IntN(len(homoclave))], "0123456789A"[r.IntN(11)]}
	return stem(name, first, second) + birth.Format("060102") + string(h)
}

const pushChars = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"

// pushID is a Firebase push id: 8 characters of the creation time in
// milliseconds, then 12 random ones, so keys sort by creation.
func pushID(at time.Time, r *rand.Rand) string {
	var b [20]byte
	ms := at.UnixMilli()
	for i := 7; i >= 0; i-- {
		b[i] = pushChars[ms%64]
		ms /= 64
	}
	for i := 8; i < 20; i++ {
		b[i] = pushChars[r.IntN(64)]
	}
	return string(b[:])
}

// Identity is a valid-looking CURP and RFC of a person born on birth, sex
// "H" or "M" as the CURP writes it; the same seed gives the same ones.
func Identity(name, first, second string, birth time.Time, sex string, seed uint64) (curpOut, rfcOut string) {
	r := rand.New(rand.NewPCG(seed, 0))
	return curp(name, first, second, birth, sex, r), rfc(name, first, second, birth, r)
}
