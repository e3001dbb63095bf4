import '../mine.css';
import { APP_VERSION, Certification } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, type PagePath } from '../../../shared/paths.ts';
import { hasPermission, isCertified, roleOf } from '../../../shared/session/roles.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePublicityImage } from '../api/publicity-image.ts';
import { MenuSection, type MenuEntry } from '../components/menu-section.tsx';
import { MineHeader } from '../components/mine-header.tsx';
import { useLogout } from '../components/use-logout.ts';
import { MINE_NS } from '../i18n.ts';
import { certificationText } from '../../../shared/i18n/state-label.ts';

export default function MinePage() {
  const { t } = useTranslation(MINE_NS);
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = useUserIndex();
  const logout = useLogout();
  const publicity = usePublicityImage();

  if (!data) {
    return (
      <PageLayout back={false}>
        {isPending && !error ? (
          <LoadingView />
        ) : (
          <StateView
            kind="error"
            title={t('loadFailed')}
            description={describeFailure(error)}
            onClick={() => void refetch()}
          />
        )}
      </PageLayout>
    );
  }

  const user = data.userinfo;
  const clerk = data.clerkInfo;
  const staff = roleOf(user) === 'staff';
  const count = user.count;

  /** Every function of an uncertified shop waits for certification; staff are never stopped here. */
  const gated = (action: () => void) => () => {
    if (isCertified(user)) return action();
    toast(t('gate', { state: certificationText(Number(user.ShopConfig.StoreCertification)) }));
  };
  const open = (path: PagePath) => gated(() => navigate(path));

  const showPushTutorial = async () => {
    const answer = await runAction(publicity.mutateAsync(1), { success: false });
    if (!answer) return;
    if (answer.data?.url) previewImages([answer.data.url]);
    else toast(t('pushTutorialMissing'));
  };

  const common: MenuEntry[] = [
    {
      key: 'orderInquiry',
      label: t('menu.orderInquiry'),
      icon: <Icon name="search" />,
      onClick: open(PAGE.orderInquiry),
    },
    {
      key: 'chat',
      label: t('menu.chat'),
      icon: <Icon name="message" />,
      badge: count.chatUnread,
      onClick: open(PAGE.chatList),
    },
  ];
  if (hasPermission(user, clerk, 'award')) {
    common.push({
      key: 'waitingAward',
      label: t('menu.waitingAward'),
      icon: <Icon name="gift" />,
      badge: count.waitAward,
      onClick: open(PAGE.waitingAward),
    });
  }
  if (staff) {
    common.push({
      key: 'logout',
      label: t('menu.logout'),
      icon: <Icon name="logout" />,
      onClick: () => void logout(),
    });
  } else {
    common.push(
      {
        key: 'withdrawals',
        label: t('menu.withdrawals'),
        icon: <Icon name="wallet" />,
        badge: count.Withdrawal,
        onClick: open(PAGE.withdrawalRequests),
      },
      // Not gated: settings hold the certification form and the logout button.
      {
        key: 'settings',
        label: t('menu.settings'),
        icon: <Icon name="settings" />,
        onClick: () => navigate(PAGE.settings),
      },
    );
  }

  const shop: MenuEntry[] = staff
    ? hasPermission(user, clerk, 'cooperation')
      ? [
          {
            key: 'cooperation',
            label: t('menu.cooperation'),
            icon: <Icon name="shop" />,
            badge: count.CooperationLog,
            onClick: open(PAGE.cooperation),
          },
        ]
      : []
    : [
        {
          key: 'receipts',
          label: t('menu.receipts'),
          icon: <Icon name="card" />,
          badge: count.shopReceipt,
          onClick: open(PAGE.receipts),
        },
        { key: 'games', label: t('menu.games'), icon: <Icon name="grid" />, onClick: open(PAGE.games) },
        { key: 'staff', label: t('menu.staff'), icon: <Icon name="team" />, onClick: open(PAGE.staff) },
        {
          key: 'cooperation',
          label: t('menu.cooperation'),
          icon: <Icon name="shop" />,
          badge: count.CooperationLog,
          onClick: open(PAGE.cooperation),
        },
      ];

  const service: MenuEntry[] = staff
    ? []
    : [
        {
          key: 'redPacket',
          label: t('menu.redPacket'),
          icon: <Icon name="gift" />,
          onClick: open(PAGE.redPacket),
        },
        {
          key: 'push',
          label: t('menu.push'),
          icon: <Icon name="bell" />,
          onClick: gated(() => void showPushTutorial()),
        },
        {
          key: 'customerService',
          label: t('menu.customerService'),
          icon: <Icon name="message" />,
          onClick: open(PAGE.customerService),
        },
        {
          key: 'invite',
          label: t('menu.invite'),
          icon: <Icon name="userAdd" />,
          onClick: open(PAGE.inviteShopkeeper),
        },
      ];

  return (
    <PageLayout back={false}>
      <MineHeader
        user={user}
        clerk={clerk}
        onAvatar={() => !staff && navigate(PAGE.settings)}
        onCertification={() => navigate(PAGE.certification)}
        onPromote={open(PAGE.shareShop)}
        onBalance={() => navigate(PAGE.balance)}
        onEscrow={() => navigate(PAGE.escrow)}
      />
      <div className="mine-sections">
        <MenuSection title={t('section.common')} entries={common} />
        <MenuSection title={t('section.shop')} entries={shop} />
        <MenuSection title={t('section.service')} entries={service} />
        <div className="mine-language">
          <LanguageSwitch />
        </div>
        {!staff &&
          Number(user.ShopConfig.StoreCertification) === Certification.rejected &&
          user.ShopConfig.StoreCertificationMemo && (
            <div className="mine-memo">{user.ShopConfig.StoreCertificationMemo}</div>
          )}
        <footer className="mine-version-footer">
          {t('common.version', { ns: 'common', version: APP_VERSION.name })}
        </footer>
      </div>
    </PageLayout>
  );
}
