package functionshost

import (
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
)

func TestHost_prebuilt(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "functions", "cmd", "functions")
	if err := os.MkdirAll(bin, 0o755); err != nil { // a directory where the binary would be
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "functions", "cmd", "other"), []byte("x"), 0o755); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "functions", "cmd", "other")
	tests := []struct {
		name, prebuilt, main, want string
	}{
		{"no prebuilt directory builds", "", "./functions/cmd/other", ""},
		{"the binary at the main's path is used", dir, "./functions/cmd/other", other},
		{"a main without a binary builds", dir, "./functions/cmd/missing", ""},
		{"a directory is not a binary", dir, "./functions/cmd/functions", ""},
		{"an absolute main builds", dir, other, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := &Host{opts: Options{Prebuilt: tt.prebuilt, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}}
			got, err := h.prebuilt(tt.main)
			if err != nil || got != tt.want {
				t.Errorf("prebuilt(%q) = %q, %v; want %q", tt.main, got, err, tt.want)
			}
		})
	}
}
