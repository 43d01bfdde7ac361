package letter

import "strings"

// cp1252Extras are the characters Windows-1252 places in 0x80–0x9F, where
// Latin-1 has control codes. With 0x20–0x7E and 0xA0–0xFF (which match
// Unicode) they are all the core PDF fonts can print
// (docs/adr/0032-carta-libranza-pdf-with-fpdf.md).
const cp1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"

// printable reports whether s prints as written in the letter's font, and
// the first rune that does not. fpdf's translator prints any other rune as
// '.', and a legal letter must not silently misspell a customer's name.
func printable(s string) (rune, bool) {
	for _, r := range s {
		switch {
		case r >= 0x20 && r < 0x7f, r >= 0xa0 && r <= 0xff:
		case r < 0x80 || !strings.ContainsRune(cp1252Extras, r):
			return r, false
		}
	}
	return 0, true
}
