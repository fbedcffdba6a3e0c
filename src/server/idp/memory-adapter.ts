import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Models whose entries a grant revocation must reach. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

class ExpiringStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private writes = 0;

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  expiresAt(key: string): number {
    return this.entries.get(key)?.expiresAt ?? 0;
  }

  set(key: string, value: unknown, expiresAt: number): void {
    this.entries.set(key, { value, expiresAt });
    if (++this.writes % 500 === 0) this.sweep();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The live values whose key starts with `prefix`. */
  valuesFrom<T>(prefix: string): T[] {
    const now = Date.now();
    const out: T[] = [];
    for (const [key, entry] of this.entries) if (key.startsWith(prefix) && entry.expiresAt > now) out.push(entry.value as T);
    return out;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

const until = (expiresIn: number | undefined) =>
  typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;

/** The adapter factory, and what the server's logout needs of the store: the provider's live sessions. */
export interface MemoryAdapter extends AdapterFactory {
  sessions(): AdapterPayload[];
}

/**
 * An in-memory adapter with a store of its own, so each bank's provider keeps its codes,
 * sessions and grants apart (oidc-provider's built-in one shares a single store per process).
 * Local use only: everything is gone on restart, which only signs demo users out.
 */
export function memoryAdapter(): MemoryAdapter {
  const store = new ExpiringStore();
  const factory = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const grantKey = (grantId: string) => `grant:${grantId}`;
    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        const expiresAt = until(expiresIn);
        if (model === 'Session' && payload.uid) store.set(`sessionUid:${payload.uid}`, id, expiresAt);
        if (payload.userCode) store.set(`userCode:${payload.userCode}`, id, expiresAt);
        if (payload.grantId && GRANTABLE.has(model)) {
          const members = store.get<Set<string>>(grantKey(payload.grantId)) ?? new Set<string>();
          members.add(key(id));
          store.set(grantKey(payload.grantId), members, Math.max(expiresAt, store.expiresAt(grantKey(payload.grantId))));
        }
        store.set(key(id), payload, expiresAt);
      },
      async find(id: string) {
        return store.get<AdapterPayload>(key(id));
      },
      async findByUid(uid: string) {
        const id = store.get<string>(`sessionUid:${uid}`);
        return id ? store.get<AdapterPayload>(key(id)) : undefined;
      },
      async findByUserCode(userCode: string) {
        const id = store.get<string>(`userCode:${userCode}`);
        return id ? store.get<AdapterPayload>(key(id)) : undefined;
      },
      async consume(id: string) {
        const payload = store.get<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const member of store.get<Set<string>>(grantKey(grantId)) ?? []) store.delete(member);
        store.delete(grantKey(grantId));
      },
    };
  };
  return Object.assign(factory, { sessions: () => store.valuesFrom<AdapterPayload>('Session:') });
}
