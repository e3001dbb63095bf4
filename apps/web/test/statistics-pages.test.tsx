import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  Page,
  RechargeRecord,
  StatisticsIndex,
  StatisticsOrderRow,
  Trend,
  Waterfall,
} from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  giveListsTheirBox,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  staffIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { ENDPOINTS, schemas } from '@dzzs/shared/api';
import { useSelection } from '../src/features/statistics/components/selection.ts';
import { STATISTICS_NS } from '../src/features/statistics/i18n.ts';
import { ensureLanguage, i18n } from '@dzzs/web-shared/i18n/index.ts';

// The chart library draws on a canvas jsdom does not have; what the page hands it is what is checked.
const drawn: unknown[] = [];
vi.mock('../src/features/statistics/components/echarts-setup.ts', () => ({
  init: () => ({
    setOption: (o: unknown) => drawn.push(o),
    resize: () => undefined,
    dispose: () => undefined,
  }),
}));

// The 统计 tab and its pages against a fake server (docs/statistics.md). Lazy pages on a busy machine take their time.
configure({ asyncUtilTimeout: 10_000 });

const BASE = '/api/shopkeeper.Statistics.Index';
// 2026-11-27 16:30 UTC is 00:30 on Saturday 2026-11-28 in Shanghai: "today" is the Shanghai day.
const NOW = Date.UTC(2026, 10, 27, 16, 30);

const INDEX: StatisticsIndex = {
  startTime: '2026-11-28',
  endTime: '2026-11-28',
  TotalInvoicingAmount: '1234.00',
  InvoicingCount: 17,
  TotalAmountOfBonus: '456.50',
  BonusCount: 3,
  TrusteeshipBalance: '3560.00',
  ServiceFeeExpenditure: '6.17',
  AmountIncrease: '100.00',
  Deduction: '20.00',
  RechargeBalance: '800.00',
  WithdrawalBalance: '300.00',
  ClerkList: [{ id: 21, nickname: '小李' }],
};
const WATERFALL: Waterfall = {
  startTime: '2026-11-28',
  endTime: '2026-11-28',
  previousStart: '2026-11-27',
  previousEnd: '2026-11-27',
  figures: [
    { key: 'sales', money: '1234.00', previous: '1000.00', change: 23 },
    { key: 'refunds', money: '10.00', previous: '0.00', change: null },
    { key: 'awards', money: '456.50', previous: '600.00', change: -24 },
    { key: 'gross', money: '767.50', previous: '400.00', change: 92 },
    { key: 'serviceFee', money: '6.17', previous: '5.00', change: 23 },
    { key: 'cooperation', money: '0.00', previous: '0.00', change: null },
    { key: 'net', money: '761.33', previous: '395.00', change: 93 },
  ],
};
const TREND: Trend = {
  bucket: 'day',
  data: [
    {
      start: '2026-11-28',
      end: '2026-11-28',
      ticketed: '1234.00',
      ticketed_count: 17,
      awarded: '456.50',
      awarded_count: 3,
    },
  ],
};
const pageOf = <T,>(rows: T[]): Page<T> => ({
  total: rows.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  next_last_id: null,
  data: rows,
});
const ORDER: StatisticsOrderRow = {
  order_id: '26112800000042',
  user_id: { id: 101, nickname: '追梦人' },
  game_id: 102,
  Type: '福彩3D',
  money: '20.00',
  time: 1_795_000_000,
  state: 9,
  state_label: '已出票',
};
const RECORD: RechargeRecord = {
  id: 5,
  user_id: { id: 101, nickname: '追梦人' },
  memo: '支付宝',
  money: '200.00',
  create_time: 1_795_000_000,
  OrderNumber: 'R2026112800001',
};

type Handler = (call: SeenCall) => { status?: number; body: unknown };
type Overrides = Partial<Record<string, Handler>>;

/** Refuses what the real server would: a statistics call whose query its shared request schema rejects. */
function strict(route: string, handler: Handler): Handler {
  const endpoint = ENDPOINTS.find((e) => route === `${e.method} ${e.path}`);
  if (!endpoint?.request) return handler;
  const schema = schemas[endpoint.request as keyof typeof schemas] as {
    safeParse: (v: unknown) => { success: boolean };
  };
  return (call) =>
    schema.safeParse(call.params ?? {}).success
      ? handler(call)
      : { body: envelope(null, 0, `refused ${route}`) };
}

