import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { customer as t, es } from '@/copy/es';

import { AcceptForm } from '../components/accept-form';
import { DocumentsForm } from '../components/documents-form';
import { OtpForm } from '../components/otp-form';
import { QuestionnaireForm } from '../components/questionnaire-form';
import { answersMatch } from '../schemas/questionnaire-schema';

const alerts = async () =>
  (await screen.findAllByRole('alert')).map((a) => a.textContent ?? '').sort();

describe('AcceptForm (consent 1013, terms, Círculo de Crédito)', () => {
  it('submitted empty shows the Spanish message and does not accept', async () => {
    const onAccept = vi.fn(async () => null);
    render(
      <AcceptForm
        id="consent"
        label={t.consent.accept}
        mustAccept={t.consent.mustAccept}
        onAccept={onAccept}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    expect(await alerts()).toEqual([t.consent.mustAccept]);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('ticked, accepts; a failure is shown', async () => {
    const onAccept = vi.fn(async () => 'Error de conexión');
    render(
      <AcceptForm
        id="terms"
        label={t.terms.accept}
        mustAccept={t.terms.mustAccept}
        onAccept={onAccept}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: t.terms.accept }));
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    expect(await alerts()).toEqual(['Error de conexión']);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});

describe('OtpForm', () => {
  const props = { phone: '55****5601', resendAt: 0, canResend: true, onResend: vi.fn() };

  it('submitted empty shows * Campo obligatorio', async () => {
    const onVerify = vi.fn(async () => null);
    render(<OtpForm {...props} onVerify={onVerify} />);
    await userEvent.click(screen.getByRole('button', { name: t.otp.verify }));
    expect(await alerts()).toEqual([es.validation.required]);
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('needs six digits and supports one-time-code autofill', async () => {
    const onVerify = vi.fn(async () => null);
    render(<OtpForm {...props} onVerify={onVerify} />);
    const input = screen.getByLabelText(t.otp.label);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a4');
    await userEvent.click(screen.getByRole('button', { name: t.otp.verify }));
    expect(await alerts()).toEqual([t.otp.sixDigits]);
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByRole('button', { name: t.otp.verify }));
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
  });

  it('counts down before a resend is allowed', async () => {
    vi.useFakeTimers();
    try {
      const onResend = vi.fn();
      render(
        <OtpForm
          {...props}
          resendAt={Date.now() + 3000}
          onResend={onResend}
          onVerify={vi.fn(async () => null)}
        />,
      );
      const resend = screen.getByRole('button', { name: t.otp.resend });
      expect(resend).toBeDisabled();
      expect(screen.getByRole('timer')).toHaveTextContent(t.otp.resendIn(3));
      // In act(): the last tick's render is flushed before the checks, not left to React's
      // scheduler (a real macrotask the fake clock does not wait for).
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(resend).toBeEnabled();
      expect(screen.queryByRole('timer')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when no more codes can be sent', () => {
    render(<OtpForm {...props} canResend={false} onVerify={vi.fn(async () => null)} />);
    expect(screen.queryByRole('button', { name: t.otp.resend })).toBeNull();
    expect(screen.getByText(t.otp.noMoreSends)).toBeInTheDocument();
  });
});

describe('QuestionnaireForm', () => {
  it('submitted empty shows * Campo obligatorio on every question', async () => {
    const onAnswer = vi.fn(async () => null);
    render(<QuestionnaireForm onAnswer={onAnswer} now={new Date('2026-11-22T12:00:00Z')} />);
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    expect(await alerts()).toEqual(new Array(4).fill(es.validation.required));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('offers Spanish month names and sends the answers', async () => {
    const onAnswer = vi.fn(async () => null);
    render(<QuestionnaireForm onAnswer={onAnswer} now={new Date('2026-11-22T12:00:00Z')} />);
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.day), '31');
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.month), 'diciembre');
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.year), '1956');
    await userEvent.type(screen.getByLabelText(t.questionnaire.firstLastName), 'gómez');
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({
        day: '31',
        month: '12',
        year: '1956',
        firstLastName: 'gómez',
      }),
    );
  });

  it('a surname that is not letters and spaces: Formato de nombre incorrecto', async () => {
    const onAnswer = vi.fn(async () => null);
    render(<QuestionnaireForm onAnswer={onAnswer} now={new Date('2026-11-22T12:00:00Z')} />);
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.day), '31');
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.month), 'diciembre');
    await userEvent.selectOptions(screen.getByLabelText(t.questionnaire.year), '1956');
    await userEvent.type(screen.getByLabelText(t.questionnaire.firstLastName), 'gómez3');
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    expect(await alerts()).toEqual([es.validation.nameFormat]);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('answers match the folio ignoring case and accents', () => {
    const client = { birthDate: '1956-12-31', firstLastName: 'Gómez' };
    const v = { day: '31', month: '12', year: '1956', firstLastName: ' GOMEZ ' };
    expect(answersMatch(v, client)).toBe(true);
    expect(answersMatch({ ...v, day: '30' }, client)).toBe(false);
    expect(answersMatch({ ...v, firstLastName: 'Díaz' }, client)).toBe(false);
  });
});

describe('DocumentsForm (reprocessing)', () => {
  it('submitted empty asks for both sides of the official ID', async () => {
    const onSend = vi.fn(async () => null);
    render(<DocumentsForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    expect(await alerts()).toEqual([
      es.validation.documentRequired,
      es.validation.documentRequired,
    ]);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a PNG and sends two JPEGs', async () => {
    const onSend = vi.fn(async () => null);
    render(<DocumentsForm onSend={onSend} />);
    const user = userEvent.setup({ applyAccept: false });
    const png = new File(['x'], 'frente.png', { type: 'image/png' });
    const front = new File(['x'], 'frente.jpg', { type: 'image/jpeg' });
    const back = new File(['y'], 'reverso.jpeg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(t.documents.front), png);
    await user.upload(screen.getByLabelText(t.documents.back), back);
    await user.click(screen.getByRole('button', { name: t.documents.send }));
    expect(await alerts()).toEqual([es.validation.documentType]);
    await user.upload(screen.getByLabelText(t.documents.front), front);
    await user.click(screen.getByRole('button', { name: t.documents.send }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ ineFront: front, ineBack: back }));
  });
});
