// The to-do policy against the stage table (docs/decisions/039-one-stage-table.md): the to-do SQL
// of each role covers exactly the stages whose row says that role's organisations act, with the
// row's to-do item — so a stage edited in the table alone, or a branch written by hand, fails here.
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../shared/enums.ts';
import { NEGOTIATION_ACTOR_ROLES, NEGOTIATION_STAGE_TABLE, NEGOTIATION_STAGES, type NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import { TODO_KINDS } from '../../../shared/schemas/notifications.ts';
import { decide, type TodoPolicyViewer } from './todo.policy.ts';
import { todoUnion } from './todo.repository.ts';

const viewerOf = (role: Role): TodoPolicyViewer => ({
  organisation: { id: `00000000-0000-4000-8000-00000000000${ROLES.indexOf(role)}`, role },
  user: { userType: 'administrator' },
});
const TODAY = '2026-12-01';
const scopeOf = (role: Role) => {
  const decision = decide(viewerOf(role), 'list', { today: TODAY });
  if (!decision.allowed) throw new Error(`${role} refused`);
  return decision.to;
};

/** The table's answer: at which stages the role's organisations act, with which item. */
const expected = (role: Role) =>
  NEGOTIATION_STAGES.flatMap((stage) => {
    const acts = NEGOTIATION_STAGE_TABLE[stage].acts;
    return acts && NEGOTIATION_ACTOR_ROLES[acts.actor].includes(role) ? [{ stage, kind: acts.todo }] : [];
  });

const byStage = (rows: { stage: NegotiationStage; kind: string }[]) => [...rows].sort((a, b) => a.stage.localeCompare(b.stage) || a.kind.localeCompare(b.kind));

describe('the to-do policy', () => {
  it('lets every role read its to-do list', () => {
    for (const role of ROLES) expect(decide(viewerOf(role), 'list', { today: TODAY }).allowed, role).toBe(true);
  });

  it("gives each role exactly the stage table's negotiation items", () => {
    for (const role of ROLES) {
      const got = scopeOf(role).negotiations.flatMap((item) => item.stages.map((stage) => ({ stage, kind: item.kind })));
      expect(byStage(got), role).toEqual(byStage(expected(role)));
    }
    // What the table says today, written out once: the coordinator's four steps, the office's decisions, the banks' approval, the companies' NDAs.
    expect(expected('coordinator').map((i) => i.kind)).toEqual(['answer_coordinator_offer', 'create_contract', 'record_signing', 'request_completion']);
    expect(new Set(expected('kokopelli').map((i) => i.kind))).toEqual(new Set(['assign_coordinator', 'approve_completion', 'approve_cancel']));
    expect(expected('bank')).toEqual([{ stage: 'bank_approval', kind: 'approve_application' }]);
    expect(expected('enterprise')).toEqual([
      { stage: 'nda_offer_company', kind: 'nda_decision' },
      { stage: 'nda_applicant', kind: 'nda_decision' },
    ]);
  });

  it('puts into the SQL exactly the stages of the items, each under its own kind', () => {
    const dialect = new PgDialect();
    for (const role of ROLES) {
      const scope = scopeOf(role);
      for (const item of scope.negotiations) {
        const stagesIn = (branch: typeof item) =>
          dialect.sqlToQuery(todoUnion({ offers: [], negotiations: [branch] })).params.filter((p): p is NegotiationStage => (NEGOTIATION_STAGES as readonly unknown[]).includes(p));
        const { params } = dialect.sqlToQuery(todoUnion({ offers: [], negotiations: [item] }));
        // The visibility condition may name stages of its own (a coordinator sees what is offered to it): leave them out.
        const visibility = stagesIn({ ...item, stages: [] });
        const stagesInSql = stagesIn(item);
        for (const stage of visibility) stagesInSql.splice(stagesInSql.indexOf(stage), 1);
        expect([...stagesInSql].sort(), `${role} ${item.kind}`).toEqual([...item.stages].sort());
        expect(params, `${role} ${item.kind}`).toContain(item.kind);
      }
    }
  });

  it('keeps the offer items per role and uses only known kinds', () => {
    expect(scopeOf('enterprise').offers.map((o) => o.kind)).toEqual(['fix_draft', 'fix_remanded']);
    expect(scopeOf('bank').offers.map((o) => o.kind)).toEqual(['review_offer']);
    expect(scopeOf('kokopelli').offers).toEqual([]);
    expect(scopeOf('coordinator').offers).toEqual([]);
    for (const role of ROLES) {
      const scope = scopeOf(role);
      for (const kind of [...scope.offers, ...scope.negotiations].map((i) => i.kind)) expect(TODO_KINDS).toContain(kind);
    }
  });
});
