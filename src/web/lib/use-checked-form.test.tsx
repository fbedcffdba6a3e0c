// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { setServerErrors } from './form-errors.ts';
import { type CheckedForm, useCheckedForm } from './use-checked-form.ts';
import { renderWithApp } from '../testing/render.tsx';

interface Values {
  name: string;
  min: string;
  max: string;
}

/** The rule of a small form: a name is required; min ≤ max (a rule that reads two fields). */
const validate = (values: Values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name) errors.name = 'validation.required';
  if (values.min && values.max && Number(values.min) > Number(values.max)) errors.min = 'validation.price_range';
  return errors;
};

let form: CheckedForm<Values>;
let changes: Values[] = [];

function TestForm() {
  form = useCheckedForm<Values>({
    initial: { name: '', min: '5', max: '9' },
    validate,
    order: ['name', 'min', 'max'],
    checkedWith: { max: ['min'] },
    onValues: (values) => changes.push(values),
  });
  return (
    <form>
      {(['name', 'min', 'max'] as const).map((name) => (
        <div key={name}>
          <input aria-label={name} ref={form.fieldRef(name)} value={form.values[name]} onChange={(event) => form.change(name, event.currentTarget.value)} />
          {form.message(name) && <span role="alert">{`${name}: ${form.message(name)}`}</span>}
        </div>
      ))}
    </form>
  );
}

async function renderForm() {
  changes = [];
  await renderWithApp(<TestForm />);
}

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

describe('useCheckedForm', () => {
  it('says nothing until the first try, then focuses the first field with a message, in page order', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('max'), { target: { value: '1' } });
    expect(alerts()).toEqual([]);
    let first: keyof Values | undefined;
    act(() => {
      first = form.check();
    });
    expect(first).toBe('name');
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(alerts()).toEqual(['name: This field is required.', expect.stringMatching(/^min: /)]);
  });

  it('after a try, a change checks its field and the fields whose rule reads it', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('max'), { target: { value: '1' } });
    act(() => void form.check());
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Acme' } });
    expect(alerts()).toEqual([expect.stringMatching(/^min: /)]);
    // max changed: min's rule reads it, so min is checked again.
    fireEvent.change(screen.getByLabelText('max'), { target: { value: '10' } });
    expect(alerts()).toEqual([]);
    expect(form.check()).toBeUndefined();
    expect(changes.at(-1)).toEqual({ name: 'Acme', min: '5', max: '10' });
    expect(form.valuesRef.current).toEqual({ name: 'Acme', min: '5', max: '10' });
  });

  it("takes the server's refusal through the one helper, and reset clears it", async () => {
    await renderForm();
    const refusal = new ApiError(422, { status: 422, code: 'identifying_text', message: 'refused', fields: { name: ['This names your company.'], 'other.path': ['x'] } });
    let set: (keyof Values)[] = [];
    act(() => {
      set = setServerErrors<keyof Values>(form, refusal, { fieldOf: (path) => (path === 'name' ? 'name' : null) });
    });
    expect(set).toEqual(['name']);
    expect(alerts()).toEqual(['name: This names your company.']);
    act(() => form.reset({ name: 'B', min: '', max: '' }));
    expect(alerts()).toEqual([]);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('B');
    // A reset form is quiet again until the next try.
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    expect(alerts()).toEqual([]);
  });
});
