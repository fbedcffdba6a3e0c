// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload,
// which proxies /api and the login routes to the API server. Open http://localhost:5173.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', env: process.env }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
