import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import type { EventLog } from '../events/events.service.ts';
import { GlossaryTagRepository } from '../offers/glossary-tags.repository.ts';
import type { Viewer } from '../session/session.service.ts';
import { LANGUAGES } from '../../../shared/enums.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import {
  glossaryTermKey,
  normaliseGlossaryTerms,
  type GlossaryGroup,
  type GlossaryGroupBody,
  type GlossaryImportBody,
  type GlossaryImportResult,
  type GlossaryList,
  type GlossaryQuery,
  type GlossaryTerms,
} from '../../../shared/schemas/glossary.ts';
import { glossaryCsv, parseGlossaryCsv } from './glossary-csv.ts';
import { decide } from './glossary.policy.ts';
import { presentGlossaryGroup } from './glossary.presenter.ts';
import { GlossaryRepository } from './glossary.repository.ts';

const subject = (id: string) => ({ type: 'glossary' as const, id });

/** The re-tagging passes running in this process, of every app (tests wait for them: `retagsSettled`). */
const passes = new Set<Promise<void>>();

/** Resolves once every re-tagging pass started so far in this process is done (tests that compare stored data). */
export async function retagsSettled(): Promise<void> {
  while (passes.size) await Promise.all([...passes]);
}

/** The field error of terms taken by another group: on the language's field, naming the terms. */
function takenError(taken: { language: string; term: string }[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const { language, term } of taken) fields[language] = [...(fields[language] ?? []), validationKey('glossary_term_taken', { term })];
  return new AppError(400, 'validation_failed', 'A term is already a term of another group', fields);
}

/** What a logger needs to say that a background re-tagging failed. */
export interface RetagLog {
  error(details: object, message: string): void;
}

/**
 * The operator's business glossary (docs/decisions/051-glossary.md). Every change is one
 * transaction with its event (`glossary.create`, `.update`, `.delete`, `.import`); after it commits,
 * the offers' tag grams are rewritten in the background, in batches of 5,000 offers by id (each
 * batch's write makes the database announce a search change, so every server forgets its pages).
 */
export class GlossaryService {
  private readonly db: Database;
  private readonly events: EventLog;
  private readonly now: () => Date;
  private readonly log: RetagLog;
  private running: Promise<void> = Promise.resolve();
  private pending = false;

  constructor(db: Database, events: EventLog, now: () => Date = () => new Date(), log: RetagLog = { error: () => undefined }) {
    this.db = db;
    this.events = events;
    this.now = now;
    this.log = log;
  }

  async list(viewer: Viewer, query: GlossaryQuery): Promise<GlossaryList> {
    enforce(decide(viewer, 'read'));
    const { rows, total } = await new GlossaryRepository(this.db).list(glossaryTermKey(query.q ?? ''), query.page, query.per_page);
    return { items: rows.map(presentGlossaryGroup), total };
  }

  async create(viewer: Viewer, body: GlossaryGroupBody): Promise<GlossaryGroup> {
    enforce(decide(viewer, 'change'));
    const terms = normaliseGlossaryTerms(body);
    const id = await this.write(async (repo) => {
      await this.refuseTaken(repo, terms, null);
      return repo.create(terms, viewer.user.id);
    }, async (tx, id) => this.events.record(tx, viewer, subject(id), 'create', { payload: { ...terms } }), { terms, except: null });
    this.retagLater();
    return this.found(id);
  }

  async update(viewer: Viewer, id: string, body: GlossaryGroupBody): Promise<GlossaryGroup> {
    enforce(decide(viewer, 'change'));
    const terms = normaliseGlossaryTerms(body);
    await this.write(async (repo) => {
      const before = await repo.find(id);
      if (!before) throw notFound('No such glossary group');
      await this.refuseTaken(repo, terms, id);
      await repo.replace(id, terms, viewer.user.id);
      return { id, before: { ja: before.ja, en: before.en, th: before.th } };
    }, async (tx, { before }) => this.events.record(tx, viewer, subject(id), 'update', { payload: { before, after: { ...terms } } }), { terms, except: id });
    this.retagLater();
    return this.found(id);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    enforce(decide(viewer, 'change'));
    await this.write(async (repo) => {
      const before = await repo.find(id);
      if (!before || !(await repo.remove(id))) throw notFound('No such glossary group');
      return { ja: before.ja, en: before.en, th: before.th };
    }, async (tx, terms) => this.events.record(tx, viewer, subject(id), 'delete', { payload: terms }));
    this.retagLater();
  }

  async exportCsv(viewer: Viewer): Promise<string> {
    enforce(decide(viewer, 'read'));
    return glossaryCsv(await new GlossaryRepository(this.db).all());
  }

  /** The file replaces the whole glossary, all or nothing: a bad file answers its first bad lines and changes nothing. */
  async importCsv(viewer: Viewer, body: GlossaryImportBody): Promise<GlossaryImportResult> {
    enforce(decide(viewer, 'change'));
    const { groups, errors } = parseGlossaryCsv(body.csv);
    if (errors.length) throw new AppError(400, 'validation_failed', 'The file has bad lines', { csv: errors });
    const result = await this.write(
      async (repo) => repo.replaceAll(groups, viewer.user.id, this.now()),
      async (tx, counts) => this.events.record(tx, viewer, subject('all'), 'import', { payload: counts }),
    );
    this.retagLater();
    return result;
  }

  /** Resolves once the re-tagging started so far is done (tests, and the server's close). */
  async settled(): Promise<void> {
    while (this.pending) await this.running;
    await this.running;
  }

  /** One transaction: the change, then its event; the unique index's refusal is the field error. */
  private async write<T>(
    change: (repo: GlossaryRepository) => Promise<T>,
    record: (tx: Database, result: T) => Promise<unknown>,
    taking?: { terms: GlossaryTerms; except: string | null },
  ): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        const result = await change(new GlossaryRepository(tx));
        await record(tx, result);
        return result;
      });
    } catch (error) {
      // A concurrent change took a term after the check: the unique index refused it; name the terms now taken.
      if (isUniqueViolation(error) && taking) {
        const taken = await new GlossaryRepository(this.db).taken(taking.terms, taking.except);
        throw takenError(taken.length ? taken : LANGUAGES.flatMap((language) => taking.terms[language].slice(0, 1).map((term) => ({ language, term }))));
      }
      throw error;
    }
  }

  private async refuseTaken(repo: GlossaryRepository, terms: GlossaryTerms, except: string | null): Promise<void> {
    const taken = await repo.taken(terms, except);
    if (taken.length) throw takenError(taken);
  }

  private async found(id: string): Promise<GlossaryGroup> {
    const row = await new GlossaryRepository(this.db).find(id);
    if (!row) throw notFound('No such glossary group');
    return presentGlossaryGroup(row);
  }

  /**
   * Rewrites every offer's tag grams after a change, in the background (the answer does not wait).
   * Changes in a row while one pass runs ask for one more pass after it, from the start.
   */
  private retagLater(): void {
    if (this.pending) return;
    this.pending = true;
    const pass = this.running.then(async () => {
      this.pending = false;
      try {
        const tags = new GlossaryTagRepository(this.db);
        for (let after = await tags.retagBatch(null); after !== null; after = await tags.retagBatch(after));
      } catch (error) {
        this.log.error({ err: error }, 'glossary: re-tagging the offers failed');
      }
    });
    passes.add(pass);
    this.running = pass.finally(() => passes.delete(pass));
  }
}
