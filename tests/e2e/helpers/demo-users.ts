/** The demo accounts of docs/product/demo-data.md (password "demo"), with the home each lands on after sign-in. */
export interface DemoUser {
  bankCode: string;
  username: string;
  home: string;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: readonly DemoUser[] = [
  { bankCode: 'kokopelli', username: 'office', home: '/kokopelli/home' },
  { bankCode: 'kokopelli', username: 'coordinator', home: '/coordinator/home' },
  { bankCode: 'minato', username: 'minato.banker', home: '/financial-institution/home' },
  { bankCode: 'minato', username: 'tanaka', home: '/company/home' },
  { bankCode: 'minato', username: 'suzuki', home: '/company/home' },
  { bankCode: 'minato', username: 'sakura', home: '/company/home' },
  { bankCode: 'chaophraya', username: 'cp.banker', home: '/financial-institution/home' },
  { bankCode: 'chaophraya', username: 'somchai', home: '/company/home' },
  { bankCode: 'chaophraya', username: 'niran', home: '/company/home' },
  { bankCode: 'chaophraya', username: 'lanna', home: '/company/home' },
];

export const demoUser = (username: string): DemoUser => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user named ${username}`);
  return user;
};
