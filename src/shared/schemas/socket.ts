/**
 * What every socket of the API shares (the chat's and the inbox's; docs/decisions/041-one-socket-gateway.md):
 * its close codes. A code in the 4000s ends the client's connection for good or for a while; any
 * other close (1001 when a server shuts down, a dropped network) makes it reconnect with backoff.
 */

/** The server is shutting down: the client reconnects (through the balancer, to another server). */
export const SOCKET_CLOSE_GOING_AWAY = 1001;
/** Closed for good: the session behind the socket ended (the client signs in again rather than reconnecting). */
export const SOCKET_CLOSE_UNAUTHENTICATED = 4401;
/** Closed for good: the viewer no longer may hold this socket (the chat: membership lost). */
export const SOCKET_CLOSE_NOT_FOUND = 4404;
/** The close code of a socket over the user's cap of live connections (the chat's and the notifications'); the client retries later. */
export const SOCKET_CLOSE_TOO_MANY = 4429;
