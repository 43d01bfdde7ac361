package demodata_test

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"oppnp/functions/internal/demodata"
	"oppnp/functions/internal/letter"
)

// Every folio that left the carta libranza step has its signed letter,
// which renders to the PDF whose hash was stored at signing (what the
// letter's download checks), and names it on the folio.
func TestDemoLettersAreSigned(t *testing.T) {
	c := readCommitted(t)
	b, err := os.ReadFile(filepath.Join(c.root, demodata.DatabaseFile))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Letters map[string]struct {
			Image  string
			Letter letter.Frozen
			SHA256 string
		} `json:"letterSignatures"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	signed := 0
	for id, trail := range c.History {
		left := false
		for _, e := range trail {
			if e["from"] == "letterLibranza" && e["to"] != "letterLibranza" {
				left = true
			}
		}
		l, ok := doc.Letters[id]
		if left != ok {
			t.Errorf("%s: left the letter step %v, letter %v", id, left, ok)
			continue
		}
		if !ok {
			continue
		}
		signed++
		img, err := base64.StdEncoding.DecodeString(l.Image)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.Letter.Verify(img, l.SHA256); err != nil {
			t.Errorf("%s: %v", id, err)
		}
		ll, _ := c.Requests[id]["letterLibranza"].(map[string]any)
		doc, _ := c.Requests[id]["documents"].(map[string]any)
		if ll["letterFolio"] != l.Letter.LetterFolio || doc["carta-libranza"] == nil {
			t.Errorf("%s: the folio names letter %v", id, ll["letterFolio"])
		}
	}
	if signed == 0 {
		t.Fatal("no demo folio has a signed letter")
	}
}
