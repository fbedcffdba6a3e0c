import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { branches, organisations, users } from '../../src/server/db/schema/index.ts';

type OrganisationInsert = typeof organisations.$inferInsert;
type UserInsert = typeof users.$inferInsert;

let counter = 0;
const next = () => ++counter;

/** An organisation row; an enterprise gets a bank of its own unless `bankId` is given. */
export async function buildOrganisation(
  db: Database,
  overrides: Partial<OrganisationInsert> = {},
): Promise<typeof organisations.$inferSelect> {
  const n = next();
  const role = overrides.role ?? 'enterprise';
  let bankId = overrides.bankId ?? null;
  const bankCode = overrides.bankCode ?? `bank${n}`;
  if (role === 'enterprise' && !overrides.bankId) {
    const bank: typeof organisations.$inferSelect = await buildOrganisation(db, { role: 'bank', bankCode, name: `Bank ${n}` });
    bankId = bank.id;
  }
  const [row] = await db
    .insert(organisations)
    .values({
      role,
      bankCode: role === 'bank' ? bankCode : role === 'enterprise' ? bankCode : 'kokopelli',
      bankId: role === 'enterprise' ? bankId : null,
      country: 'JP',
      name: `Organisation ${n}`,
      nameEn: `Organisation ${n} Ltd.`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildBranch(db: Database, bankId: string, overrides: Partial<typeof branches.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(branches)
    .values({ bankId, code: `B${n}`, name: `Branch ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function buildUser(db: Database, overrides: Partial<UserInsert> & { organisationId: string }) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      loginRealm: 'test',
      oidcSubject: randomUUID(),
      name: `User ${n}`,
      email: `user${n}@example.test`,
      userType: 'general_user',
      ...overrides,
    })
    .returning();
  return row!;
}