function serve(who: 'owner' | 'staff' = 'owner', overrides: Overrides = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/NewUser/index': () => ({ body: envelope(who === 'owner' ? shopkeeperIndex() : staffIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    // Staff get the same answer here: were the server to send them the money figures, the page still hides them.
    [`GET ${BASE}/index`]: () => ({ body: envelope(INDEX) }),
    [`GET ${BASE}/Trend`]: () => ({ body: envelope(TREND) }),
    [`GET ${BASE}/Waterfall`]: () => ({ body: envelope(WATERFALL) }),
    [`GET ${BASE}/PlayerRanking`]: () => ({
      body: envelope({
        data: [
          {
            user_id: 101,
            nickname: '追梦人',
            avatar: '',
            count: 5,
            spend: '500.00',
            awarded: '0.00',
            net: '-500.00',
          },
        ],
      }),
    }),
    [`GET ${BASE}/StaffRanking`]: () => ({
      body: envelope({
        data: [
          {
            id: 21,
            nickname: '小李',
            count: 9,
            money: '900.00',
            median_seconds: 125,
            awarded_count: 1,
            awarded: '50.00',
          },
        ],
      }),
    }),
    [`GET ${BASE}/AgentRanking`]: () => ({ body: envelope({ data: [] }) }),
    [`GET ${BASE}/TicketingDetails`]: (call) => {
      const p = call.params as { game_id?: number; type?: number };
      return {
        body: envelope({
          data: [
            { id: 102, image: '', Type: '福彩3D', count: 17, InvoicingAmount: '1234.00', share_bp: 10000 },
          ],
          count: 17,
          money: '1234.00',
          orders: p.game_id ? pageOf([ORDER]) : null,
        }),
      };
    },
    [`GET ${BASE}/List`]: () => ({
      body: envelope({
        data: [{ id: 3, name: '支付宝', icon: '', count: 4, count_money: '800.00' }],
        count: 4,
        money: '800.00',
      }),
    }),
    [`GET ${BASE}/RechargeDetails`]: () => ({ body: envelope(pageOf([RECORD])) }),
    [`GET ${BASE}/Export`]: (call) => ({
      body: envelope({
        filename: `好运彩票站-${(call.params as { table: string }).table}.csv`,
        mime: 'text/csv;charset=utf-8',
        content: btoa('a,b\r\n1,2\r\n'),
      }),
    }),
    ...overrides,
  } as Record<string, Handler>;
  return fakeServer(
    Object.fromEntries(Object.entries(routes).map(([route, h]) => [route, strict(route, h)])),
  );
}

const calls = (server: ReturnType<typeof serve>, path: string) =>
  server.calls.filter((c) => c.url === `${BASE}/${path}`);
const lastParams = (server: ReturnType<typeof serve>, path: string) =>
  calls(server, path).at(-1)?.params as Record<string, unknown> | undefined;

