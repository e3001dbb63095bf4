import type { IssueState } from '@dzzs/shared';
import { gameByCode, GAMES, type Game } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { gameLabel } from '../../core/i18n.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { GameScheduleRow, IssueRow } from '../../db/schema.ts';
import { drawKey, publishedDrawKeys } from '../draws/draw-settlement.service.ts';
import { checkAdvanceMinutes, gameOf } from './calendar.service.ts';
import { M } from './calendar-messages.ts';
import { addDays, dayKey, dayOf, formatLocalTime } from './calendar-time.ts';
import * as repo from './calendar.repository.ts';
import { issueNumber, issueState, planIssues, positionOf, type Anchor, type Schedule } from './issue-plan.ts';

// The number games' issues (docs/calendar.md, "Issues"): generated ahead from the schedules, and what the platform
// changes by hand. Every function takes `now`, so what it does never depends on the time of day it runs.

/** How far ahead issues are generated. */
export const ISSUE_HORIZON_DAYS = 14;

const NUMBER_GAMES = GAMES.filter((g) => g.group === 'number');

/** A number game by code, or a refusal listing the number games. */
export function numberGame(code: number): Game {
  const game = gameByCode(code);
  if (!game || game.group !== 'number')
    throw AppError.fail(M.calNotNumberGame, {
      code,
      allowed: NUMBER_GAMES.map((g) => `${g.code} ${g.nameZh}`).join(', '),
    });
  return game;
}

const toSchedule = (row: GameScheduleRow): Schedule => ({
  gameCode: row.game_code,
  weekdays: row.draw_weekdays.split(',').map(Number),
  drawTime: row.draw_time,
  closeTime: row.close_time,
  format: row.issue_format === 'YY' ? 'YY' : 'YYYY',
});

/** The last issue kept, as the point the count continues from (when its number is of the schedule's format). */
function anchorOf(schedule: Schedule, last: IssueRow): Anchor | null {
  const day = dayOf(last.draw_time);
  const numbered = positionOf(schedule, last.issue);
  return numbered && numbered.year === day.y
    ? { day, position: numbered.position, drawTime: last.draw_time }
    : null;
}

/**
 * Adds the game's issues up to `days` ahead that are not there yet, continuing after its last issue. The schedule
 * row is locked first, so a schedule edit or a new break and this take turns; the insert skips issues another
 * instance has just added.
 */
async function generateFor(ctx: AppContext, trx: Trx, gameCode: number, now: number, days: number) {
  const row = await repo.lockSchedule(trx, gameCode, ctx.dialect);
  if (!row) return 0;
  const schedule = toSchedule(row);
  const [breaks, last] = await Promise.all([repo.listBreaks(trx), repo.lastIssue(trx, gameCode)]);
  const today = dayOf(now);
  const anchor = last ? anchorOf(schedule, last) : null;
  const lastDay = last ? dayOf(last.draw_time) : null;
  const from = lastDay && dayKey(lastDay) >= dayKey(today) ? addDays(lastDay, 1) : today;
  const spans = breaks.map((b) => ({ gameCode: b.game_code, from: b.from_day, to: b.to_day }));
  const planned = planIssues(schedule, spans, from, addDays(today, days), anchor);
  return repo.insertIssues(
    trx,
    planned
      .filter((p) => p.salesClose > now)
      .map((p) => ({
        game_code: gameCode,
        issue: p.issue,
        sales_open: p.salesOpen,
        sales_close: p.salesClose,
        draw_time: p.drawTime,
        create_time: now,
        update_time: now,
      })),
  );
}

/** Generates every schedule's issues `days` ahead (the `issue-calendar` job); returns how many were added. */
export async function generateIssues(
  ctx: AppContext,
  now: number,
  days = ISSUE_HORIZON_DAYS,
): Promise<number> {
  let added = 0;
  for (const row of await repo.listSchedules(ctx.db))
    added += await inTransaction(ctx, (tx) => generateFor(ctx, tx.trx, row.game_code, now, days));
  return added;
}

