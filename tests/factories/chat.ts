import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Database } from '../../src/server/db/client.ts';
import type { NegotiationStep } from '../../src/shared/enums.ts';
import { baseStage, type NegotiationStage } from '../../src/shared/negotiation-lifecycle.ts';
import { chatApi, chatServerFrameSchema, type ChatServerFrame } from '../../src/shared/schemas/chat.ts';
import { inboxApi, type NotificationServerFrame } from '../../src/shared/schemas/notifications.ts';
import { buildNegotiation, type NegotiationRow } from './negotiations.ts';
import { buildOffer } from './offers.ts';
import { buildOrganisation, buildUser } from './organisations.ts';
import { signIn, type SignedIn } from './sign-in.ts';

/** Everyone the chat row of docs/product/visibility.md names, and everyone it leaves out, for one negotiation. */
export const CHAT_WHO = [
  'representative',
  'applicantColleague',
  'offerUser',
  'coordinator',
  'applicantBank',
  'offerBank',
  'operator',
  'otherCompany',
  'otherBank',
  'otherCoordinator',
] as const;
export type ChatWho = (typeof CHAT_WHO)[number];

const BEFORE_COORDINATOR: string[] = ['bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment'];

export interface ChatWorld {
  who: Record<ChatWho, SignedIn>;
  organisations: { applicant: string; offer: string; coordinator: string };
  /** A new negotiation between the world's companies at `stage` (its room as the service leaves it). */
  negotiation(stage?: NegotiationStage, overrides?: { coordinator?: { id: string } | null; step?: NegotiationStep }): Promise<NegotiationRow>;
}

/**
 * Two companies with their banks, a coordinator, the operator and outsiders of each kind, signed
 * in; negotiations between them at any stage come from `negotiation()` (buildNegotiation, so the
 * room is open from disclosure and closed once the deal ended). The applicant's `representative` is
 * the negotiation's one selected representative; `applicantColleague` is a user of the same company
 * who is not.
 */
export async function buildChatWorld(app: FastifyInstance, db: Database, label = randomUUID().slice(0, 6)): Promise<ChatWorld> {
  const jpBank = await buildOrganisation(db, { role: 'bank', bankCode: `cjp-${label}`, name: `JP Bank ${label}` });
  const thBank = await buildOrganisation(db, { role: 'bank', bankCode: `cth-${label}`, name: `TH Bank ${label}`, country: 'TH' });
  const otherBank = await buildOrganisation(db, { role: 'bank', bankCode: `cot-${label}`, name: `Other Bank ${label}` });
  const offerCo = await buildOrganisation(db, { role: 'enterprise', bankId: jpBank.id, bankCode: jpBank.bankCode, name: `株式会社チャット ${label}`, nameEn: `Chat Offer ${label} Co., Ltd.` });
  const applicantCo = await buildOrganisation(db, { role: 'enterprise', bankId: thBank.id, bankCode: thBank.bankCode, country: 'TH', name: `บริษัท แชท ${label} จำกัด`, nameEn: `Chat Applicant ${label} Co., Ltd.` });
  const otherCo = await buildOrganisation(db, { role: 'enterprise', bankId: otherBank.id, bankCode: otherBank.bankCode });
  const coordinatorOrg = await buildOrganisation(db, { role: 'coordinator', bankCode: 'kokopelli', name: `Coordinator ${label}` });
  const otherCoordinatorOrg = await buildOrganisation(db, { role: 'coordinator', bankCode: 'kokopelli', name: `Other Coordinator ${label}` });
  const office = await buildOrganisation(db, { role: 'kokopelli', bankCode: 'kokopelli', name: `Office ${label}` });
  const user = async (organisationId: string, name?: string, usernameEn?: string) =>
    signIn(app, (await buildUser(db, { organisationId, ...(name ? { name } : {}), ...(usernameEn ? { usernameEn } : {}) })).id);
  const who: Record<ChatWho, SignedIn> = {
    // A Thai name with its English one: readers of other scripts see both (docs/product/languages.md#names).
    representative: await user(applicantCo.id, `สมชาย ${label}`, `Somchai ${label}`),
    applicantColleague: await user(applicantCo.id),
    offerUser: await user(offerCo.id, `Tanaka ${label}`),
    coordinator: await user(coordinatorOrg.id),
    applicantBank: await user(thBank.id),
    offerBank: await user(jpBank.id),
    operator: await user(office.id),
    otherCompany: await user(otherCo.id),
    otherBank: await user(otherBank.id),
    otherCoordinator: await user(otherCoordinatorOrg.id),
  };
  return {
    who,
    organisations: { applicant: applicantCo.id, offer: offerCo.id, coordinator: coordinatorOrg.id },
    async negotiation(stage = 'contract_creation', overrides = {}) {
      const offer = await buildOffer(db, { owner: offerCo });
      return buildNegotiation(db, {
        offer,
        applicant: applicantCo,
        stage,
        // The world's coordinator, from the stage a coordinator is offered the deal on.
        coordinator: overrides.coordinator !== undefined ? overrides.coordinator : BEFORE_COORDINATOR.includes(baseStage(stage)) ? null : coordinatorOrg,
        representativeIds: [who.representative.userId],
        // A cancelled one is cancelled after disclosure (it has a room) unless told otherwise.
        step: overrides.step ?? (stage === 'canceled' ? 'contract_creation' : undefined),
      });
    },
  };
}

