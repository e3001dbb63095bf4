import path from 'node:path';
import { IssueState } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../src/cli/command.ts';
import { MODULES } from '../src/modules/index.ts';
import { publishNumberDraw } from '../src/modules/draws/draws.service.ts';
import * as issues from '../src/modules/calendar/issues.service.ts';
import { refusal } from './helpers/calendar.ts';
import { platformCli } from './helpers/platform-cli.ts';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

// The number games' calendar: issue numbers, states, the generator, and what the platform changes by hand.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Unix seconds of a local time (the server's TZ). */
const at = (y: number, m: number, d: number, hh = 0, mm = 0) =>
  Math.floor(new Date(y, m - 1, d, hh, mm).getTime() / 1000);

const rowsOf = (game: number) =>
  t.db.selectFrom('issues').selectAll().where('game_code', '=', game).orderBy('draw_time').execute();
const issueOn = async (game: number, y: number, m: number, d: number) =>
  (await rowsOf(game)).find((r) => r.draw_time >= at(y, m, d) && r.draw_time < at(y, m, d + 1));

const command = (name: string) => {
  const found = MODULES.flatMap((m) => Object.entries(m.cli ?? {})).find(([n]) => n === name);
  if (!found) throw new Error(`no command ${name}`);
  return (values: Record<string, string | boolean | undefined>) => found[1].run(t.ctx, values);
};

describe('issue numbers', () => {
  it('a draw in November 2026 gets its position among the year’s draw days (福彩 YYYY, 体彩 YY)', async () => {
    await issues.generateIssues(t.ctx, at(2026, 11, 20, 12));
    // 双色球 draws Tue/Thu/Sun: 2026-11-24 is the 138th draw day of 2026 once the Spring Festival week is left out.
    expect(await issueOn(101, 2026, 11, 24)).toMatchObject({
      issue: '2026138',
      sales_open: at(2026, 11, 22, 21, 15),
      sales_close: at(2026, 11, 24, 20, 0),
      draw_time: at(2026, 11, 24, 21, 15),
      suspended: 0,
    });
    expect((await issueOn(202, 2026, 11, 24))?.issue).toBe('26321');
    expect(await issueOn(201, 2026, 11, 23)).toMatchObject({
      issue: '26137',
      sales_close: at(2026, 11, 23, 21, 0),
      draw_time: at(2026, 11, 23, 21, 25),
    });
    expect((await issueOn(105, 2026, 11, 24))?.sales_close).toBe(at(2026, 11, 24, 21, 0));
    // Nothing closed is generated; the horizon is 14 days.
    const fc3d = await rowsOf(102);
    expect(fc3d[0]?.issue).toBe('2026317');
    expect(fc3d.at(-1)?.draw_time).toBe(at(2026, 12, 4, 21, 15));
  });

  it('the day after a break continues the count, and its sales open at the last draw before the break', async () => {
    await issues.generateIssues(t.ctx, at(2026, 2, 10, 12));
    expect((await issueOn(102, 2026, 2, 15))?.issue).toBe('2026046');
    for (let d = 16; d <= 22; d++) expect(await issueOn(102, 2026, 2, d)).toBeUndefined();
    expect(await issueOn(102, 2026, 2, 23)).toMatchObject({
      issue: '2026047',
      sales_open: at(2026, 2, 15, 21, 15),
    });
    expect((await issueOn(101, 2026, 2, 24))?.issue).toBe('2026021');
  });

  it('a new year starts again at 001 in both formats', async () => {
    await issues.generateIssues(t.ctx, at(2026, 12, 25, 12));
    expect((await issueOn(101, 2026, 12, 31))?.issue).toBe('2026154');
    expect(await issueOn(101, 2027, 1, 3)).toMatchObject({
      issue: '2027001',
      sales_open: at(2026, 12, 31, 21, 15),
    });
    expect((await issueOn(201, 2027, 1, 2))?.issue).toBe('27001');
    expect((await issueOn(202, 2027, 1, 1))?.issue).toBe('27001');
  });
});

