package letter

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// LetterFolioLen is the exact length of a letter folio (docs/requirements.md §5).
const LetterFolioLen = 13

// LibranzaFolioMin is the minimum length of a libranza folio (docs/requirements.md §5).
const LibranzaFolioMin = 12

// ValidateLetterFolio checks docs/requirements.md §5 letterFolioValidation: digits and
// hyphen only, exactly 13 characters.
func ValidateLetterFolio(s string) error {
	if len(s) != LetterFolioLen {
		return fmt.Errorf("%w: %d characters", ErrLetterFolio, utf8.RuneCountInString(s))
	}
	for _, r := range s {
		if r != '-' && (r < '0' || r > '9') {
			return fmt.Errorf("%w: %q", ErrLetterFolio, r)
		}
	}
	return nil
}

// ValidateLibranzaFolio checks docs/requirements.md §5: no spaces, at least 12 characters.
func ValidateLibranzaFolio(s string) error {
	if strings.IndexFunc(s, unicode.IsSpace) >= 0 {
		return fmt.Errorf("%w: contains a space", ErrLibranzaFolio)
	}
	if n := utf8.RuneCountInString(s); n < LibranzaFolioMin {
		return fmt.Errorf("%w: %d characters", ErrLibranzaFolio, n)
	}
	return nil
}