/** A raw socket client of a listening server: every frame it received, and a way to wait for one. */
export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  send(frame: unknown): void;
  /** The first frame (from the start) that matches, waiting for it if needed. */
  next<T extends ChatServerFrame['type']>(type: T, match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean): Promise<Extract<ChatServerFrame, { type: T }>>;
  closed: Promise<number>;
  close(): void;
}

/** The socket URL of a room on a server listening at `base` (http://host:port). */
export const chatSocketUrl = (base: string, tradingId: string) => `${base.replace(/^http/, 'ws')}/api/${chatApi.socket(tradingId)}`;

/**
 * Opens a room's socket as `who` (its session cookie) with an Origin header; resolves once open,
 * rejects with the HTTP status when the upgrade is refused.
 */
export function openChatSocket(base: string, tradingId: string, who: SignedIn | null, origin: string | null): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  if (origin) headers.origin = origin;
  const ws = new WebSocket(chatSocketUrl(base, tradingId), { headers });
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(chatServerFrameSchema.parse(JSON.parse(String(data))));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => {
    resolve(code);
    for (const w of waiters.splice(0)) w();
  }));
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
    next(type, match) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find((f) => f.type === type && (!match || match(f as never)));
          if (found) return resolve(found as never);
          if (ws.readyState === WebSocket.CLOSED) return reject(new Error(`socket closed before a ${type} frame; got ${JSON.stringify(frames)}`));
          waiters.push(look);
        };
        look();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

export interface InboxSocket {
  ws: WebSocket;
  frames: NotificationServerFrame[];
  /** The frames of one type. */
  of<T extends NotificationServerFrame['type']>(type: T): Extract<NotificationServerFrame, { type: T }>[];
  /** Waits until `count` frames (of `type`, if given) have arrived (rejects if the socket closes first). */
  until(count: number, type?: NotificationServerFrame['type']): Promise<void>;
  /** The close code, once closed. */
  closed: Promise<number>;
}

/**
 * Opens the notification socket (the bell's) as `who` with an Origin header on a server listening
 * at `base`; resolves once open, rejects with the HTTP status (and the error body) when refused.
 */
export function openInboxSocket(base: string, who: SignedIn | null, origin: string | null): Promise<InboxSocket> {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  if (origin) headers.origin = origin;
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api${inboxApi.socket}`, { headers });
  const frames: NotificationServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as NotificationServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  /** The frames of one type (a negotiation's change notices come beside the counts). */
  const of = <T extends NotificationServerFrame['type']>(type: T) => frames.filter((f): f is Extract<NotificationServerFrame, { type: T }> => f.type === type);
  /** Waits until `count` frames (of `type`, if given) have arrived. */
  const until = (count: number, type?: NotificationServerFrame['type']) =>
    new Promise<void>((resolve, reject) => {
      const check = () => ((type ? of(type).length : frames.length) >= count ? resolve() : waiters.push(check));
      ws.once('close', (code) => reject(new Error(`closed ${code}`)));
      check();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, of, until, closed }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        reject(Object.assign(new Error(`status ${res.statusCode}`), { status: res.statusCode, body }));
        ws.terminate();
      });
    });
    ws.once('error', reject);
  });
}
