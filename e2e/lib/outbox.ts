import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server.ts';

/** The newest SMS code the server's outbox (SMS_PROVIDER=outbox) holds for `mobile`, as the phone would receive it. */
export function smsCode(server: RunningServer, mobile: string): string {
  const file = path.join(server.dataDir, 'outbox.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  const mine = lines
    .map((l) => JSON.parse(l) as { address: string; code: string })
    .filter((l) => l.address === mobile);
  const code = mine.at(-1)?.code;
  assert.ok(code, `an SMS code was sent to ${mobile}`);
  return code;
}