describe('统计 tab', () => {
  withoutAnimations();
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    useSelection.setState({
      clerkId: 0,
      preset: 'today',
      range: { startTime: '2000-1-1', endTime: '2000-1-1' },
    });
    resetBrowser({ access: 'acc', refresh: 'ref' });
    drawn.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the owner the waterfall, the trend, the cards and the rankings for today in Shanghai', async () => {
    const server = serve();
    renderApp('#/pages/index/statistics', server.adapter);
    expect((await screen.findByTestId('card-ticketed')).textContent).toContain('¥1234.00');
    expect(lastParams(server, 'index')).toMatchObject({
      clerk_id: 0,
      startTime: '2026-11-28',
      endTime: '2026-11-28',
    });
    expect(screen.getByTestId('card-awarded').textContent).toContain('¥456.50');
    expect(screen.getByTestId('card-escrow').textContent).toContain('¥3560.00');
    expect(screen.getByTestId('card-recharge').textContent).toContain('¥800.00');
    expect(screen.getByTestId('card-deducted').textContent).toContain('¥20.00');
    const waterfall = await screen.findByTestId('waterfall');
    expect(within(waterfall).getByTestId('waterfall-net').textContent).toContain('¥761.33');
    expect(within(waterfall).getByTestId('waterfall-sales').textContent).toContain('↑ 23%');
    expect(within(waterfall).getByTestId('waterfall-awards').textContent).toContain('↓ 24%');
    expect((await screen.findByTestId('rank-staff')).textContent).toContain('2分5秒');
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(JSON.stringify(drawn[0])).toContain('1234');
  });

  it('asks for the days of each preset, counted in Shanghai days', async () => {
    const server = serve();
    renderApp('#/pages/index/statistics', server.adapter);
    await screen.findByTestId('card-ticketed');
    const expected = {
      昨天: ['2026-11-27', '2026-11-27'],
      本周: ['2026-11-23', '2026-11-28'],
      本月: ['2026-11-1', '2026-11-28'],
      上月: ['2026-10-1', '2026-10-31'],
      今天: ['2026-11-28', '2026-11-28'],
    };
    for (const [label, [start, end]] of Object.entries(expected)) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      // Back on a range seen before, the figures come from the cache: asked for once is enough.
      const asked = (path: string) =>
        calls(server, path).some((c) => {
          const p = c.params as { startTime: string; endTime: string };
          return p.startTime === start && p.endTime === end;
        });
      await waitFor(() => expect(asked('index') && asked('Waterfall') && asked('Trend')).toBe(true));
      // Shown with two-digit months and days, whatever form the server is asked in.
      const shown = (d = '') => d.replace(/-(\d)(?=-|$)/g, '-0$1');
      expect(screen.getByTestId('statistics-range').textContent).toBe(`${shown(start)} ~ ${shown(end)}`);
      expect(screen.getByTestId('statistics-range').textContent).not.toMatch(/-\d(-|\s|$)/);
    }
  });

  it('shows a waterfall figure’s definition on tap', async () => {
    renderApp('#/pages/index/statistics', serve().adapter);
    const gross = await screen.findByTestId('waterfall-gross');
    expect(screen.queryByTestId('waterfall-definition')).toBeNull();
    fireEvent.click(gross);
    expect(screen.getByTestId('waterfall-definition').textContent).toBe('出票 − 撤单退款 − 派奖');
    fireEvent.click(screen.getByTestId('waterfall-net'));
    expect(screen.getAllByTestId('waterfall-definition')).toHaveLength(1);
    expect(screen.getByTestId('waterfall-definition').textContent).toContain('等于店铺账户');
  });

  it('gives staff their own figures and none of the money blocks', async () => {
    const server = serve('staff');
    renderApp('#/pages/index/statistics', server.adapter);
    expect((await screen.findByTestId('card-ticketed')).textContent).toContain('¥1234.00');
    await screen.findByTestId('trend');
    for (const id of ['waterfall', 'reconcile', 'money-flows', 'adjustments', 'staff-choice', 'rank-staff'])
      expect(screen.queryByTestId(id)).toBeNull();
    for (const path of ['Waterfall', 'PlayerRanking', 'StaffRanking', 'AgentRanking'])
      expect(calls(server, path)).toHaveLength(0);
  });

  it('shows no block without figures: no empty trend, no refused ranking, no ¥0.00 stand-ins', async () => {
    const server = serve('owner', {
      [`GET ${BASE}/Trend`]: () => ({ body: envelope({ bucket: 'day', data: [] }) }),
      [`GET ${BASE}/Waterfall`]: () => ({ body: envelope({ ...WATERFALL, figures: [] }) }),
      [`GET ${BASE}/StaffRanking`]: () => ({ body: envelope(null, 0, '暂不可用') }),
    });
    renderApp('#/pages/index/statistics', server.adapter);
    await screen.findByTestId('card-ticketed');
    await screen.findByTestId('rank-playersSpend');
    await waitFor(() => expect(calls(server, 'StaffRanking').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('trend')).toBeNull();
    expect(screen.queryByTestId('waterfall')).toBeNull();
    expect(screen.queryByTestId('rank-staff')).toBeNull();
    expect(screen.queryByText(/跟单佣金/)).toBeNull();
  });

  it('asks for one staff member’s figures when the owner picks them', async () => {
    const server = serve();
    renderApp('#/pages/index/statistics', server.adapter);
    fireEvent.click(within(await screen.findByTestId('staff-choice')).getByRole('button'));
    fireEvent.click(await screen.findByText('小李'));
    await waitFor(() => expect(lastParams(server, 'index')).toMatchObject({ clerk_id: 21 }));
    // The shop's own money blocks are not one staff member's.
    await waitFor(() => expect(screen.queryByTestId('waterfall')).toBeNull());
  });

  it('downloads a table as CSV named by the server', async () => {
    const created: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:x');
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const server = serve();
    renderApp('#/pages/index/statistics', server.adapter);
    fireEvent.click(await screen.findByTestId('export-staff-csv'));
    await waitFor(() => expect(names).toEqual(['好运彩票站-staff.csv']));
    expect(lastParams(server, 'Export')).toMatchObject({
      table: 'staff',
      format: 'csv',
      startTime: '2026-11-28',
    });
    expect(await created[0]?.text()).toBe('a,b\r\n1,2\r\n');
  });
});

