import { STATISTICS_BLOCKS, type StatisticsExportTable } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useAgentRanking, usePlayerRanking, useStaffRanking } from '../api/statistics.ts';
import { STATISTICS_NS } from '../i18n.ts';
import { ExportButtons } from './export-buttons.tsx';
import type { DayRange } from './range.ts';
import { RankingBlock, type RankingRow } from './ranking-block.tsx';
import { sharedLabel } from './shared-label.ts';

function Block({
  block,
  table,
  rows,
  range,
}: {
  block: keyof typeof STATISTICS_BLOCKS;
  table: StatisticsExportTable;
  rows: readonly RankingRow[] | undefined;
  range: DayRange;
}) {
  if (!rows) return null;
  return (
    <RankingBlock
      testId={`rank-${block}`}
      title={sharedLabel(STATISTICS_BLOCKS[block])}
      rows={rows}
      footer={<ExportButtons query={{ table, ...range }} />}
    />
  );
}

/** The owner's rankings over the range: players by spend and by net win, staff, agents. */
export function Rankings({ range }: { range: DayRange }) {
  const { t } = useTranslation(STATISTICS_NS);
  // A waiting time as the shop reads it: 42分5秒.
  const duration = (seconds: number) => {
    const [m, s] = [Math.floor(seconds / 60), seconds % 60];
    return m ? t('rank.minutes', { m, s }) : t('rank.seconds', { s });
  };
  const spend = usePlayerRanking(range, 'spend', true);
  const net = usePlayerRanking(range, 'net', true);
  const staff = useStaffRanking(range, true);
  const agents = useAgentRanking(range, true);
  return (
    <>
      <Block
        block="playersSpend"
        table="playersSpend"
        range={range}
        rows={spend.data?.data.map((p) => ({
          key: p.user_id,
          name: p.nickname,
          figure: `¥${p.spend}`,
          note: t('rank.orders', { count: p.count }),
        }))}
      />
      <Block
        block="playersNet"
        table="playersNet"
        range={range}
        rows={net.data?.data.map((p) => ({
          key: p.user_id,
          name: p.nickname,
          figure: `${p.net.startsWith('-') ? '' : '+'}${p.net}`,
          note: t('rank.spendAwarded', { spend: p.spend, awarded: p.awarded }),
        }))}
      />
      <Block
        block="staff"
        table="staff"
        range={range}
        rows={staff.data?.data.map((s) => ({
          key: s.id,
          name: s.nickname,
          figure: `¥${s.money}`,
          note: [
            t('rank.orders', { count: s.count }),
            s.median_seconds === null ? '' : t('rank.median', { time: duration(s.median_seconds) }),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <Block
        block="agents"
        table="agents"
        range={range}
        rows={agents.data?.data.map((a) => ({
          key: a.user_id,
          name: a.nickname,
          figure: `¥${a.sales}`,
          note: t('rank.agent', { count: a.invitees, rate: a.rate, commission: a.commission }),
        }))}
      />
    </>
  );
}
