import {
  STATISTICS_EXPORT_TABLES,
  WATERFALL_FIGURES,
  type StatisticsExport,
  type StatisticsExportFormat,
  type StatisticsExportTable,
} from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../auth/caller.ts';
import { displayNames } from '../account/account.service.ts';
import { agentRanking, playerRanking, staffRanking } from './statistics-rankings.service.ts';
import { pick, rangeOf, scopeOf, SM } from './statistics-scope.ts';
import * as figures from './statistics.service.ts';

// Export of a statistics table (docs/statistics.md, "Export"): CSV in UTF-8 with a BOM, so spreadsheet programs
// read the Chinese, or XLSX; named with the shop and the range.

type Cell = string | number;
interface Table {
  header: string[];
  rows: Cell[][];
}

const H = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

interface ExportQuery {
  table: StatisticsExportTable;
  format: StatisticsExportFormat;
  clerk_id: number;
  game_id?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

async function tableOf(ctx: AppContext, caller: Caller, q: ExportQuery, lang: Lang): Promise<Table> {
  const shopId = caller.shopId;
  const t = (zh: string, en: string) => H(lang, zh, en);
  switch (q.table) {
    case 'waterfall': {
      const w = await figures.waterfall(ctx, shopId, q);
      return {
        header: [
          t('项目', 'Figure'),
          t('本期', 'This period'),
          t('上期', 'Previous period'),
          t('变化%', 'Change %'),
        ],
        rows: w.figures.map((f) => [
          pick(lang, WATERFALL_FIGURES[f.key]),
          f.money,
          f.previous,
          f.change ?? '',
        ]),
      };
    }
    case 'trend': {
      const tr = await figures.trend(ctx, caller, q);
      return {
        header: [
          t('开始', 'From'),
          t('结束', 'To'),
          t('出票', 'Sales'),
          t('出票单数', 'Orders'),
          t('派奖', 'Prizes'),
          t('派奖单数', 'Prize orders'),
        ],
        rows: tr.data.map((p) => [p.start, p.end, p.ticketed, p.ticketed_count, p.awarded, p.awarded_count]),
      };
    }
    case 'ticketing':
    case 'award': {
      const scope = await scopeOf(ctx, caller, q.clerk_id);
      const g = await figures.byGame(ctx, scope, rangeOf(q), q.table === 'ticketing' ? 0 : 1, lang);
      return {
        header: [t('彩种', 'Game'), t('单数', 'Orders'), t('金额', 'Amount'), t('占比%', 'Share %')],
        rows: g.rows.map((r) => [r.Type, r.count, r.InvoicingAmount, (r.share_bp / 100).toFixed(2)]),
      };
    }
    case 'recharges': {
      const l = await figures.rechargeList(ctx, shopId, q, lang);
      return {
        header: [t('来源', 'Source'), t('笔数', 'Count'), t('金额', 'Amount')],
        rows: l.data.map((r) => [r.name, r.count, r.count_money]),
      };
    }
    case 'playersSpend':
    case 'playersNet': {
      const order = q.table === 'playersNet' ? 'net' : 'spend';
      const rows = await playerRanking(ctx, shopId, { ...q, order, limit: 100 });
      return {
        header: [
          t('彩民', 'Player'),
          'ID',
          t('单数', 'Orders'),
          t('消费', 'Spend'),
          t('中奖', 'Prizes'),
          t('输赢', 'Net'),
        ],
        rows: rows.map((p) => [p.nickname, p.user_id, p.count, p.spend, p.awarded, p.net]),
      };
    }
    case 'staff': {
      const rows = await staffRanking(ctx, shopId, q);
      return {
        header: [
          t('店员', 'Staff'),
          'ID',
          t('出票单数', 'Orders'),
          t('出票金额', 'Sales'),
          t('接单到出票中位秒数', 'Median seconds 接单→出票'),
          t('派奖单数', 'Prize orders'),
          t('派奖金额', 'Prizes'),
        ],
        rows: rows.map((s) => [
          s.nickname,
          s.id,
          s.count,
          s.money,
          s.median_seconds ?? '',
          s.awarded_count,
          s.awarded,
        ]),
      };
    }
    case 'agents': {
      const rows = await agentRanking(ctx, shopId, { ...q, limit: 100 });
      return {
        header: [
          t('代理', 'Agent'),
          'ID',
          t('下级人数', 'Invitees'),
          t('下级消费', 'Invitee sales'),
          t('佣金比例%', 'Rate %'),
          t('应付佣金', 'Commission due'),
        ],
        rows: rows.map((a) => [a.nickname, a.user_id, a.invitees, a.sales, a.rate, a.commission]),
      };
    }
  }
}

/** A CSV field, quoted when it holds a separator, a quote or a line break; a leading =+-@ cannot start a formula. */
function csvField(cell: Cell): string {
  let text = String(cell);
  if (typeof cell === 'string' && /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(table: Table): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Amounts (yuan strings, exact in a CSV) become numbers in XLSX, so a spreadsheet sums them. */
export async function xlsxOf(table: Table, sheet: string): Promise<Buffer> {
  // Loaded at the first XLSX export: the library and its XML stack are some megabytes of memory for a rare download.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.slice(0, 31));
  ws.addRow(table.header);
  for (const row of table.rows)
    ws.addRow(row.map((c) => (typeof c === 'string' && NUMBER.test(c) ? Number(c) : c)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Characters no file name may hold on the systems people download to. */
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'shop';

export async function exportTable(
  ctx: AppContext,
  caller: Caller,
  q: ExportQuery,
  lang: Lang,
): Promise<StatisticsExport> {
  const spec = STATISTICS_EXPORT_TABLES[q.table];
  const scope = await scopeOf(ctx, caller, q.clerk_id);
  if (spec.owner && !scope.owner) throw AppError.fail(SM.statsOwnerTable, { table: pick(lang, spec) });
  const r = rangeOf(q);
  const table = await tableOf(ctx, caller, q, lang);
  const shop = (await displayNames(ctx.db, [caller.shopId])).get(caller.shopId) ?? String(caller.shopId);
  const name = safeName(`${shop}-${pick(lang, spec)}-${r.startTime}_${r.endTime}`);
  const file =
    q.format === 'csv'
      ? { content: csvOf(table), mime: 'text/csv; charset=utf-8' }
      : {
          content: await xlsxOf(table, pick(lang, spec)),
          mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        };
  return { filename: `${name}.${q.format}`, mime: file.mime, content: file.content.toString('base64') };
}
