import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { DocumentsForm } from '../components/documents-form';
import { linkBlocker } from '../link-rules';
import { submitForAlerts } from './submit';

const jpg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('DocumentsForm', () => {
  it('submitted empty asks for both sides of the INE', async () => {
    const onSubmit = vi.fn();
    render(<DocumentsForm progress={{}} onSubmit={onSubmit} />);
    const alerts = await submitForAlerts(staff.documents.upload);
    expect(alerts).toEqual([es.validation.documentRequired, es.validation.documentRequired]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a PNG and hands over the two JPEG files', async () => {
    const onSubmit = vi.fn();
    render(<DocumentsForm progress={{ ineFront: 40 }} onSubmit={onSubmit} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText(es.documents.ineFront),
      new File(['x'], 'frente.png', { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText(es.documents.ineBack), jpg('reverso.jpeg'));
    await user.click(screen.getByRole('button', { name: staff.documents.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.documentType);
    await user.upload(screen.getByLabelText(es.documents.ineFront), jpg('frente.JPG'));
    await user.click(screen.getByRole('button', { name: staff.documents.upload }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const files = onSubmit.mock.calls[0]![0];
    expect(files.ineFront.name).toBe('frente.JPG');
    expect(files.ineBack.name).toBe('reverso.jpeg');
  });

  it('the link needs both INE sides, the documents status and a phone', () => {
    const base = { id: 'f1', currentPromoterBpId: '1', status: 'documents' };
    const docs = { ineFront: { gatewayId: 'a' }, ineBack: { gatewayId: 'b' } };
    expect(linkBlocker({ ...base })).toBe(staff.documents.needDocuments);
    expect(linkBlocker({ ...base, documents: docs })).toBe(staff.documents.needPhone);
    expect(linkBlocker({ ...base, documents: docs, client: { phone: '5512345601' } })).toBeNull();
    expect(
      linkBlocker({
        ...base,
        status: 'generalData',
        documents: docs,
        client: { phone: '5512345601' },
      }),
    ).toBe(staff.documents.needDocuments);
  });
});
