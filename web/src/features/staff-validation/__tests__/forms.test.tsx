import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, validation } from '@/copy/es';

import { QuestionnaireForm } from '../components/questionnaire-form';
import { ReasonForm } from '../components/reason-form';
import { SignatureForm } from '../components/signature-form';
import type { Question } from '../schemas';

describe('ReasonForm', () => {
  it('submitted empty asks for the reason and rejects nothing', async () => {
    const onSubmit = vi.fn();
    render(<ReasonForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: validation.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed reason', async () => {
    const onSubmit = vi.fn();
    render(<ReasonForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(validation.reasonLabel), 'INE ilegible');
    await userEvent.click(screen.getByRole('button', { name: validation.confirm }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ statusReason: 'INE ilegible' });
  });
});

describe('SignatureForm', () => {
  it('submitted empty asks what the customer must do', async () => {
    const onSubmit = vi.fn();
    render(<SignatureForm actions={[2, 3, 4]} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: validation.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen action', async () => {
    const onSubmit = vi.fn();
    render(<SignatureForm actions={[2, 3, 4]} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByLabelText(validation.requestedActions[4]!));
    await userEvent.click(screen.getByRole('button', { name: validation.confirm }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ requestedAction: '4' });
  });
});

describe('QuestionnaireForm', () => {
  const questions = validation.medical as readonly Question[];

  it('submitted empty marks every question (OB, CB, FT, OP) as required', async () => {
    const onSubmit = vi.fn();
    render(<QuestionnaireForm questions={questions} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: validation.questionnaire.save }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(questions.length);
    alerts.forEach((a) => expect(a).toHaveTextContent(es.validation.required));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('OP "other" needs its text', async () => {
    const onSubmit = vi.fn();
    const op = questions.filter((q) => q.type === 'OP');
    render(<QuestionnaireForm questions={op} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText(validation.questionnaire.other));
    await userEvent.click(screen.getByRole('button', { name: validation.questionnaire.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    await userEvent.type(
      screen.getByLabelText(`${op[0]!.text} · ${validation.questionnaire.other}`),
      'Cruz Roja',
    );
    await userEvent.click(screen.getByRole('button', { name: validation.questionnaire.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      [op[0]!.id]: '__other',
      [`${op[0]!.id}Other`]: 'Cruz Roja',
    });
  });
});
