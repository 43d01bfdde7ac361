package letter

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

// Frozen is a signed letter's data as the customer signed it. It is stored
// beside the signature when the letter is generated, and every later PDF is
// rendered from it, never from the folio's live offer: the document the
// customer signed cannot change when the offer does.
type Frozen struct {
	RequestID       string  `json:"requestId"`
	CustomerName    string  `json:"customerName"`
	Curp            string  `json:"curp"`
	Agreement       string  `json:"agreement"`
	Product         string  `json:"product"`
	Amount          float64 `json:"amount"`
	MonthlyDiscount float64 `json:"monthlyDiscount"`
	Term            int     `json:"term"`
	Cat             float64 `json:"cat"`
	LetterFolio     string  `json:"letterFolio"`
	LibranzaFolio   string  `json:"libranzaFolio"`
	// Date is the calendar day shown on the letter (YYYY-MM-DD), kept as
	// the day itself so no time-zone table can move it.
	Date string `json:"date"`
}

const dayLayout = "2006-01-02"

// Freeze returns the letter's data without its signature image.
func (l *Letter) Freeze() Frozen {
	return Frozen{RequestID: l.RequestID, CustomerName: l.CustomerName, Curp: l.Curp,
		Agreement: l.Agreement, Product: l.Product, Amount: l.Amount, MonthlyDiscount: l.MonthlyDiscount,
		Term: l.Term, Cat: l.Cat, LetterFolio: l.LetterFolio, LibranzaFolio: l.LibranzaFolio,
		Date: l.Date.Format(dayLayout)}
}

// Letter rebuilds the signed letter with its signature image.
func (f *Frozen) Letter(sig []byte) (*Letter, error) {
	day, err := time.Parse(dayLayout, f.Date)
	if err != nil {
		return nil, fmt.Errorf("%w: frozen date %q", ErrIncomplete, f.Date)
	}
	return &Letter{RequestID: f.RequestID, CustomerName: f.CustomerName, Curp: f.Curp,
		Agreement: f.Agreement, Product: f.Product, Amount: f.Amount, MonthlyDiscount: f.MonthlyDiscount,
		Term: f.Term, Cat: f.Cat, LetterFolio: f.LetterFolio, LibranzaFolio: f.LibranzaFolio,
		Date: day, Signature: sig}, nil
}

// Sum is the hex SHA-256 of a rendered letter, stored at signing and
// checked on every later rendering.
func Sum(pdf []byte) string {
	h := sha256.Sum256(pdf)
	return hex.EncodeToString(h[:])
}

// Verify renders the frozen letter and checks it against the sum stored at
// signing.
func (f *Frozen) Verify(sig []byte, sum string) ([]byte, error) {
	l, err := f.Letter(sig)
	if err != nil {
		return nil, err
	}
	b, err := l.PDF()
	if err != nil {
		return nil, err
	}
	if got := Sum(b); got != sum {
		return nil, fmt.Errorf("%w: rendered %s, signed %s", ErrAltered, got, sum)
	}
	return b, nil
}