/**
 * After a schedule edit or a new break: the game's issues not on sale yet are deleted and generated again. Orders
 * are taken only on the issue on sale, so no order holds them.
 */
async function regenerate(ctx: AppContext, trx: Trx, gameCode: number, now: number) {
  // Locked before deleting: a generation running meanwhile has committed what it adds, and it is deleted too.
  await repo.lockSchedule(trx, gameCode, ctx.dialect);
  const deleted = await repo.deletePresaleIssues(trx, gameCode, now);
  const added = await generateFor(ctx, trx, gameCode, now, ISSUE_HORIZON_DAYS);
  return { deleted, added };
}

export interface IssueWithState {
  row: IssueRow;
  state: IssueState;
}

/** The game's issues whose sales close from `from` on, with their states at `now`. */
export async function listIssues(
  db: DbOrTrx,
  q: { gameCode: number; from: number; limit: number; now: number },
): Promise<IssueWithState[]> {
  const game = numberGame(q.gameCode);
  const rows = await repo.issuesClosingAfter(db, [game.code], q.from - 1, q.limit);
  const drawn = await publishedDrawKeys(
    db,
    rows.map((r) => ({ gameCode: r.game_code, issue: r.issue })),
  );
  return rows.map((row) => ({
    row,
    state: issueState(row, drawn.has(drawKey(row.game_code, row.issue)), q.now),
  }));
}

function checkTimes(open: number, close: number, draw: number): void {
  if (open < close && close <= draw) return;
  throw AppError.fail(M.calTimesOrder, {
    open: formatLocalTime(open),
    close: formatLocalTime(close),
    draw: formatLocalTime(draw),
  });
}

/** A number game's schedule as stored. */
export async function scheduleOf(db: DbOrTrx, gameCode: number): Promise<GameScheduleRow> {
  const game = numberGame(gameCode);
  const row = (await repo.listSchedules(db)).find((s) => s.game_code === game.code);
  if (!row) throw AppError.fail(M.calNoSchedule, { game: gameLabel(game) });
  return row;
}

/** Adds an issue the schedule does not make (an extra draw); its sales open by default when the issue before is drawn. */
export async function addIssue(
  ctx: AppContext,
  q: { gameCode: number; issue: string; close: number; draw: number; open?: number | undefined; now: number },
): Promise<IssueRow> {
  const game = numberGame(q.gameCode);
  const schedule = toSchedule(await scheduleOf(ctx.db, game.code));
  const numbered = positionOf(schedule, q.issue);
  if (!numbered || numbered.year !== dayOf(q.draw).y)
    throw AppError.fail(M.calIssueFormat, {
      game: gameLabel(game),
      format: schedule.format === 'YY' ? 'YY + NNN' : 'YYYY + NNN',
      example: issueNumber(schedule, dayOf(q.draw).y, 135),
    });
  const open = q.open ?? (await repo.issueBefore(ctx.db, game.code, q.draw))?.draw_time ?? q.now;
  checkTimes(open, q.close, q.draw);
  const row = {
    game_code: game.code,
    issue: q.issue,
    sales_open: open,
    sales_close: q.close,
    draw_time: q.draw,
    create_time: q.now,
    update_time: q.now,
  };
  if (!(await repo.insertIssue(ctx.db, row)))
    throw AppError.fail(M.calIssueExists, { game: gameLabel(game), issue: q.issue });
  return (await repo.findIssue(ctx.db, game.code, { issue: q.issue })) as IssueRow;
}

async function existingIssue(db: DbOrTrx, game: Game, issue: string): Promise<IssueRow> {
  const row = await repo.findIssue(db, game.code, { issue });
  if (!row) throw AppError.fail(M.calUnknownIssue, { game: gameLabel(game), issue });
  return row;
}

/**
 * Moves an issue's sales close or draw (a postponed draw); refused once drawn. Orders already taken keep the
 * deadline they were given. The next issue, when not open yet, opens at the new draw time.
 */
