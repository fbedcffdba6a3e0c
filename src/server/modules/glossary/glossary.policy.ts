import type { Role } from '../../../shared/enums.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may read and change the business glossary (docs/decisions/051-glossary.md): the operator
 * alone. Every viewer's search uses it through the offers' tag grams, never by reading it.
 * src/server/modules/glossary/glossary.policy.test.ts walks every cell.
 */
export type GlossaryAction = 'read' | 'change';

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface GlossaryPolicyViewer {
  organisation: { role: Role };
}

export function decide(viewer: GlossaryPolicyViewer, _action: GlossaryAction): Decision {
  return viewer.organisation.role === 'kokopelli' ? allow() : refuse('forbidden');
}

export const can = (viewer: GlossaryPolicyViewer, action: GlossaryAction): boolean => decide(viewer, action).allowed;
