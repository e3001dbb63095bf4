import { PLAYER_LIMITS } from '@dzzs/shared';
import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { useSetAgent, useSetAgentRate } from '../api/players.ts';
import { PLAYERS_NS } from '../i18n.ts';
import { percent } from './format.ts';

/** The choices of an agent's commission rate or settlement days, as the earlier app offered them. */
export default function AgentSheet({
  playerId,
  kind,
  onClose,
}: {
  playerId: number;
  kind: 'rate' | 'days';
  onClose: () => void;
}) {
  const { t } = useTranslation(PLAYERS_NS);
  const setAgent = useSetAgent();
  const setRate = useSetAgentRate();
  const actions =
    kind === 'rate'
      ? PLAYER_LIMITS.agentRates.map((rate) => ({ key: String(rate), text: percent(rate) }))
      : PLAYER_LIMITS.settleDays.map((days) => ({
          key: String(days),
          text: t('detail.days', { count: days }),
        }));
  return (
    <ActionSheet
      visible
      onClose={onClose}
      extra={t(kind === 'rate' ? 'detail.rateTitle' : 'detail.settleTitle')}
      actions={actions}
      onAction={(a) => {
        onClose();
        const value = Number(a.key);
        void runAction(
          kind === 'rate'
            ? setRate.mutateAsync({ id: playerId, rate: value })
            : setAgent.mutateAsync({ id: playerId, type: 'settle_days', value }),
        );
      }}
    />
  );
}
