import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { documents as t, validation } from '@/copy/es';

import { DocumentPanel } from '../components/document-panel';
import type { DeskDocument } from '../desk-api';

const doc = (kind: string, contentType: string, fileName: string): DeskDocument => ({
  kind,
  type: kind.replace(/-d\d$/, ''),
  name: kind.startsWith('otros') ? 'Otros' : 'Video',
  fileName,
  contentType,
  size: 10,
});

describe('DocumentPanel', () => {
  it('shows each annex as its type reads: a PDF as a link, an image in the viewer, a video in a player', () => {
    render(
      <DocumentPanel
        documents={[
          {
            kind: 'ineFront',
            type: 'ineFront',
            name: 'INE (frente)',
            contentType: 'image/jpeg',
            size: 1,
          },
          doc('otros-d1', 'application/pdf', 'nomina.pdf'),
          doc('otros-d2', 'image/jpeg', 'recibo.jpg'),
          doc('video-d1', 'video/mp4', 'v.mp4'),
        ]}
        files={{ 'otros-d1': 'blob:pdf', 'otros-d2': 'blob:jpg', 'video-d1': 'blob:mp4' }}
      />,
    );
    expect(screen.getByRole('link', { name: t.openPdf('Otros · nomina.pdf') })).toHaveAttribute(
      'href',
      'blob:pdf',
    );
    expect(
      screen.getByRole('img', { name: validation.desk.viewer.alt('Otros · recibo.jpg') }),
    ).toHaveAttribute('src', 'blob:jpg');
    expect(document.querySelector('video')).toHaveAttribute('src', 'blob:mp4');
    // The INE has its own section on the desk.
    expect(screen.queryByText(/INE \(frente\)/)).toBeNull();
  });

  it('says when the folio has no annexes', () => {
    render(<DocumentPanel documents={[]} />);
    expect(screen.getByText(t.deskEmpty)).toBeInTheDocument();
  });
});
