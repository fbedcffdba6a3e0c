import { findIdentifyingTerms, listTerms, writerTerms, type IdentifyingTerm } from '../../../shared/identifying-terms.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { presentUser } from '../users/users.presenter.ts';
import { UserRepository } from '../users/users.repository.ts';
import { EVERY_GROUP } from './organisations.policy.ts';
import { presentCompany } from './organisations.presenter.ts';
import { OrganisationRepository } from './organisations.repository.ts';

/**
 * The identifying terms of a company (src/shared/identifying-terms.ts), from its profile and its
 * active users as the API presents them to the company itself (every field group, its branch too): the browser builds the same list
 * from the same fields.
 */
export async function companyTerms(db: Database, organisationId: string): Promise<IdentifyingTerm[]> {
  const [profile, users] = await Promise.all([
    new OrganisationRepository(db).findProfile(organisationId),
    new UserRepository(db).listByOrganisation(organisationId),
  ]);
  if (!profile) return [];
  return writerTerms({ company: presentCompany(profile, EVERY_GROUP), users: users.map(presentUser) });
}

/**
 * Refuses text that the other side reads before both NDAs are agreed when it names its writer's
 * company (docs/decisions/031-identifying-text.md): 422 `identifying_text`, each field that
 * contains a term with the terms it contains, in the requester's language. Nothing is written:
 * services call this before their transaction writes anything.
 */
export async function refuseIdentifyingText<F extends string>(
  db: Database,
  organisationId: string,
  texts: Partial<Record<F, string | null | undefined>>,
): Promise<void> {
  if (!Object.values<string | null | undefined>(texts).some((text) => !!text)) return;
  const found = findIdentifyingTerms(await companyTerms(db, organisationId), texts);
  if (found.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const field of Object.keys(texts) as F[]) {
    const inField = found.filter((f) => f.fields.includes(field));
    if (inField.length > 0) fields[field] = [validationKey('identifying_terms', { terms: listTerms(inField) })];
  }
  throw new AppError(422, 'identifying_text', `The text names the writer's company: ${listTerms(found)}.`, fields);
}
