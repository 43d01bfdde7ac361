import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';

import { DateField } from '@/components/form/date-field';
import { RadioField, SelectField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { es, staff } from '@/copy/es';

const required = es.validation.required;
const schema = yup.object({
  name: yup.string().required(required),
  kind: yup.string().required(required),
  side: yup.string().required(required),
  born: yup.string().required(required),
  note: yup.string(),
});
type Values = yup.InferType<typeof schema>;

function Sample({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useSchemaForm<Values>(schema, { name: '', kind: '', side: '', born: '', note: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="muestra">
      <TextField name="name" label="Nombre" />
      <SelectField name="kind" id="kind-id" label="Tipo" options={[{ value: 'a', label: 'A' }]} />
      <RadioField name="side" label="Lado" options={[{ value: 'f', label: 'Frente' }]} />
      <DateField name="born" label="Nacimiento" />
      <TextField name="note" label="Nota" optional />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe('the field kit', () => {
  it('submitted empty, announces each message tied to its field', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(4);
    for (const a of alerts) expect(a).toHaveTextContent(required);
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(required);
    expect(screen.getByLabelText('Tipo')).toHaveAttribute('aria-describedby', 'kind-id-error');
    expect(screen.getByRole('group', { name: 'Lado' })).toHaveAttribute('aria-invalid', 'true');
    // The optional field has no message and says it is optional.
    expect(screen.getByLabelText(`Nota ${staff.common.optional}`)).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // The browser never validates: the schema's Spanish messages are the only ones.
    expect(screen.getByRole('form', { name: 'muestra' })).toHaveAttribute('novalidate');
  });

  it('submits the values once valid, and the messages go', async () => {
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findAllByRole('alert');

    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'a');
    await userEvent.click(screen.getByLabelText('Frente'));
    await userEvent.type(screen.getByLabelText('Nacimiento'), '01/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Ana',
      kind: 'a',
      side: 'f',
      born: '01/02/1990',
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });
});
