import { describe, expect, it } from 'vitest';
import { NEGOTIATION_STEPS } from '../../../../shared/enums.ts';
import { stepState } from './negotiation-progress.tsx';

const states = (negotiation: Parameters<typeof stepState>[0]) => NEGOTIATION_STEPS.map((step) => stepState(negotiation, step));

describe('stepState', () => {
  it('marks the steps before the stored one done, the stored one current, the rest to come', () => {
    expect(states({ step: 'nda_applicant', status: 'preparing' })).toEqual([
      'done', 'done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming',
    ]);
  });

  it('shows where a cancelled negotiation stopped', () => {
    expect(states({ step: 'bank_approval', status: 'canceled' })).toEqual([
      'done', 'canceled_here', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming',
    ]);
  });

  it('has done every step once completed', () => {
    expect(states({ step: 'completion', status: 'completed' })).toEqual(NEGOTIATION_STEPS.map(() => 'done'));
  });
});
