import { StaffGameRule, StaffState, type StaffMember } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { STAFF_NS } from '../i18n.ts';

const PERMISSIONS = ['viewUserlist', 'cooperation', 'award'] as const;

/** How the owner knows a staff member: the real name, else the nickname. */
export const staffName = (s: StaffMember) => s.clerkConfig.realName || s.nickname || s.username;

/**
 * One staff member on 员工管理: who, the account, what they may do, how many games carry a rule; tapping opens the
 * form, the buttons the game rules and 停用 / 启用.
 */
export function StaffCard({
  staff,
  onOpen,
  onGames,
  onSwitch,
}: {
  staff: StaffMember;
  onOpen: () => void;
  onGames: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const config = staff.clerkConfig;
  const granted = PERMISSIONS.filter((p) => config[p] === 1);
  const ruled = config.gamelist.filter((g) => g.data.state !== StaffGameRule.noLimit).length;
  const active = config.state === StaffState.active;
  return (
    <div className="staff-card" data-testid={`staff-${staff.username}`}>
      <div className="staff-card-main" role="button" onClick={onOpen}>
        <ShopAvatar src={staff.avatar} name={staffName(staff)} small />
        <div className="staff-card-text">
          <div className="staff-card-name">
            {staffName(staff)}
            <span className="staff-card-id">(ID.{staff.id})</span>
          </div>
          <div className="staff-card-line">{t('list.account', { username: staff.username })}</div>
          <div className="staff-card-perms">
            {granted.length ? (
              granted.map((p) => (
                <span key={p} className="staff-chip">
                  {t(`list.perm.${p}`)}
                </span>
              ))
            ) : (
              <span className="staff-chip staff-chip-plain">{t('list.noPerm')}</span>
            )}
            {ruled ? (
              <span className="staff-chip staff-chip-rule">{t('list.rules', { n: ruled })}</span>
            ) : null}
          </div>
          {config.remarks ? <div className="staff-card-remarks">{config.remarks}</div> : null}
          {staff.loginfailure > 0 ? (
            <div className="staff-card-warn">{t('list.failures', { n: staff.loginfailure })}</div>
          ) : null}
        </div>
      </div>
      <div className="staff-card-actions">
        <Button size="small" onClick={onGames} data-testid="staff-games">
          {t('list.configGames')}
        </Button>
        <Button
          size="small"
          color={active ? 'danger' : 'primary'}
          fill="outline"
          onClick={onSwitch}
          data-testid="staff-switch"
        >
          {t(active ? 'list.stop' : 'list.start')}
        </Button>
      </div>
    </div>
  );
}