describe('issue states', () => {
  it('presale, on sale, closed, drawn and suspended follow the times, the draw and the switch', async () => {
    await issues.generateIssues(t.ctx, at(2026, 11, 20, 12));
    const stateAt = async (now: number, issue = '2026138') =>
      (await issues.listIssues(t.db, { gameCode: 101, from: 0, limit: 50, now })).find(
        (i) => i.row.issue === issue,
      )?.state;
    expect(await stateAt(at(2026, 11, 22, 21, 14))).toBe(IssueState.presale);
    expect(await stateAt(at(2026, 11, 22, 21, 15))).toBe(IssueState.onSale);
    expect(await stateAt(at(2026, 11, 24, 19, 59))).toBe(IssueState.onSale);
    expect(await stateAt(at(2026, 11, 24, 20, 0))).toBe(IssueState.closed);
    await publishNumberDraw(t.ctx, { game: 101, issue: '2026138', red: [1, 5, 9, 12, 20, 33], blue: [7] });
    expect(await stateAt(at(2026, 11, 24, 21, 30))).toBe(IssueState.drawn);
    await issues.setIssueSuspended(t.ctx, { gameCode: 101, issue: '2026139', suspended: true, now: 0 });
    expect(await stateAt(at(2026, 11, 25, 12), '2026139')).toBe(IssueState.suspended);
    await issues.setIssueSuspended(t.ctx, { gameCode: 101, issue: '2026139', suspended: false, now: 0 });
    expect(await stateAt(at(2026, 11, 25, 12), '2026139')).toBe(IssueState.onSale);
  });
});

describe('the issue generator', () => {
  it('is idempotent, and two runs at once make no duplicates', async () => {
    const now = at(2026, 11, 20, 12);
    const first = await issues.generateIssues(t.ctx, now);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('issues')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(first).toBe(await count());
    expect(first).toBeGreaterThan(60);
    expect(await issues.generateIssues(t.ctx, now)).toBe(0);

    await t.db.deleteFrom('issues').execute();
    const both = await Promise.all([issues.generateIssues(t.ctx, now), issues.generateIssues(t.ctx, now)]);
    expect(both[0] + both[1]).toBe(first);
    expect(await count()).toBe(first);
    // A day later it adds the new 15th day's issues (Saturday 12-05: 福彩3D, 快乐八, 排列三, 排列五, 大乐透).
    expect(await issues.generateIssues(t.ctx, now + 86_400)).toBe(5);
  });

  it('leaves out issues whose sales have closed, and skips a number already taken by hand', async () => {
    // 20:30: today's 福彩3D (closing at 20:00) is not generated.
    const now = at(2026, 11, 20, 20, 30);
    await issues.generateIssues(t.ctx, now);
    expect((await rowsOf(102))[0]?.issue).toBe('2026318');
    // A number the schedule reaches tomorrow, taken by hand for an extra draw: generation skips it and goes on.
    await issues.addIssue(t.ctx, {
      gameCode: 102,
      issue: '2026332',
      close: now + 600,
      draw: now + 1200,
      now,
    });
    expect(await issues.generateIssues(t.ctx, now + 86_400)).toBe(4);
    expect((await rowsOf(102)).filter((r) => r.issue === '2026332')).toHaveLength(1);
  });

  it('runs as the issue-calendar job', () => {
    const jobs = MODULES.flatMap((m) => m.jobs ?? []);
    expect(jobs.find((j) => j.name === 'issue-calendar')?.everyMs).toBe(600_000);
  });
});

describe('breaks and schedule edits renumber the issues not on sale yet only', () => {
  it('a break removes its days and renumbers what follows; the issue on sale keeps its row', async () => {
    const now = at(2026, 11, 20, 12);
    await issues.generateIssues(t.ctx, now);
    const onSale = await issueOn(102, 2026, 11, 20);
    const presale = await issueOn(102, 2026, 11, 23);
    const out = await issues.addBreak(t.ctx, {
      from: '2026-11-25',
      to: '2026-11-26',
      gameCode: 102,
      memo: '',
      now,
    });
    expect(out.deleted).toBeGreaterThan(0);
    expect(await issueOn(102, 2026, 11, 20)).toEqual(onSale);
    expect((await issueOn(102, 2026, 11, 23))?.issue).toBe(presale?.issue);
    expect(await issueOn(102, 2026, 11, 25)).toBeUndefined();
    expect(await issueOn(102, 2026, 11, 26)).toBeUndefined();
    // 11-24 was 2026321; the count goes on on 11-27.
    expect((await issueOn(102, 2026, 11, 24))?.issue).toBe('2026321');
    expect(await issueOn(102, 2026, 11, 27)).toMatchObject({
      issue: '2026322',
      sales_open: at(2026, 11, 24, 21, 15),
    });
    // Another game is untouched.
    expect((await issueOn(202, 2026, 11, 25))?.issue).toBe('26322');
  });

  it('a schedule edit keeps the issue on sale and continues its count with the new days', async () => {
    const now = at(2026, 11, 24, 10);
    await issues.generateIssues(t.ctx, now);
    const onSale = await issueOn(101, 2026, 11, 24);
    expect(onSale?.issue).toBe('2026138');
    const out = await issues.editSchedule(t.ctx, {
      gameCode: 101,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      drawTime: '21:30',
      now,
    });
    expect(out.schedule).toMatchObject({
      draw_weekdays: '1,2,3,4,5,6,7',
      draw_time: '21:30',
      close_time: '20:00',
    });
    expect(await issueOn(101, 2026, 11, 24)).toEqual(onSale);
    expect(await issueOn(101, 2026, 11, 25)).toMatchObject({
      issue: '2026139',
      sales_open: onSale?.draw_time,
      draw_time: at(2026, 11, 25, 21, 30),
    });
    expect((await issueOn(101, 2026, 11, 26))?.issue).toBe('2026140');
    const row = await t.db
      .selectFrom('game_schedules')
      .selectAll()
      .where('game_code', '=', 101)
      .executeTakeFirst();
    expect(row).toMatchObject({ draw_weekdays: '1,2,3,4,5,6,7', draw_time: '21:30' });
  });

  it('refuses a sales close after the draw', async () => {
    expect(
      (await refusal(issues.editSchedule(t.ctx, { gameCode: 101, closeTime: '21:30', now: 0 }))).en,
    ).toContain('cannot be after the draw 21:15');
  });
});