describe('statistics pages', () => {
  withoutAnimations();
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    resetBrowser({ access: 'acc', refresh: 'ref' });
    giveListsTheirBox();
  });
  afterEach(() => vi.restoreAllMocks());

  it('出票详情 lists games with count, amount and share, and leads to the orders, then to an order', async () => {
    const server = serve();
    renderApp('#/pages/index/statistics', server.adapter);
    fireEvent.click(await screen.findByTestId('card-ticketed'));
    const row = await screen.findByTestId('game-row');
    expect(row.textContent).toContain('福彩3D');
    expect(row.textContent).toContain('17单');
    expect(row.textContent).toContain('¥1234.00');
    expect(row.textContent).toContain('100.00%');
    expect(lastParams(server, 'TicketingDetails')).toMatchObject({ type: 0, startTime: '2026-11-28' });
    fireEvent.click(row);
    const order = await screen.findByTestId('figure-order');
    expect(order.textContent).toContain('追梦人');
    expect(lastParams(server, 'TicketingDetails')).toMatchObject({ type: 0, game_id: 102 });
    fireEvent.click(order);
    await waitFor(() => expect(window.location.hash).toContain('order_id=26112800000042'));
  });

  it('派奖详情 asks for the prizes paid', async () => {
    const server = serve();
    renderApp(
      '#/pages/statistics-xiangqing/statistics-award?pageState=1&startTime=2026-11-1&endTime=2026-11-28',
      server.adapter,
    );
    await screen.findByTestId('game-row');
    expect(screen.getByText('派奖详情')).toBeTruthy();
    expect(lastParams(server, 'TicketingDetails')).toMatchObject({
      type: 1,
      startTime: '2026-11-1',
      endTime: '2026-11-28',
    });
  });

  it('充值总金额 shows "N条，共X元" per channel and opens its records with 来源 / 时间 / 订单号', async () => {
    const server = serve();
    renderApp(
      '#/pages/statistics-xiangqing/statistics-Pay?startTime=2026-11-1&endTime=2026-11-28',
      server.adapter,
    );
    expect((await screen.findByTestId('channel-row')).textContent).toContain('4条，共800.00元');
    expect(screen.getByTestId('recharge-total').textContent).toBe('合计 4条，共800.00元');
    fireEvent.click(screen.getByTestId('channel-row'));
    const record = await screen.findByTestId('recharge-record');
    expect(record.textContent).toContain('追梦人 | 支付宝');
    expect(record.textContent).toContain('+200.00');
    expect(lastParams(server, 'RechargeDetails')).toMatchObject({ source_id: 3, startTime: '2026-11-1' });
    fireEvent.click(record);
    const sheet = await screen.findByTestId('recharge-sheet');
    expect(sheet.textContent).toContain('来源支付宝');
    expect(sheet.textContent).toContain('订单号R2026112800001');
  });

  it('statistics-Pay-item shows the records, not the payment-channel form', async () => {
    renderApp('#/pages/statistics-xiangqing/statistics-Pay-item?source_id=3&title=支付宝', serve().adapter);
    await screen.findByTestId('recharge-record');
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('加扣款统计 lists 加款 and 扣款 with their sum', async () => {
    const server = serve('owner', {
      'GET /api/shopkeeper.mine.Trusteeship/list': (call) => {
        const type = Number((call.params as { type: number }).type);
        return {
          body: envelope({
            sum: type === 1 ? '100.00' : '-20.00',
            data: pageOf([
              {
                id: 9,
                avatar: '',
                nickname: '追梦人',
                create_time: 1_795_000_000,
                money: type === 1 ? '100.00' : '-20.00',
                source: '店主加款',
                user_id: { id: 101, nickname: '追梦人' },
              },
            ]),
          }),
        };
      },
    });
    renderApp('#/pages/statistics-xiangqing/statistics-statisticsTwo', server.adapter);
    expect((await screen.findByTestId('adjustment-row')).textContent).toContain('+100.00');
    expect(screen.getByTestId('adjustments-total').textContent).toContain('100.00');
    fireEvent.click(screen.getByText('扣款'));
    await waitFor(() => expect(screen.getByTestId('adjustment-row').textContent).toContain('-20.00'));
  });
});

describe('statistics labels in English', () => {
  it('count one record, one order and one invitee in the singular', async () => {
    await ensureLanguage('en');
    const t = i18n.getFixedT('en', STATISTICS_NS);
    expect(t('pay.channel', { count: 1, money: '5.00' })).toBe('1 record, ¥5.00 in all');
    expect(t('pay.total', { count: 2, money: '9.00' })).toBe('Total 2 records, ¥9.00');
    expect(t('detail.orders', { count: 1 })).toBe('1 order');
    expect(t('rank.agent', { count: 1, rate: 5, commission: '1.00' })).toMatch(/^1 invitee ·/);
    await ensureLanguage('zh-CN');
    expect(i18n.getFixedT('zh-CN', STATISTICS_NS)('pay.channel', { count: 1, money: '5.00' })).toBe(
      '1条，共5.00元',
    );
  });
});
