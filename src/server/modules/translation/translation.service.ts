import type { Database } from '../../db/client.ts';
import { contentHash } from '../../lib/content-hash.ts';
import type { FastifyBaseLogger } from 'fastify';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';
import { cloudAllowed } from './translation.policy.ts';
import type { MachineTranslator } from '../../lib/machine-translation/machine-translation.ts';
import type { Language } from '../../../shared/enum-values.ts';
import type { MachineState } from '../../../shared/text-versions.ts';
import { type StoredTranslation, TranslationRepository } from './translation.repository.ts';

/**
 * The `cloudAllowed` question for texts written by a customer of `bankId` (null: a writer with no
 * bank, the platform's default alone), asked of the database only when a cloud provider needs it.
 */
export const bankAllowsCloud = (db: Database, bankId: string | null) => async (): Promise<boolean> =>
  cloudAllowed(await new OrganisationRepository(db).cloudTranslationSettings(bankId));

/** What a request for machine translation answers: the state, and with `done` the texts in order. */
export type MachineResult =
  | { state: 'done'; texts: string[]; provider: string; madeAt: Date }
  | { state: Exclude<MachineState, 'done'> };

/**
 * Machine translation for every module (decision 049): texts are looked up by content first, and
 * only those never translated between the two languages go to the provider, once; the answer is
 * kept for every later reader. A provider that fails or is slow never fails the caller: the answer
 * is `failed` and the page shows the original with a note.
 */
export class TranslationService {
  private readonly db: Database;
  private readonly translator: MachineTranslator | null;
  private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined;

  constructor(db: Database, translator: MachineTranslator | null, log?: Pick<FastifyBaseLogger, 'warn'>) {
    this.db = db;
    this.translator = translator;
    this.log = log;
  }

  /** Is a provider configured? Without one, machine translation is off and the pages say so. */
  get enabled(): boolean {
    return this.translator !== null;
  }

  /** The configured provider's name, null when off. */
  get provider(): string | null {
    return this.translator?.provider ?? null;
  }

  /** Does the configured provider send texts outside (so a bank may forbid it)? */
  get cloud(): boolean {
    return this.translator?.cloud ?? false;
  }

  /**
   * The texts translated from one language into another. `cloudAllowed`: may these texts go to a
   * cloud provider (translation.policy.ts `cloudAllowed`; asked only of a cloud provider). `storedOnly`: answer from what is kept,
   * never calling the provider (lists, which must not wait); a text not kept yet is then `failed`.
   */
  async translate(
    texts: string[],
    from: Language,
    to: Language,
    options: { cloudAllowed: () => Promise<boolean>; storedOnly?: boolean },
  ): Promise<MachineResult> {
    if (from === to) return { state: 'not_needed' };
    const hashes = texts.map((text) => contentHash(text));
    const repository = new TranslationRepository(this.db);
    if (!this.translator) {
      // Off: nothing is sent anywhere, but translations already kept (made while a provider was on,
      // or stored with the demo world) are still read; the answer is theirs only when every text has one.
      const kept = await repository.find(hashes.filter((_, i) => texts[i]!.trim() !== ''), from, to);
      const all = kept.size > 0 && texts.every((text, i) => text.trim() === '' || kept.has(hashes[i]!));
      return all ? done(texts, hashes, kept) : { state: 'off' };
    }
    if (this.translator.cloud && !(await options.cloudAllowed())) return { state: 'forbidden' };
    const kept = await repository.find(hashes.filter((_, i) => texts[i]!.trim() !== ''), from, to);
    const missing = [...new Set(texts.filter((text, i) => text.trim() !== '' && !kept.has(hashes[i]!)))];
    const provider = this.translator.provider as string;
    if (missing.length) {
      if (options.storedOnly) return { state: 'failed' };
      let translated: string[];
      try {
        translated = await this.translator.translate(missing, from, to);
      } catch (error) {
        this.log?.warn({ err: error, provider: this.translator.provider, from, to, texts: missing.length }, 'machine translation failed');
        return { state: 'failed' };
      }
      const now = new Date();
      const rows = missing.map((text, i) => ({ sourceHash: contentHash(text), from, to, provider, translatedText: translated[i]!, createdAt: now }));
      await repository.store(rows);
      for (const row of rows) kept.set(row.sourceHash, { sourceHash: row.sourceHash, translatedText: row.translatedText, provider, createdAt: now });
    }
    return done(texts, hashes, kept, provider);
  }
}

/**
 * The `done` answer from the kept translations of `texts` (blank texts stay as they are), with the
 * provider and time of the latest translation among them: what the reader is told.
 */
function done(texts: string[], hashes: string[], kept: Map<string, StoredTranslation>, provider = ''): MachineResult {
  let madeAt = new Date(0);
  const found = hashes.map((hash, i) => (texts[i]!.trim() === '' ? undefined : kept.get(hash)));
  for (const row of found) {
    if (row && row.createdAt >= madeAt) {
      madeAt = row.createdAt;
      provider = row.provider;
    }
  }
  return { state: 'done', texts: texts.map((text, i) => found[i]?.translatedText ?? text), provider, madeAt: madeAt.getTime() ? madeAt : new Date() };
}