describe('issues by hand', () => {
  it('adds an issue, refuses a duplicate or a wrong number, moves it, and refuses moving a drawn one', async () => {
    const now = at(2026, 11, 20, 12);
    await issues.generateIssues(t.ctx, now);
    const close = at(2026, 11, 25, 18);
    const draw = at(2026, 11, 25, 19);
    const added = await issues.addIssue(t.ctx, { gameCode: 101, issue: '2026900', close, draw, now });
    // Sales open when the issue before it is drawn (双色球 2026138, Tuesday 11-24).
    expect(added).toMatchObject({
      issue: '2026900',
      sales_open: at(2026, 11, 24, 21, 15),
      sales_close: close,
    });
    // With no issue before it, at once.
    const first = await issues.addIssue(t.ctx, {
      gameCode: 101,
      issue: '2026899',
      close: now + 60,
      draw: now + 120,
      now,
    });
    expect(first.sales_open).toBe(now);
    expect(
      (await refusal(issues.addIssue(t.ctx, { gameCode: 101, issue: '2026900', close, draw, now }))).key,
    ).toBe('calIssueExists');
    expect(
      (await refusal(issues.addIssue(t.ctx, { gameCode: 101, issue: '26900', close, draw, now }))).zh,
    ).toContain('issue：双色球的期号应为 YYYY + NNN');
    // The year in the number is the draw's.
    expect(
      (await refusal(issues.addIssue(t.ctx, { gameCode: 101, issue: '2027900', close, draw, now }))).en,
    ).toBe(
      'issue: Double Color Ball issues are YYYY + NNN (the draw’s year and a 3-digit number, e.g. 2026135)',
    );
    expect(
      (
        await refusal(
          issues.addIssue(t.ctx, { gameCode: 101, issue: '2026901', close: draw + 60, draw, now }),
        )
      ).key,
    ).toBe('calTimesOrder');

    const later = await issues.moveIssue(t.ctx, {
      gameCode: 101,
      issue: '2026137',
      draw: at(2026, 11, 22, 22),
      now,
    });
    expect(later.draw_time).toBe(at(2026, 11, 22, 22));
    // The next issue, not open yet, opens at the new draw time.
    expect((await issueOn(101, 2026, 11, 24))?.sales_open).toBe(at(2026, 11, 22, 22));

    await publishNumberDraw(t.ctx, { game: 101, issue: '2026137', red: [1, 5, 9, 12, 20, 33], blue: [7] });
    const drawn = await refusal(issues.moveIssue(t.ctx, { gameCode: 101, issue: '2026137', close, now }));
    expect(drawn).toMatchObject({
      key: 'calMoveDrawn',
      en: 'Double Color Ball issue 2026137 has been drawn; its times can no longer change',
    });
    expect(
      (await refusal(issues.moveIssue(t.ctx, { gameCode: 101, issue: '2026999', close, now }))).key,
    ).toBe('calUnknownIssue');
  });
});

