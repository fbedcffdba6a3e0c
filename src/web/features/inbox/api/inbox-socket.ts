import { inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient, buildApiUrl } from '../../../lib/api-client.ts';

/**
 * `GET notifications/socket` (WebSocket upgrade): the API's own origin and path with ws: or wss:,
 * so the session cookie goes along and no token is in the address.
 */
export function inboxSocketUrl(): string {
  const url = new URL(buildApiUrl(apiClient.baseUrl, inboxApi.socket), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The browser's WebSocket, except while the browser knows it is offline (the attempt fails and waits for its retry). */
export function createInboxSocket(url: string): WebSocket {
  if (!navigator.onLine) throw new Error('The browser is offline.');
  return new WebSocket(url);
}
