// `./bizmatch backup <file>` / `./bizmatch restore <file>` (src/server/db/backup.ts), configured by
// the same environment as the server (DATA_DIR, IMAGE_DIR; DATABASE_URL means PostgreSQL's tools).
import { EnvError, parseEnv } from '../env.ts';
import { backup, BackupError, placesOf, restore } from './backup.ts';

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error('usage: ./bizmatch backup <file.tar.gz> | ./bizmatch restore <file.tar.gz>');
  process.exit(2);
}
try {
  const places = placesOf(parseEnv());
  const startedAt = performance.now();
  await (command === 'backup' ? backup(places, file) : restore(places, file));
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    command === 'backup'
      ? `bizmatch: backed up ${places.dataDir} (database) and ${places.imageDir} (images) to ${file} in ${seconds} s`
      : `bizmatch: restored ${file} into ${places.dataDir} (database) and ${places.imageDir} (images) in ${seconds} s`,
  );
} catch (err) {
  if (err instanceof BackupError || err instanceof EnvError) {
    console.error(`bizmatch: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