describe('the issues commands', () => {
  it('list, suspend, resume, schedule, break and advance through their command definitions', async () => {
    await issues.generateIssues(t.ctx, Math.floor(Date.now() / 1000));
    const listed = await command('issues list')({ game: '102', limit: '3' });
    expect(listed.split('\n')).toHaveLength(3);
    const first = listed.split(' ')[0] as string;
    expect(await command('issues suspend')({ game: '102', issue: first })).toBe(
      `Welfare 3D ${first} suspended`,
    );
    expect(await command('issues list')({ game: '102', limit: '1' })).toContain('Suspended');
    expect(await command('issues resume')({ game: '102', issue: first })).toBe(`Welfare 3D ${first} resumed`);
    expect(await command('issues schedule')({ game: '101' })).toBe(
      'Double Color Ball: draws on weekdays 2,4,7 at 21:15, sales close 20:00',
    );
    expect(
      await command('issues break')({ from: '2027-02-05', to: '2027-02-11', memo: '春节休市' }),
    ).toContain('break 2027-02-05 … 2027-02-11 added');
    expect(
      await t.db
        .selectFrom('calendar_breaks')
        .select(['game_code', 'memo'])
        .where('from_day', '=', '2027-02-05')
        .execute(),
    ).toEqual([{ game_code: null, memo: '春节休市' }]);
    expect(await command('issues advance')({ game: '407', minutes: '15' })).toContain('at least 15 minutes');
    expect(
      await t.db
        .selectFrom('game_rules')
        .select('min_advance_minutes')
        .where('game_code', '=', 407)
        .executeTakeFirst(),
    ).toEqual({
      min_advance_minutes: 15,
    });
  });

  it('refuses each bad argument with one line saying what is allowed', async () => {
    const bad: [string, Record<string, string>, RegExp][] = [
      ['issues list', { game: '407' }, /--game takes one of .*101 \(Double Color Ball\)/],
      ['issues list', { game: 'abc' }, /--game takes one of/],
      ['issues list', {}, /--game is required/],
      ['issues list', { game: '101', from: '2026-13-01' }, /--from takes a date YYYY-MM-DD/],
      ['issues list', { game: '101', limit: '0' }, /--limit takes a whole number from 1 to 500/],
      ['issues add', { game: '101', issue: '2026900', draw: '2026-11-21 19:00' }, /--close is required/],
      [
        'issues add',
        { game: '101', issue: '2026900', close: '2026-11-21', draw: '2026-11-21 19:00' },
        /--close takes "YYYY-MM-DD HH:mm"/,
      ],
      [
        'issues add',
        { game: '101', issue: '20x', close: '2026-11-21 18:00', draw: '2026-11-21 19:00' },
        /--issue takes an issue number/,
      ],
      ['issues move', { game: '101', issue: '2026138' }, /give --close, --draw or both/],
      ['issues suspend', { game: '101' }, /--issue is required/],
      ['issues break', { from: '2027-02-11', to: '2027-02-05' }, /--to must not be before --from/],
      ['issues break', { to: '2027-02-05' }, /--from is required/],
      ['issues schedule', { game: '101', days: '2,8' }, /--days takes weekdays 1 \(Monday\) to 7 \(Sunday\)/],
      ['issues schedule', { game: '101', draw: '25:00' }, /--draw takes a time of day HH:mm/],
      ['issues advance', { game: '407' }, /--minutes is required/],
      ['issues advance', { game: '407', minutes: '-5' }, /--minutes takes a whole number from 0 to 1440/],
    ];
    for (const [name, values, message] of bad) {
      const err = await command(name)(values).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, `${name} ${JSON.stringify(values)}`).toBeInstanceOf(UsageError);
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});

describe.skipIf(TEST_DB !== 'sqlite')('npm run platform -- issues / fixtures (CLI)', () => {
  const platform = platformCli('dzzs-calendar-cli-');
  const cli = platform.run;

  it('runs two-word commands and a file argument; a bad one prints one line and the usage, never a stack', () => {
    expect(cli('--help').stdout).toContain('issues list --game CODE');
    const schedule = cli('issues', 'schedule', '--game', '102', '--close', '20:00');
    expect(schedule.stderr).toBe('');
    expect(schedule.stdout).toMatch(/issues not on sale yet regenerated \(0 removed, \d+ generated\)/);
    expect(cli('issues', 'list', '--game', '102', '--limit', '2').stdout.trim().split('\n')).toHaveLength(2);

    const imported = cli('fixtures', 'import', '../../docs/fixtures/sample-fixtures.json');
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toBe('imported 20 fixtures (20 new, 0 updated)\n');

    const cases: [string[], number, RegExp][] = [
      [['issues', 'list', '--game', '999'], 2, /--game takes one of/],
      [['issues', 'list', '--game'], 2, /argument missing/],
      [['issues', 'list', '--game', '101', '--bogus', '1'], 2, /Unknown option '--bogus'/],
      [['fixtures', 'import'], 2, /expected <file>/],
      [['fixtures', 'import', path.join(platform.dir(), 'missing.json')], 1, /Cannot read the fixture file/],
      [['issues'], 2, /Unknown command "issues"/],
      [['issues', 'launch'], 2, /Unknown command "issues launch"/],
    ];
    for (const [args, status, message] of cases) {
      const out = cli(...args);
      expect(out.status, args.join(' ')).toBe(status);
      expect(out.stderr).toMatch(message);
      expect(out.stderr).not.toMatch(/\n\s+at /);
      if (status === 2 && !/Unknown command/.test(out.stderr)) expect(out.stderr).toContain('Usage: ');
    }
  }, 120_000);
});
