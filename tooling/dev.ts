import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './singletons.ts';

/** Dev servers with hot reload for the host (3000) and the five remotes (3001-3005), plus the backend. */
const PACKAGES = ['host-shell', 'mfe-lobby', 'mfe-games', 'mfe-member-center', 'mfe-agent-center', 'mfe-auth'];
const children: ChildProcess[] = [];

for (const folder of PACKAGES) {
  const cli = join(repoRoot, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  children.push(
    spawn(process.execPath, [cli, 'serve', '--config', 'rspack.config.ts'], {
      cwd: join(repoRoot, folder),
      env: { ...process.env, NODE_ENV: 'development', MFP_ENV: 'dev' },
      stdio: 'inherit',
    }),
  );
}
if (!process.argv.includes('--no-server'))
  children.push(spawn(join(repoRoot, 'server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], { cwd: join(repoRoot, 'server'), stdio: 'inherit' }));

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\n  Dev site: http://127.0.0.1:3000/ (remotes on 3001-3005)\n');
