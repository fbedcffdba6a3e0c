/**
 * What the inbox socket (features/inbox) hears of changes that other features' open pages show:
 * today a negotiation's events (decision 034). Features never import each other, so the socket
 * publishes here and a page subscribes here. `null` means "anything may have changed" (the socket
 * came back after a drop, and what happened meanwhile was not pushed).
 */
type Listener = (tradingId: string | null) => void;

const listeners = new Set<Listener>();

export const negotiationChanges = {
  publish(tradingId: string | null): void {
    for (const listener of [...listeners]) listener(tradingId);
  },
  /** Returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
