package demodata

import (
	"encoding/base64"
	"fmt"
	"time"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/trigger"
)

// signLetter is the functions' answer to the promoter's "Generar carta"
// (functions/api_libranza.go): the letter frozen with the customer's
// signature and the PDF's hash in letterSignatures/{id}, and the folio's
// letterLibranza and documents/carta-libranza.
func (b *builder) signLetter() error {
	sig, ok := b.images[Image(b.person.Key, "signature")]
	if !ok {
		return fmt.Errorf("%w: %s has no signature image for the letter", ErrInput, b.person.Key)
	}
	q := b.tree["offer"].(map[string]any)["quoter"].(map[string]any)
	at := b.at + 5*minute
	l := &letter.Letter{RequestID: b.id, CustomerName: b.person.FullName(), Curp: b.person.CURP,
		Agreement: q["agreement"].(map[string]any)["agreementItem"].(string), Product: q["product"].(string),
		Amount: q["amount"].(float64), MonthlyDiscount: q["payment"].(float64), Term: q["term"].(int),
		Cat: q["cat"].(float64), LetterFolio: fmt.Sprintf("2026-%08d", 5000+b.n),
		LibranzaFolio: fmt.Sprintf("LIB-SEP-2026-%06d", b.n), Date: time.UnixMilli(at).In(clock.MexicoCity()), Signature: sig}
	pdf, err := l.PDF()
	if err != nil {
		return err
	}
	b.letter = map[string]any{"image": base64.StdEncoding.EncodeToString(sig), "at": at, "by": b.promoter(),
		"letter": l.Freeze(), "sha256": letter.Sum(pdf)}
	b.write(trigger.FunctionsUID, "letterLibranza", func(t map[string]any) {
		t["letterLibranza"] = map[string]any{"letterFolio": l.LetterFolio, "libranzaFolio": l.LibranzaFolio,
			"discountAmount": l.MonthlyDiscount, "totalAmount": l.Amount, "term": l.Term, "cat": l.Cat,
			"status": "GENERADA", "generatedAt": b.at, "generatedBy": b.promoter()}
		set(t, "documents/carta-libranza", map[string]any{"status": "uploaded", "gatewayId": l.LetterFolio,
			"fileName": "carta-libranza-" + l.LetterFolio + ".pdf", "fileType": "PDF", "uploadedAt": b.at})
		t["lastUpdateAt"], t["lastUpdateBy"] = b.at, b.promoter()
	})
	return nil
}
