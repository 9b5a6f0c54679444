import path from 'node:path';
import { backupDatabase } from '../db/backup';
import { dbFileOf } from '../config';

/** `pnpm --filter @mfp/server backup <file>`: an online backup of the server's database (DB_FILE). */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: pnpm --filter @mfp/server backup <file>   (the database is DB_FILE, default server/data/mfp.sqlite)');
    process.exit(2);
  }
  // pnpm runs the script in server/: a relative path means the folder the command was typed in.
  const from = process.env.INIT_CWD ?? process.cwd();
  const dbFile = dbFileOf(process.env, path.resolve(import.meta.dirname, '..', '..'));
  const result = await backupDatabase(path.resolve(from, dbFile), path.resolve(from, target));
  console.log(`backup of ${dbFile} -> ${result.file} (${result.bytes} bytes, ${result.members} members, integrity ok)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
