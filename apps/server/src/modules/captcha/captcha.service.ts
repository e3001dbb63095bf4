import crypto from 'node:crypto';
import type { DbOrTrx } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as repo from './captcha.repository.ts';

/** Forgets the captchas that expired before `now`. */
export const purgeCaptchas = repo.purgeCaptchas;

const TTL = 300;
const hash = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}\n${answer.trim().toLowerCase()}`).digest('hex');

/**
 * A new 4-character image captcha under a random id the server chose: nobody can draw, or answer, a captcha whose
 * id they were not given. Single use, 5 minutes; the answer is kept only as a hash (and returned here for tests).
 */
export async function issueCaptcha(db: DbOrTrx): Promise<{ id: string; svg: string; answer: string }> {
  // Loaded at the first captcha: it parses a font (about 2 MB of memory) that a server whose users stay signed in
  // never needs (docs/architecture.md, budgets).
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1ilI',
    color: true,
    background: '#f5f5f5',
  });
  const id = crypto.randomBytes(15).toString('base64url');
  await repo.insertCaptcha(db, id, hash(id, captcha.text), nowSeconds() + TTL);
  return { id, svg: captcha.data, answer: captcha.text };
}

export async function checkCaptcha(
  db: DbOrTrx,
  id: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!id || !answer) return false;
  const row = await repo.takeCaptcha(db, id);
  return !!row && row.expire_time > nowSeconds() && row.answer_hash === hash(id, answer);
}
