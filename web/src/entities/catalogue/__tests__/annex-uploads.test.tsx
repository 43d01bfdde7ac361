import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { documentLabel, documentRows } from '@/components/ui/document-list';
import { documents as t } from '@/copy/es';
import { DEFAULT_CATALOGUE } from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';

import { AnnexUploads, annexCounts } from '../annex-uploads';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const form = (id: string) => document.querySelector<HTMLFormElement>(`[data-annex="${id}"]`)!;

describe('AnnexUploads', () => {
  it("offers every annex type of the catalogue, never the INE's", () => {
    render(<AnnexUploads catalogue={DEFAULT_CATALOGUE} onUpload={vi.fn()} />);
    const ids = [...document.querySelectorAll('[data-annex]')].map((f) =>
      f.getAttribute('data-annex'),
    );
    expect(ids).toEqual(['informe-prestamo', 'carta-libranza', 'otros', 'video', 'cub']);
  });

  it('refuses a format the type does not take and a file too large; uploads a good one', async () => {
    const onUpload = vi.fn(async () => null);
    render(<AnnexUploads catalogue={DEFAULT_CATALOGUE} onUpload={onUpload} />);
    const otros = within(form('otros'));
    const input = otros.getByLabelText(/Otros/);
    await userEvent.upload(input, file('nomina.png', 'image/png'), { applyAccept: false });
    await userEvent.click(otros.getByRole('button', { name: t.upload }));
    expect(await otros.findByRole('alert')).toHaveTextContent(t.fileFormat('PDF, JPG, JPEG'));
    await userEvent.upload(input, file('nomina.pdf', 'application/pdf', 6 << 20));
    await userEvent.click(otros.getByRole('button', { name: t.upload }));
    expect(await otros.findByRole('alert')).toHaveTextContent(t.fileSize(5));
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.upload(input, file('nomina.pdf', 'application/pdf'));
    await userEvent.click(otros.getByRole('button', { name: t.upload }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    const [type, sent] = onUpload.mock.calls[0] as unknown as [DocumentType, File];
    expect(type.id).toBe('otros');
    expect(sent.name).toBe('nomina.pdf');
    expect(await otros.findByRole('status')).toHaveTextContent(t.uploaded('nomina.pdf'));
    expect(otros.getByText(new RegExp(t.count(1, 5)))).toBeInTheDocument();
  });

  it("follows the type's rule as the catalogue arrives (Remote Config after the first render)", async () => {
    const onUpload = vi.fn(async () => null);
    const withOtros = (formats: string[]) =>
      DEFAULT_CATALOGUE.map((ty) => (ty.id === 'otros' ? { ...ty, formats } : ty));
    const { rerender } = render(
      <AnnexUploads catalogue={withOtros(['PDF'])} onUpload={onUpload} />,
    );
    const otros = within(form('otros'));
    const input = otros.getByLabelText(/Otros/);
    await userEvent.upload(input, file('foto.jpg', 'image/jpeg'), { applyAccept: false });
    await userEvent.click(otros.getByRole('button', { name: t.upload }));
    expect(await otros.findByRole('alert')).toHaveTextContent(t.fileFormat('PDF'));
    rerender(<AnnexUploads catalogue={withOtros(['PDF', 'JPG'])} onUpload={onUpload} />);
    await userEvent.click(otros.getByRole('button', { name: t.upload }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect((onUpload.mock.calls[0] as unknown as [DocumentType])[0].formats).toEqual([
      'PDF',
      'JPG',
    ]);
  });

  it("shows the functions' refusal and keeps the type open", async () => {
    const onUpload = vi.fn(
      async () => 'Ya se registró el número máximo de documentos de este tipo.',
    );
    render(<AnnexUploads catalogue={DEFAULT_CATALOGUE} onUpload={onUpload} />);
    const cub = within(form('cub'));
    await userEvent.upload(cub.getByLabelText(/CUB/), file('cub.pdf', 'application/pdf'));
    await userEvent.click(cub.getByRole('button', { name: t.upload }));
    expect(await cub.findByRole('alert')).toHaveTextContent('Ya se registró el número máximo');
    expect(cub.getByRole('button', { name: t.upload })).toBeEnabled();
  });

  it('closes a type once the folio holds its max', () => {
    const counts = annexCounts({
      'carta-libranza': { d1: { gatewayId: 'D' } },
      otros: { d1: {}, d2: {} },
    });
    expect(counts).toEqual({ 'carta-libranza': 1, otros: 2 });
    render(<AnnexUploads catalogue={DEFAULT_CATALOGUE} counts={counts} onUpload={vi.fn()} />);
    expect(within(form('carta-libranza')).getByText(t.full)).toBeInTheDocument();
    expect(within(form('carta-libranza')).queryByRole('button')).toBeNull();
    expect(within(form('otros')).getByRole('button', { name: t.upload })).toBeEnabled();
  });
});

describe('documentRows', () => {
  it("lists the folio's own documents and each annex slot, never the complete flag", () => {
    const rows = documentRows({
      ineFront: { status: 'uploaded' },
      complete: true,
      annexes: {
        otros: { d1: { status: 'uploaded', fileName: 'a.pdf' }, d2: { status: 'uploaded' } },
      },
    });
    expect(rows.map(([k, d]) => [k, d.type])).toEqual([
      ['ineFront', undefined],
      ['otros-d1', 'otros'],
      ['otros-d2', 'otros'],
    ]);
    expect(documentLabel('otros-d1', rows[1]![1])).toBe('Otros');
  });
});
