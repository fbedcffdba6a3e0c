// `npm run seed`: rebuilds the demo world on a development database.
import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo, seedReference, wipe } from './seed.ts';
import { imageStoreFor } from '../modules/images/image-store.ts';

const env = parseEnv();
if (env.NODE_ENV === 'production') {
  console.error('npm run seed rebuilds demo data and refuses to run with NODE_ENV=production.');
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  await wipe(handle.db);
  await seedReference(handle.db);
  await seedDemo(handle.db, imageStoreFor(env));
  console.log(`Demo data rebuilt on ${handle.kind === 'pglite' ? env.DATA_DIR : 'PostgreSQL'}.`);
} finally {
  await handle.close();
}
