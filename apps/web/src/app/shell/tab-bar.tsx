import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserIndex } from '../../shared/api/user-index.ts';
import { PAGE } from '../../shared/paths.ts';
import { badgeCount as badge } from '../../shared/ui/badge-count.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { hasPermission, roleOf } from '../../shared/session/roles.ts';
import { useAppStore } from '../../shared/store/app-store.ts';

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useUserIndex();
  // The user index is a shop's call (customer service is refused it): the role is the logged-in user's, as the login
  // saved it and every user index since keeps it.
  const loggedIn = useAppStore((s) => s.shopBasicsData);
  const user = data?.userinfo ?? null;
  const clerk = data?.clerkInfo ?? null;
  const count = user?.count;
  const role = roleOf(loggedIn ?? user);
  const staff = role === 'staff';

  // Staff never see withdrawals (money), and see payouts and players only when the owner allowed it (docs/api.md, roles).
  const mineCount =
    (hasPermission(user, clerk, 'award') ? (count?.waitAward ?? 0) : 0) +
    (staff ? 0 : (count?.Withdrawal ?? 0));
  const tabs = [
    {
      key: PAGE.orders,
      title: t('tab.orders'),
      icon: <Icon name="orders" />,
      badge: badge(count?.OrderCount),
    },
    {
      key: PAGE.users,
      title: t('tab.users'),
      icon: <Icon name="users" />,
      hidden: staff && !hasPermission(user, clerk, 'viewUserlist'),
    },
    { key: PAGE.statistics, title: t('tab.statistics'), icon: <Icon name="chart" /> },
    { key: PAGE.mine, title: t('tab.mine'), icon: <Icon name="user" />, badge: badge(mineCount) },
  ].filter((tab) => !tab.hidden);
  // Customer service works in its inbox only: none of the four tabs is theirs (docs/chat.md).
  if (role === 'support') return null;

  return (
    <TabBar
      className="app-tab-bar"
      activeKey={pathname === '/' ? PAGE.mine : pathname}
      onChange={(key) => navigate(key, { replace: true })}
    >
      {tabs.map((tab) => (
        <TabBar.Item key={tab.key} icon={tab.icon} title={tab.title} badge={tab.badge} />
      ))}
    </TabBar>
  );
}
