import { ISSUE_STATE_LABELS } from '@dzzs/shared';
import { GAMES } from '@dzzs/shared/engine';
import { UsageError, type Command } from '../../cli/command.ts';
import { nowSeconds } from '../../core/clock.ts';
import type { GameScheduleRow } from '../../db/schema.ts';
import { MAX_ADVANCE_MINUTES } from './calendar.service.ts';
import { at, dayOf, formatLocalTime, parseDay, type Day } from './calendar-time.ts';
import {
  clockArg,
  dayArg,
  gameArg,
  intArg,
  issueArg,
  NUMBER_GAMES,
  optional,
  required,
  timeArg,
  weekdaysArg,
} from './calendar-args.ts';
import * as issues from './issues.service.ts';

// `npm run platform -- issues …`: the number games' issues, schedules, breaks and the minimum advance.

const game = { type: 'string' } as const;
const text = { type: 'string' } as const;

const times = (row: issues.IssueWithState['row']) =>
  `open ${formatLocalTime(row.sales_open)}  close ${formatLocalTime(row.sales_close)}  draw ${formatLocalTime(row.draw_time)}`;
const describe = ({ row, state }: issues.IssueWithState) =>
  `${row.issue}  ${ISSUE_STATE_LABELS[state].en.padEnd(9)}  ${times(row)}`;

const list: Command = {
  usage: 'issues list --game CODE [--from YYYY-MM-DD] [--limit N]',
  summary: 'list a number game’s issues closing from a day on (default today), with their states',
  options: { game, from: text, limit: text },
  async run(ctx, v) {
    const now = nowSeconds();
    const from = dayArg(v, 'from');
    const rows = await issues.listIssues(ctx.db, {
      gameCode: gameArg(v, NUMBER_GAMES).code,
      from: at(from ? (parseDay(from) as Day) : dayOf(now), '00:00'),
      limit: intArg(v, 'limit', 1, 500) ?? 20,
      now,
    });
    return rows.length ? rows.map(describe).join('\n') : 'no issues';
  },
};

const add: Command = {
  usage:
    'issues add --game CODE --issue ISSUE --close "YYYY-MM-DD HH:mm" --draw "YYYY-MM-DD HH:mm" [--open "…"]',
  summary:
    'add an issue the schedule does not make; sales open when the issue before is drawn unless --open says',
  options: { game, issue: text, close: text, draw: text, open: text },
  async run(ctx, v) {
    const selected = gameArg(v, NUMBER_GAMES);
    const issue = issueArg(v);
    const close = required(timeArg(v, 'close'), 'close');
    const draw = required(timeArg(v, 'draw'), 'draw');
    const open = timeArg(v, 'open');
    const row = await issues.addIssue(ctx, {
      gameCode: selected.code,
      issue,
      close,
      draw,
      open,
      now: nowSeconds(),
    });
    return `added ${selected.nameEn} ${row.issue}  ${times(row)}`;
  },
};

const move: Command = {
  usage: 'issues move --game CODE --issue ISSUE [--close "YYYY-MM-DD HH:mm"] [--draw "YYYY-MM-DD HH:mm"]',
  summary: 'move an issue’s sales close or draw (refused once drawn; orders taken keep their deadline)',
  options: { game, issue: text, close: text, draw: text },
  async run(ctx, v) {
    const selected = gameArg(v, NUMBER_GAMES);
    const issue = issueArg(v);
    const close = timeArg(v, 'close');
    const draw = timeArg(v, 'draw');
    if (close === undefined && draw === undefined) throw new UsageError('give --close, --draw or both');
    const row = await issues.moveIssue(ctx, {
      gameCode: selected.code,
      issue,
      close,
      draw,
      now: nowSeconds(),
    });
    return `moved ${selected.nameEn} ${row.issue}  ${times(row)}`;
  },
};

const switchCommand = (suspended: boolean): Command => ({
  usage: `issues ${suspended ? 'suspend' : 'resume'} --game CODE --issue ISSUE`,
  summary: suspended ? 'stop the sales of an issue' : 'let a suspended issue sell again',
  options: { game, issue: text },
  async run(ctx, v) {
    const selected = gameArg(v, NUMBER_GAMES);
    const row = await issues.setIssueSuspended(ctx, {
      gameCode: selected.code,
      issue: issueArg(v),
      suspended,
      now: nowSeconds(),
    });
    return `${selected.nameEn} ${row.issue} ${suspended ? 'suspended' : 'resumed'}`;
  },
});

const regenerated = (out: { deleted: number; added: number }) =>
  `issues not on sale yet regenerated (${out.deleted} removed, ${out.added} generated)`;

const addBreak: Command = {
  usage: 'issues break --from YYYY-MM-DD --to YYYY-MM-DD [--game CODE] [--memo TEXT]',
  summary: 'add days without draws (all number games unless --game) and renumber the issues not on sale yet',
  options: { from: text, to: text, game, memo: text },
  async run(ctx, v) {
    const from = required(dayArg(v, 'from'), 'from');
    const to = required(dayArg(v, 'to'), 'to');
    if (to < from) throw new UsageError('--to must not be before --from');
    const memo = optional(v, 'memo') ?? '';
    if (memo.length > 100) throw new UsageError('--memo takes at most 100 characters');
    const gameCode = v.game === undefined ? undefined : gameArg(v, NUMBER_GAMES).code;
    const out = await issues.addBreak(ctx, { from, to, gameCode, memo, now: nowSeconds() });
    return `break ${from} … ${to} added; ${regenerated(out)}`;
  },
};

const schedule: Command = {
  usage: 'issues schedule --game CODE [--days 2,4,7] [--draw HH:mm] [--close HH:mm]',
  summary: 'show a number game’s schedule, or change it and regenerate the issues not on sale yet',
  options: { game, days: text, draw: text, close: text },
  async run(ctx, v) {
    const selected = gameArg(v, NUMBER_GAMES);
    const edit = { weekdays: weekdaysArg(v), drawTime: clockArg(v, 'draw'), closeTime: clockArg(v, 'close') };
    const describeSchedule = (s: GameScheduleRow) =>
      `${selected.nameEn}: draws on weekdays ${s.draw_weekdays} at ${s.draw_time}, sales close ${s.close_time}`;
    if (Object.values(edit).every((e) => e === undefined))
      return describeSchedule(await issues.scheduleOf(ctx.db, selected.code));
    const out = await issues.editSchedule(ctx, { gameCode: selected.code, ...edit, now: nowSeconds() });
    return `${describeSchedule(out.schedule)}; ${regenerated(out)}`;
  },
};

const advance: Command = {
  usage: 'issues advance --game CODE --minutes N',
  summary: 'set the least advance (minutes before the sales close) a shop may stop taking a game’s orders at',
  options: { game, minutes: text },
  async run(ctx, v) {
    const selected = gameArg(v, GAMES);
    const minutes = required(intArg(v, 'minutes', 0, MAX_ADVANCE_MINUTES), 'minutes');
    await issues.setMinAdvance(ctx, { gameCode: selected.code, minutes, now: nowSeconds() });
    return `${selected.nameEn}: shops stop taking orders at least ${minutes} minutes before the sales close`;
  },
};

export const issueCommands: Record<string, Command> = {
  'issues list': list,
  'issues add': add,
  'issues move': move,
  'issues suspend': switchCommand(true),
  'issues resume': switchCommand(false),
  'issues break': addBreak,
  'issues schedule': schedule,
  'issues advance': advance,
};
