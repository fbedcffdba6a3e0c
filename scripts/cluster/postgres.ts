// A PostgreSQL server of the cluster test's own (initdb in a temporary directory, on a free port),
// so that the test can stop and start it under load without touching the machine's shared one.
// As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<major>/bin), or the PATH's. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(root, majors[0]!, 'bin') : null;
}

export class PrivatePostgres {
  readonly dir: string;
  readonly port: number;
  private readonly bin: string;
  private readonly asPostgres: boolean;

  private constructor(dir: string, port: number, bin: string) {
    this.dir = dir;
    this.port = port;
    this.bin = bin;
    this.asPostgres = process.getuid?.() === 0;
  }

  /** Whether this machine can run one (initdb and pg_ctl found). */
  static available(): boolean {
    const bin = binDir();
    return bin !== null && existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'));
  }

  static create(port: number): PrivatePostgres {
    const bin = binDir();
    if (!bin) throw new Error('PostgreSQL programs (initdb, pg_ctl) not found');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bizmatch-cluster-pg-'));
    chmodSync(dir, 0o777);
    const server = new PrivatePostgres(path.join(dir, 'data'), port, bin);
    server.run('initdb', ['-D', server.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(program: string, args: string[]): void {
    const command = path.join(this.bin, program);
    const result = this.asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  }

  start(): void {
    // fsync stays on: the crash tests count on what PostgreSQL acknowledged being on disk.
    this.run('pg_ctl', [
      '-D', this.dir, '-l', path.join(path.dirname(this.dir), 'postgres.log'), '-w', '-t', '60',
      '-o', `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200`,
      'start',
    ]);
  }

  /** A fast stop: connections are cut, what was committed stays (a restart of the database under load). */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // not running
    }
    rmSync(path.dirname(this.dir), { recursive: true, force: true });
  }

  logTail(): string {
    try {
      return execFileSync('tail', ['-n', '20', path.join(path.dirname(this.dir), 'postgres.log')], { encoding: 'utf8' });
    } catch {
      return '(no log)';
    }
  }
}
