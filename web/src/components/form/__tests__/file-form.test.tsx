import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';

import { FieldError } from '@/components/form/field-error';
import { useFileFormLater } from '@/components/form/use-file-form';
import type { FormSchema } from '@/components/form/use-schema-form';
import { deferredSchema, heldIdle } from '@/testing/later';

const REQUIRED = 'Adjunta el archivo';
const JPG = 'Solo JPG';
const some = (v: ArrayLike<File> | null | undefined) => !!v && v.length > 0;
const schema = yup.object({
  front: yup
    .mixed<ArrayLike<File>>()
    .nullable()
    .test('required', REQUIRED, some)
    .test('jpg', JPG, (v) => Array.from(v ?? []).every((f) => f.name.endsWith('.jpg'))),
  back: yup.mixed<ArrayLike<File>>().nullable().test('required', REQUIRED, some),
});
type Out = yup.InferType<typeof schema>;
const NAMES = ['front', 'back'] as const;

function Sample({
  load,
  onValid,
  context,
}: {
  load: () => Promise<FormSchema>;
  onValid: (v: Out) => Promise<void>;
  context?: unknown;
}) {
  const { field, errors, isSubmitting, handleSubmit, reset } = useFileFormLater<
    (typeof NAMES)[number],
    Out
  >(load, NAMES, context);
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {NAMES.map((n) => (
        <div key={n}>
          <label htmlFor={n}>{n}</label>
          <input id={n} type="file" {...field(n)} />
          <FieldError message={errors[n]} />
        </div>
      ))}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando' : 'Enviar'}
      </button>
      <button type="button" onClick={reset}>
        Limpiar
      </button>
    </form>
  );
}

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('a form of files whose schema comes later', () => {
  it('takes files before the schema is loaded, and loads it only once idle', async () => {
    const idle = heldIdle();
    const { load } = deferredSchema(schema);
    render(<Sample load={load} onValid={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('front'), file('a.jpg'));
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema waits for it, then shows each message and focuses the first', async () => {
    heldIdle();
    const { load, resolve } = deferredSchema(schema);
    const onValid = vi.fn(async () => {});
    render(<Sample load={load} onValid={onValid} />);
    await userEvent.upload(screen.getByLabelText('back'), file('b.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviando' })).toBeDisabled();
    expect(alerts()).toEqual([]);
    await act(async () => resolve());
    expect(alerts()).toEqual([REQUIRED]);
    expect(screen.getByLabelText('front')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the files once every field passes', async () => {
    const onValid = vi.fn(async (_v: Out) => {});
    render(<Sample load={async () => schema} onValid={onValid} />);
    const front = file('a.jpg');
    const back = file('b.jpg');
    await userEvent.upload(screen.getByLabelText('front'), front);
    await userEvent.upload(screen.getByLabelText('back'), back);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const sent = onValid.mock.calls[0]![0];
    expect(sent.front?.[0]).toBe(front);
    expect(sent.back?.[0]).toBe(back);
  });

  it('validates on change only after a refused submit, and then only that field', async () => {
    render(<Sample load={async () => schema} onValid={vi.fn(async () => {})} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('front'), file('a.png'));
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(alerts()).toEqual([JPG, REQUIRED]);
    await user.upload(screen.getByLabelText('front'), file('a.jpg'));
    await vi.waitFor(() => expect(alerts()).toEqual([REQUIRED]));
  });

  it('reset empties the inputs and forgets the messages', async () => {
    render(<Sample load={async () => schema} onValid={vi.fn(async () => {})} />);
    await userEvent.upload(screen.getByLabelText('front'), file('a.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(alerts()).toEqual([]);
    expect((screen.getByLabelText('front') as HTMLInputElement).files).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
  });

  it('reads the validation context of the render that submits', async () => {
    const lazy = yup.lazy((_v, { context }) =>
      yup.object({
        front: yup
          .mixed<ArrayLike<File>>()
          .nullable()
          .test('ext', JPG, (v) =>
            Array.from(v ?? []).every((f) => f.name.endsWith((context as { ext: string }).ext)),
          ),
      }),
    );
    const onValid = vi.fn(async () => {});
    const { rerender } = render(
      <Sample load={async () => lazy} onValid={onValid} context={{ ext: '.pdf' }} />,
    );
    await userEvent.upload(screen.getByLabelText('front'), file('a.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JPG);
    rerender(<Sample load={async () => lazy} onValid={onValid} context={{ ext: '.jpg' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('a failed schema import is tried again by the next submit', async () => {
    heldIdle();
    const load = vi
      .fn<() => Promise<FormSchema>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(schema);
    const errors: unknown[] = [];
    function Catching() {
      const { handleSubmit } = useFileFormLater<(typeof NAMES)[number], Out>(load, NAMES);
      const submit = handleSubmit(async () => {});
      return (
        <form onSubmit={(e) => void submit(e).catch((err: unknown) => errors.push(err))}>
          <input type="file" name="front" aria-label="front" />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Catching />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
