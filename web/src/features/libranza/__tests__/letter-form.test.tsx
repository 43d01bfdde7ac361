import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { fakeCanvas as fakeCanvasContexts, fakeJpegBlobs, penStroke } from '@/testing/canvas';

import { LetterForm } from '../components/letter-form';

function fakeCanvas() {
  fakeCanvasContexts();
  fakeJpegBlobs();
}

function sign() {
  penStroke(screen.getByRole('img', { name: t.generate.signature }));
}

async function fill(letterFolio: string, libranzaFolio: string) {
  if (letterFolio) await userEvent.type(screen.getByLabelText(t.generate.letterFolio), letterFolio);
  if (libranzaFolio)
    await userEvent.type(screen.getByLabelText(t.generate.libranzaFolio), libranzaFolio);
  await userEvent.click(screen.getByRole('button', { name: t.generate.submit }));
}

describe('LetterForm', () => {
  it('submitted empty shows every Spanish message and does not submit', async () => {
    fakeCanvas();
    const onSubmit = vi.fn();
    render(<LetterForm onSubmit={onSubmit} />);
    await fill('', '');
    // The signature message shows at the submit, the field messages after the async validation.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        es.validation.required,
        es.validation.required,
        t.generate.signatureRequired,
      ]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a 12-character letter folio', '2026-0000001', 'LIB202600000001', es.validation.letterFolio],
    ['a letter folio with a letter', '2026-0000000A', 'LIB202600000001', es.validation.letterFolio],
    ['a 14-character letter folio', '2026-000000001', 'LIB202600000001', es.validation.letterFolio],
    [
      'a libranza folio with a space',
      '2026-00000001',
      'LIB 2026000001',
      es.validation.libranzaFolio,
    ],
    ['an 11-character libranza folio', '2026-00000001', 'LIB20260000', es.validation.libranzaFolio],
  ])('refuses %s (docs/requirements.md §5)', async (_name, letterFolio, libranzaFolio, message) => {
    fakeCanvas();
    const onSubmit = vi.fn();
    render(<LetterForm onSubmit={onSubmit} />);
    sign();
    await fill(letterFolio, libranzaFolio);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without a signature refuses valid folios', async () => {
    fakeCanvas();
    const onSubmit = vi.fn();
    render(<LetterForm onSubmit={onSubmit} />);
    await fill('2026-00000001', 'LIB202600000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.generate.signatureRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid folios with the signature as a JPEG', async () => {
    fakeCanvas();
    const onSubmit = vi.fn();
    render(<LetterForm onSubmit={onSubmit} />);
    sign();
    await fill('2026-00000001', 'LIB202600000001');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const v = onSubmit.mock.calls[0]![0] as {
      letterFolio: string;
      libranzaFolio: string;
      signature: Blob;
    };
    expect(v.letterFolio).toBe('2026-00000001');
    expect(v.libranzaFolio).toBe('LIB202600000001');
    expect(v.signature.type).toBe('image/jpeg');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
