import { chatApi } from '../../../../shared/schemas/chat.ts';
import { apiClient, buildApiUrl } from '../../../lib/api-client.ts';

/**
 * `GET negotiations/{trading_id}/chat/socket` (WebSocket upgrade): the API's own origin and path
 * with ws: or wss:, so the session cookie goes along and no token is in the address.
 */
export function chatSocketUrl(tradingId: string): string {
  const url = new URL(buildApiUrl(apiClient.baseUrl, chatApi.socket(tradingId)), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The browser's WebSocket, except while the browser knows it is offline: then the attempt fails at
 * once and the connection waits for its next retry (or the "online" event) with its queue kept.
 */
export function createChatSocket(url: string): WebSocket {
  if (!navigator.onLine) throw new Error('The browser is offline.');
  return new WebSocket(url);
}