export async function moveIssue(
  ctx: AppContext,
  q: { gameCode: number; issue: string; close?: number | undefined; draw?: number | undefined; now: number },
): Promise<IssueRow> {
  const game = numberGame(q.gameCode);
  return inTransaction(ctx, async ({ trx }) => {
    const row = await existingIssue(trx, game, q.issue);
    if ((await publishedDrawKeys(trx, [{ gameCode: game.code, issue: row.issue }])).size)
      throw AppError.fail(M.calMoveDrawn, { game: gameLabel(game), issue: row.issue });
    const close = q.close ?? row.sales_close;
    const draw = q.draw ?? row.draw_time;
    checkTimes(row.sales_open, close, draw);
    const next = await repo.findIssue(trx, game.code, { sales_open: row.draw_time });
    if (next && next.id !== row.id && next.sales_open > q.now && draw < next.sales_close)
      await repo.updateIssue(trx, next.id, { sales_open: draw, update_time: q.now });
    await repo.updateIssue(trx, row.id, { sales_close: close, draw_time: draw, update_time: q.now });
    return { ...row, sales_close: close, draw_time: draw, update_time: q.now };
  });
}

export async function setIssueSuspended(
  ctx: AppContext,
  q: { gameCode: number; issue: string; suspended: boolean; now: number },
): Promise<IssueRow> {
  const game = numberGame(q.gameCode);
  const row = await existingIssue(ctx.db, game, q.issue);
  const suspended = q.suspended ? 1 : 0;
  await repo.updateIssue(ctx.db, row.id, { suspended, update_time: q.now });
  return { ...row, suspended, update_time: q.now };
}

/** Adds days without draws (for one number game or all) and renumbers the issues not on sale yet. */
export async function addBreak(
  ctx: AppContext,
  q: { from: string; to: string; gameCode?: number | undefined; memo: string; now: number },
): Promise<{ deleted: number; added: number }> {
  const games = q.gameCode === undefined ? NUMBER_GAMES : [numberGame(q.gameCode)];
  return inTransaction(ctx, async ({ trx }) => {
    await repo.insertBreak(trx, {
      game_code: q.gameCode ?? null,
      from_day: q.from,
      to_day: q.to,
      memo: q.memo,
      create_time: q.now,
    });
    const total = { deleted: 0, added: 0 };
    for (const game of games) {
      const out = await regenerate(ctx, trx, game.code, q.now);
      total.deleted += out.deleted;
      total.added += out.added;
    }
    return total;
  });
}

/** Changes a game's draw days or times and regenerates its issues not on sale yet. */
export async function editSchedule(
  ctx: AppContext,
  q: {
    gameCode: number;
    weekdays?: number[] | undefined;
    drawTime?: string | undefined;
    closeTime?: string | undefined;
    now: number;
  },
): Promise<{ schedule: GameScheduleRow; deleted: number; added: number }> {
  const game = numberGame(q.gameCode);
  return inTransaction(ctx, async ({ trx }) => {
    const row = await repo.lockSchedule(trx, game.code, ctx.dialect);
    if (!row) throw AppError.fail(M.calNoSchedule, { game: gameLabel(game) });
    const schedule: GameScheduleRow = {
      ...row,
      draw_weekdays: q.weekdays
        ? [...new Set(q.weekdays)].sort((a, b) => a - b).join(',')
        : row.draw_weekdays,
      draw_time: q.drawTime ?? row.draw_time,
      close_time: q.closeTime ?? row.close_time,
      update_time: q.now,
    };
    // Both are HH:mm, so they compare as text.
    if (schedule.close_time > schedule.draw_time)
      throw AppError.fail(M.calScheduleTimes, { close: schedule.close_time, draw: schedule.draw_time });
    await repo.updateSchedule(trx, game.code, schedule);
    return { schedule, ...(await regenerate(ctx, trx, game.code, q.now)) };
  });
}

/** Sets the least advance a shop may set for a game. */
export async function setMinAdvance(ctx: AppContext, q: { gameCode: number; minutes: number; now: number }) {
  const game = gameOf(q.gameCode);
  checkAdvanceMinutes(q.minutes);
  await repo.setMinAdvance(ctx.db, game.code, q.minutes, q.now);
}
