// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFilterDraft } from './use-filter-draft.ts';

interface Draft {
  q?: string;
  sort?: string;
}

let setAddress: (address: Draft) => void;
let apply: () => void;

/** A filter form whose "address" is state the test moves, as the router would. */
function Form() {
  const [address, move] = useState<Draft>({ q: '', sort: 'new' });
  setAddress = move;
  const [draft, setDraft, sent] = useFilterDraft<Draft>({ q: address.q ?? '', sort: address.sort ?? 'new' });
  apply = () => sent(draft);
  return <input aria-label="keyword" value={draft.q ?? ''} onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })} />;
}

const keyword = () => screen.getByLabelText<HTMLInputElement>('keyword');

describe('a filter form’s draft of the address', () => {
  it('keeps what the user typed after Apply when the applied address arrives late', () => {
    render(<Form />);
    fireEvent.change(keyword(), { target: { value: 'gear' } });
    act(() => apply());
    // The user types on before the router has moved.
    fireEvent.change(keyword(), { target: { value: 'gear reducer' } });
    act(() => setAddress({ q: 'gear', sort: 'new' }));
    expect(keyword().value).toBe('gear reducer');
  });

  it('shows any other address: back, a reset, a saved filter', () => {
    render(<Form />);
    fireEvent.change(keyword(), { target: { value: 'gear' } });
    act(() => apply());
    act(() => setAddress({ q: 'gear', sort: 'new' }));
    act(() => setAddress({ q: 'coffee', sort: 'new' }));
    expect(keyword().value).toBe('coffee');
    fireEvent.change(keyword(), { target: { value: 'typed, not applied' } });
    act(() => setAddress({ q: '', sort: 'new' }));
    expect(keyword().value).toBe('');
  });
});
