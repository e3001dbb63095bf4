import { STAFF_GAME_RULE_LABELS, StaffGameRule, type StaffMember } from '@dzzs/shared';
import { Button, Popup, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetGameRule } from '../api/staff.ts';
import { STAFF_NS } from '../i18n.ts';

type Entry = StaffMember['clerkConfig']['gamelist'][number];
const RULES = [StaffGameRule.noLimit, StaffGameRule.mayNotAccept, StaffGameRule.withinRange] as const;

/** The amount as the form shows it: empty for none, whole yuan without ".00". */
const amountText = (yuan: string) => (Number(yuan) > 0 ? String(Number(yuan)) : '');

/**
 * The rule of one game for one staff member: 不限制金额, 拒绝接单, or 允许接单但要限制金额 with the lowest and highest
 * amount (the server checks the range and names the field it refuses).
 */
export function GameRuleSheet({
  staffId,
  entry,
  onClose,
}: {
  staffId: number;
  entry: Entry;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const save = useSetGameRule();
  const [rule, setRule] = useState<number>(entry.data.state);
  const [min, setMin] = useState(amountText(entry.data.minMoney));
  const [max, setMax] = useState(amountText(entry.data.maxMoney));
  const range = rule === StaffGameRule.withinRange;

  const submit = async () => {
    if (range && (!min.trim() || !max.trim())) return toast(t('games.needAmounts'));
    const done = await runAction(
      save.mutateAsync({
        id: staffId,
        gameIndex: entry.game.id,
        value: rule,
        minMoney: range ? min.trim() : '',
        maxMoney: range ? max.trim() : '',
      }),
    );
    if (done) onClose();
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="staff-sheet">
      <div className="staff-sheet-title">
        {t('games.sheetTitle', { game: lotteryLabel({ game: entry.game.id }) })}
      </div>
      <Radio.Group value={rule} onChange={(v) => setRule(Number(v))}>
        <Space direction="vertical" block>
          {RULES.map((r) => (
            <Radio key={r} value={r} block data-testid={`staff-rule-${r}`}>
              {stateLabel(STAFF_GAME_RULE_LABELS, r)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {range ? (
        <div className="staff-range">
          <MoneyInput value={min} onChange={setMin} placeholder={t('games.min')} testId="staff-min" />
          <span>～</span>
          <MoneyInput value={max} onChange={setMax} placeholder={t('games.max')} testId="staff-max" />
        </div>
      ) : null}
      {range ? <div className="staff-range-hint">{t('games.amountHint')}</div> : null}
      <div className="staff-sheet-buttons">
        <Button block onClick={onClose}>
          {t('games.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="staff-rule-save"
        >
          {t('games.save')}
        </Button>
      </div>
    </Popup>
  );
}
