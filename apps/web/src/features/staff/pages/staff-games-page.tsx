import '../staff.css';
import { STAFF_GAME_RULE_LABELS, StaffGameRule, type StaffMember } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { PAGE } from '../../../shared/paths.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { TipBox } from '../../../shared/ui/tip-box.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useStaffMember } from '../api/staff.ts';
import { GameRuleSheet } from '../components/game-rule-sheet.tsx';
import { staffName } from '../components/staff-card.tsx';
import { STAFF_NS } from '../i18n.ts';

type Entry = StaffMember['clerkConfig']['gamelist'][number];

/** 员工彩种管理: every game with this staff member's rule for it; tapping one edits it. */
export default function StaffGamesPage() {
  const { t } = useTranslation(STAFF_NS);
  const { t: tc } = useTranslation();
  const { id } = usePageParams(PAGE.staffGames);
  const member = useStaffMember(id);
  const [editing, setEditing] = useState<Entry | null>(null);
  const staff = member.data;

  const ruleText = (e: Entry) =>
    e.data.state === StaffGameRule.withinRange
      ? t('games.range', { min: e.data.minMoney, max: e.data.maxMoney })
      : stateLabel(STAFF_GAME_RULE_LABELS, e.data.state);

  return (
    <PageLayout bodyClassName="staff-page">
      {id === null ? <StateView title={t('form.notFound')} /> : null}
      {id !== null && member.isPending ? <LoadingView /> : null}
      {member.error ? (
        <StateView
          kind="error"
          title={member.error.message || tc('common.loadFailed')}
          onClick={() => void member.refetch()}
        />
      ) : null}
      {staff ? (
        <>
          <div className="staff-games-who">
            {t('games.who', { name: staffName(staff), username: staff.username })}
          </div>
          <TipBox>{t('games.tip')}</TipBox>
          <div className="staff-games">
            {staff.clerkConfig.gamelist.map((e) => (
              <button
                type="button"
                key={e.game.id}
                className="staff-game"
                onClick={() => setEditing(e)}
                data-testid={`staff-game-${e.game.id}`}
              >
                <GameBadge code={e.game.id} size={36} />
                <span className="staff-game-name">
                  {lotteryLabel({ game: e.game.id, fallback: e.game.title })}
                </span>
                <span
                  className={
                    e.data.state === StaffGameRule.noLimit
                      ? 'staff-game-rule'
                      : 'staff-game-rule staff-game-ruled'
                  }
                >
                  {ruleText(e)}
                </span>
              </button>
            ))}
          </div>
          {editing ? (
            <GameRuleSheet staffId={staff.id} entry={editing} onClose={() => setEditing(null)} />
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
