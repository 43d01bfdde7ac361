package hosting

import "testing"

func TestNegotiate(t *testing.T) {
	tests := []struct {
		header, want string
	}{
		{"", encIdentity},
		{"identity", encIdentity},
		{"deflate", encIdentity},
		{"gzip", encGzip},
		{"x-gzip", encGzip},
		{"GZIP", encGzip},
		{"br", encBrotli},
		{"gzip, deflate, br, zstd", encBrotli}, // Chromium's header
		{"gzip, deflate", encGzip},
		{"br;q=0, gzip", encGzip},
		{"br;q=0, gzip;q=0", encIdentity},
		{"gzip;q=0.8, br;q=0.4", encGzip},
		{"gzip;q=0.4, br;q=0.8", encBrotli},
		{"gzip; q=1.0, br; q=1.0", encBrotli},
		{"*", encBrotli},
		{"*;q=0", encIdentity},
		{"*, br;q=0", encGzip},
		{"gzip;q=bogus", encGzip},
		{" , ,", encIdentity},
	}
	for _, tt := range tests {
		t.Run(tt.header, func(t *testing.T) {
			if got := negotiate(tt.header); got != tt.want {
				t.Errorf("negotiate(%q) = %q, want %q", tt.header, got, tt.want)
			}
		})
	}
}

func TestCompressible(t *testing.T) {
	tests := []struct {
		file string
		want bool
	}{
		{"index.html", true},
		{"app.js", true},
		{"app.mjs", true},
		{"styles.css", true},
		{"manifest.json", true},
		{"site.webmanifest", true},
		{"logo.svg", true},
		{"robots.txt", true},
		{"favicon.ico", true},
		{"photo.png", false},
		{"photo.jpg", false},
		{"photo.webp", false},
		{"font.woff2", false},
		{"font.woff", false},
		{"letter.pdf", false},
		{"archive.gz", false},
		{"blob.bin", false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			if got := compressible(contentType(tt.file)); got != tt.want {
				t.Errorf("compressible(%s: %q) = %v, want %v", tt.file, contentType(tt.file), got, tt.want)
			}
		})
	}
}

func TestAcceptable(t *testing.T) {
	tests := []struct {
		header string
		want   []string
	}{
		{"", nil},
		{"gzip, deflate, br, zstd", []string{encBrotli, encGzip}},
		{"gzip;q=0.9, br;q=0.5", []string{encGzip, encBrotli}},
		{"br", []string{encBrotli}},
		{"gzip, br;q=0", []string{encGzip}},
		{"*;q=0.5, gzip", []string{encGzip, encBrotli}},
	}
	for _, tt := range tests {
		t.Run(tt.header, func(t *testing.T) {
			got := acceptable(tt.header)
			if len(got) != len(tt.want) {
				t.Fatalf("acceptable(%q) = %v, want %v", tt.header, got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("acceptable(%q) = %v, want %v", tt.header, got, tt.want)
				}
			}
		})
	}
}
