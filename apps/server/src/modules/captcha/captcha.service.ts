import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { DbOrTrx } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as repo from './captcha.repository.ts';

const TTL = 300;
const hash = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}\n${answer.trim().toLowerCase()}`).digest('hex');

/** Draws a new 4-character image captcha for a client-chosen id; returns the SVG. */
export async function drawCaptcha(db: DbOrTrx, id: string): Promise<string> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1ilI',
    color: true,
    background: '#f5f5f5',
  });
  await storeCaptchaAnswer(db, id, captcha.text);
  return captcha.data;
}

export async function storeCaptchaAnswer(db: DbOrTrx, id: string, answer: string): Promise<void> {
  await repo.saveCaptcha(db, id, hash(id, answer), nowSeconds() + TTL);
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
