import type { ErrorCode } from '../../shared/error-codes.ts';
import { AppError } from './errors.ts';

/**
 * The one decision kernel every policy answers with (docs/ARCHITECTURE.md, "Policies"): a policy's
 * `decide` returns a Decision, and a service turns a refusal into the API's answer with `enforce`,
 * so each refusal means the same status on every route:
 * - `hidden` → 404: the viewer may not learn the thing exists;
 * - `forbidden` → 403: the viewer's role or rights never allow the action;
 * - `invalid_transition` → 409: the action is allowed to this viewer, but not from the thing's state.
 *
 * `to` is what the allowed decision carries: the state a transition leads to (null for a read or an
 * action with no transition), or what the viewer may see (a profile's field groups).
 */
export type Refusal = 'hidden' | 'forbidden' | 'invalid_transition';
export type Decision<To = null> = { allowed: true; to: To } | { allowed: false; reason: Refusal };

export function allow(): Decision;
export function allow<To>(to: To): Decision<To>;
export function allow<To>(to: To | null = null): Decision<To | null> {
  return { allowed: true, to };
}

export function refuse<To = null>(reason: Refusal): Decision<To> {
  return { allowed: false, reason };
}

const STATUS: Record<Refusal, number> = { hidden: 404, forbidden: 403, invalid_transition: 409 };
const CODE: Record<Refusal, ErrorCode> = { hidden: 'not_found', forbidden: 'forbidden', invalid_transition: 'invalid_transition' };

/**
 * What the API says for a refusal: the status is the kernel's; a domain may name its own code
 * (e.g. `negotiation_not_found`, `offer_not_open`) and a developer detail per refusal.
 */
export interface RefusalAnswer {
  code?: Partial<Record<Refusal, ErrorCode>>;
  detail?: Partial<Record<Refusal, string>>;
}

export function refusalError(reason: Refusal, answer: RefusalAnswer = {}): AppError {
  return new AppError(STATUS[reason], answer.code?.[reason] ?? CODE[reason], answer.detail?.[reason]);
}

/** Returns the allowed decision's target state; throws the API's answer for a refusal. */
export function enforce<To>(decision: Decision<To>, answer?: RefusalAnswer): To {
  if (!decision.allowed) throw refusalError(decision.reason, answer);
  return decision.to;
}
