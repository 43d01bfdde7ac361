import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { corrections, documents, validation } from '@/copy/es';
import { CORRECTION_ITEMS } from '@/lib/folio-contract.gen';

import { transitionFolio } from '../api';
import { StaffActions, targetLabel } from '../components/staff-actions';

vi.mock('reactfire', () => ({
  useDatabase: () => ({ db: true }),
  useAuth: () => ({ currentUser: { uid: 'bp:900' } }),
}));
vi.mock('../api', () => ({ transitionFolio: vi.fn(() => Promise.resolve()) }));
// No Remote Config value: the default document catalogue (INE front and back required).
vi.mock('@/lib/remote-config', () => ({ remoteConfig: () => ({ read: async () => null }) }));

const moved = vi.mocked(transitionFolio);

describe('StaffActions', () => {
  beforeEach(() => moved.mockClear());

  it('a rejection asks for the reason in a modal before writing it as statusReason', async () => {
    render(<StaffActions id="F1" status="fileValidation" />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('rejectionDocuments') }));
    const dialog = screen.getByRole('dialog', { name: validation.reasonTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: validation.confirm }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(validation.reasonLabel), 'CURP no coincide');
    await userEvent.click(within(dialog).getByRole('button', { name: validation.confirm }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]!.slice(1)).toEqual([
      'F1',
      'bp:900',
      'rejectionDocuments',
      { statusReason: 'CURP no coincide' },
    ]);
  });

  it('action 5 asks what to correct and of whom, then opens the correction with the move', async () => {
    render(<StaffActions id="F4" status="fileValidation" />);
    await userEvent.click(
      screen.getByRole('button', { name: targetLabel('documentsReprocessing') }),
    );
    const dialog = screen.getByRole('dialog', { name: corrections.request.titleCustomer });
    expect(within(dialog).getByText(corrections.request.introCustomer)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText(corrections.request.reason),
      'CLABE errónea',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: corrections.request.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(corrections.request.pickOne);
    expect(moved).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByLabelText(CORRECTION_ITEMS.clabe!.label));
    await userEvent.click(within(dialog).getByRole('button', { name: corrections.request.send }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    const [, id, uid, to, extra] = moved.mock.calls[0]!;
    expect([id, uid, to, extra?.statusReason]).toEqual([
      'F4',
      'bp:900',
      'documentsReprocessing',
      'CLABE errónea',
    ]);
    expect(extra?.correction).toMatchObject({
      open: true,
      writer: 'customer',
      items: { clabe: 'requested' },
      reason: 'CLABE errónea',
      requestedBy: '900',
    });
    expect(extra?.correction).not.toHaveProperty('annexes');
  });

  it('a return to capture names the promoter as writer and offers no annexes', async () => {
    render(<StaffActions id="F5" status="validation" />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('captureCorrection') }));
    const dialog = screen.getByRole('dialog', { name: corrections.request.titlePromoter });
    expect(within(dialog).queryByText(corrections.request.annexes)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(CORRECTION_ITEMS.phone!.label));
    await userEvent.type(within(dialog).getByLabelText(corrections.request.reason), 'Teléfono');
    await userEvent.click(within(dialog).getByRole('button', { name: corrections.request.send }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]![3]).toBe('captureCorrection');
    expect(moved.mock.calls[0]![4]?.correction).toMatchObject({
      writer: 'promoter',
      items: { phone: 'requested' },
    });
  });

  it('an open correction keeps the folio out of validation (the rules refuse it too)', async () => {
    render(
      <StaffActions
        id="F6"
        status="fileValidation"
        folio={{ correction: { open: true, writer: 'customer', items: { clabe: 'corrected' } } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: targetLabel('validation') }));
    expect(screen.getByRole('alert')).toHaveTextContent(corrections.panel.closeFirst);
    expect(moved).not.toHaveBeenCalled();
  });

  it('missing required documents keep the folio out of validation, named (the rules refuse it too)', async () => {
    const ine = { status: 'uploaded', gatewayId: 'D1' };
    render(
      <StaffActions
        id="F8"
        status="fileValidation"
        folio={{ documents: { ineFront: ine, complete: false } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: targetLabel('validation') }));
    expect(screen.getByRole('alert')).toHaveTextContent(documents.missingRequired('INE (reverso)'));
    expect(moved).not.toHaveBeenCalled();
    // Control: a move that requires nothing goes on.
    await userEvent.click(
      screen.getByRole('button', { name: targetLabel('documentsReprocessing') }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the documents complete, the folio goes to validation (control)', async () => {
    const ine = { status: 'uploaded', gatewayId: 'D1' };
    const folio = { documents: { ineFront: ine, ineBack: ine, complete: true } };
    render(<StaffActions id="F9" status="fileValidation" folio={folio} />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('validation') }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]![3]).toBe('validation');
  });

  it('send to signature writes the chosen requestedAction as a number', async () => {
    render(<StaffActions id="F2" status="validation" />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('sentForSignature') }));
    const dialog = screen.getByRole('dialog', { name: validation.signatureTitle });
    await userEvent.click(within(dialog).getByLabelText(validation.requestedActions[3]!));
    await userEvent.click(within(dialog).getByRole('button', { name: validation.confirm }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]!.slice(1)).toEqual([
      'F2',
      'bp:900',
      'sentForSignature',
      { requestedAction: 3 },
    ]);
  });

  it("approving the documents stamps documentsValidatedBy with the admin's bpId", async () => {
    render(<StaffActions id="F5" status="fileValidation" />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('validation') }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]!.slice(1)).toEqual([
      'F5',
      'bp:900',
      'validation',
      { stamps: { documentsValidatedBy: '900' } },
    ]);
  });

  it('four-eyes: the admin who validated the documents is told, in Spanish, that another must send', async () => {
    const folio = { documentsValidatedBy: '900' };
    render(<StaffActions id="F6" status="validation" folio={folio} />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('sentForSignature') }));
    expect(screen.getByRole('alert')).toHaveTextContent(validation.fourEyes.sameStaff);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moved).not.toHaveBeenCalled();
    // Control: the same admin may still register an incidence.
    await userEvent.click(screen.getByRole('button', { name: targetLabel('incidence') }));
    expect(screen.queryByText(validation.fourEyes.sameStaff)).toBeNull();
  });

  it('four-eyes: a second admin sends to signature', async () => {
    render(<StaffActions id="F7" status="validation" folio={{ documentsValidatedBy: '777' }} />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('sentForSignature') }));
    expect(screen.getByRole('dialog', { name: validation.signatureTitle })).toBeInTheDocument();
  });

  it('a non-destructive action writes at once', async () => {
    render(<StaffActions id="F3" status="errorSentCOX" />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('sentCOX') }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(moved.mock.calls[0]!.slice(1, 4)).toEqual(['F3', 'bp:900', 'sentCOX']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
