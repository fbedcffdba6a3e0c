import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { csrfHeaders } from './page-checks.ts';

/**
 * What a chat suite needs: the negotiation chat's locators, sending a message through the real
 * input, a demo user's name as the chat shows it, and API steps for moving a negotiation on.
 */

/** The chat panel of a negotiation detail page (`data-may-write`, `data-closed`). */
export const chat = (page: Page): Locator => page.getByTestId('chat');
/** The connection's state line (`data-state`: connecting, live, offline, ended). */
export const chatConnection = (page: Page): Locator => page.getByTestId('chat-connection');
/** The stored messages shown (`data-seq`, `data-own`). */
export const chatMessages = (page: Page): Locator => page.getByTestId('chat-message');
/** A stored message whose text contains `text`. */
export const chatMessage = (page: Page, text: string): Locator => chatMessages(page).filter({ has: page.getByTestId('chat-message-body').getByText(text, { exact: false }) });

/** Types `text` into the chat input (lines joined by Shift+Enter) and sends it with Enter. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.click();
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await input.press('Shift+Enter');
    await input.pressSequentially(line);
  }
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

interface NegotiationRef {
  trading_id: string;
  contract_id: string | null;
  version: number;
  stage: string;
  offer: { title: string };
}

/** The negotiation of the signed-in user of `page` on the offer titled `title`. */
export async function negotiationOnOffer(page: Page, title: string): Promise<NegotiationRef> {
  const res = await page.request.get('/api/negotiations?per_page=100');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: NegotiationRef[] };
  const found = items.find((item) => item.offer.title === title);
  if (!found) throw new Error(`No negotiation on "${title}" for this user`);
  return found;
}

/** One step action through the API as the signed-in user of `page`, with the version it reads first. */
export async function negotiationAction(page: Page, tradingId: string, action: string, body: object = {}): Promise<NegotiationRef> {
  const { version } = (await (await page.request.get(`/api/negotiations/${tradingId}`)).json()) as { version: number };
  const res = await page.request.post(`/api/negotiations/${tradingId}/actions/${action}`, { headers: await csrfHeaders(page.request), data: { version, ...body } });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  return (await res.json()) as NegotiationRef;
}

/** A message sent through the HTTP route (not the page) as the signed-in user of `page`. */
export async function postChatMessage(page: Page, tradingId: string, body: string): Promise<void> {
  const res = await page.request.post(`/api/negotiations/${tradingId}/chat/messages`, {
    headers: await csrfHeaders(page.request),
    data: { client_id: randomUUID(), body },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The room as the signed-in user of `page` stands in it (`GET …/chat`). */
export async function chatRoomState(page: Page, tradingId: string): Promise<{ last_seq: number; closed_at: string | null; may_write: boolean }> {
  const res = await page.request.get(`/api/negotiations/${tradingId}/chat`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { last_seq: number; closed_at: string | null; may_write: boolean };
}
