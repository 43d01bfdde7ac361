import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaFormLater } from '@/components/form/use-schema-form';
import type { FormSchema } from '@/components/form/use-schema-form';
import { es } from '@/copy/es';
import { deferredSchema, heldIdle } from '@/testing/later';

const required = es.validation.required;
const schema = yup.object({ name: yup.string().required(required) });
type Values = yup.InferType<typeof schema>;

function Sample({ load, onSubmit }: { load: () => Promise<FormSchema>; onSubmit: () => void }) {
  const form = useSchemaFormLater<Values>(load, { name: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="muestra">
      <TextField name="name" label="Nombre" />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe('a form whose schema comes later', () => {
  it('takes input before the schema is loaded, and loads it only once idle', async () => {
    const idle = heldIdle();
    const { load } = deferredSchema(schema);
    render(<Sample load={load} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema waits for it and shows its messages', async () => {
    heldIdle();
    const { load, resolve } = deferredSchema(schema);
    const onSubmit = vi.fn();
    render(<Sample load={load} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(required)).toBeNull();
    await act(async () => resolve());
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid submit goes through once the schema is there', async () => {
    heldIdle();
    const { load, resolve } = deferredSchema(schema);
    const onSubmit = vi.fn();
    render(<Sample load={load} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => resolve());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ana' });
  });
});
