// Bundles a server entry (TypeScript, with the workspace's @dzzs/* sources inlined) into one ESM file run by
// plain node: no loader thread at run time, which keeps the server's memory and start-up small.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Packages from node_modules stay imports (native addons, data files); our workspace code is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dzzs/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function bundle(entry, outfile) {
  await esbuild.build({
    entryPoints: [path.resolve(ROOT, entry)],
    outfile: path.resolve(ROOT, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundle('apps/server/src/server.ts', 'apps/server/dist/server.js');
  console.log('server bundled to apps/server/dist/server.js');
}
