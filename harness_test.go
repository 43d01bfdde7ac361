package repo_test

import (
	"os"
	"strings"
	"testing"
)

// harnesses start the emulator suite and must learn that it is ready from
// the Emulator Hub's GET /emulators: the printed banner is for people and
// may change without notice.
var harnesses = []string{
	"emulators/emutest/emutest.go",
	"emulators/conformance/emuproc/emuproc.go",
	"securityrules/test/emulator.mjs",
	"web/e2e/suite.mjs",
}

// bannerMarks are the banner's texts a scraper would match on.
var bannerMarks = []string{"✔", "All emulators ready", "emulators ready", `http:\/\/(\S+)`, `http://(\S+)`}

// bannerRead names the first banner text src matches on, or "".
func bannerRead(src string) string {
	for _, m := range bannerMarks {
		if strings.Contains(src, m) {
			return m
		}
	}
	return ""
}

// waitsOnHub reports whether src reaches the hub: its Go client, or its
// GET /emulators path in a script.
func waitsOnHub(src string) bool {
	return strings.Contains(src, "hubclient.") || strings.Contains(src, "/emulators`")
}

func TestHarnesses_WaitOnTheHub(t *testing.T) {
	for _, path := range harnesses {
		t.Run(path, func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			src := string(b)
			if m := bannerRead(src); m != "" {
				t.Errorf("%s reads the suite's banner (%q); wait on the Emulator Hub's GET /emulators", path, m)
			}
			if !waitsOnHub(src) {
				t.Errorf("%s does not wait on the Emulator Hub's GET /emulators", path)
			}
		})
	}
}

// The detectors themselves: the old scrapers are caught, the hub is seen.
func TestHarnesses_Detectors(t *testing.T) {
	tests := []struct {
		name       string
		src        string
		wantBanner bool
		wantHub    bool
	}{
		{"Go ready-line regexp", "regexp.MustCompile(`✔\\s+(\\S+)\\s+http://(\\S+)`)", true, false},
		{"the ready sentence", `if output.includes('All emulators ready') {`, true, false},
		{"a JS address regexp", `const READY = /database\s+http:\/\/(\S+):(\d+)/;`, true, false},
		{"Go hub client", `_, list, err := hubclient.WaitFile(ctx, hubFile)`, false, true},
		{"script fetching the hub", "await fetch(`http://${hub}/emulators`)", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := bannerRead(tt.src) != ""; got != tt.wantBanner {
				t.Errorf("bannerRead = %v, want %v", got, tt.wantBanner)
			}
			if got := waitsOnHub(tt.src); got != tt.wantHub {
				t.Errorf("waitsOnHub = %v, want %v", got, tt.wantHub)
			}
		})
	}
}
