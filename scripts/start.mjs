// `npm start`: builds the web app when its sources changed, then runs the server (migrates, seeds demo data on
// the embedded database, serves everything on http://127.0.0.1:8080 and prints the demo logins).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/shared/src')];
const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (!builtAt || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dzzs/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const envFile = path.join(root, '.env');
const nodeArgs = [...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []), '--import', 'tsx', 'apps/server/src/server.ts'];
const server = spawn(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
