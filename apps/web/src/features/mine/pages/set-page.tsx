import '../mine.css';
import { lazy, Suspense, useState } from 'react';
import { Button, List } from 'antd-mobile';
import { Certification } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { PAGE } from '../../../shared/paths.ts';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { maskMobile } from '../components/mask.ts';
import { useLogout } from '../components/use-logout.ts';
import { MINE_NS } from '../i18n.ts';
import { certificationText } from '../../../shared/i18n/state-label.ts';

// The popup and its animation code load on first use, not with the settings list.
const BindPhonePopup = lazy(() => import('../components/bind-phone-popup.tsx'));
const PushLinkPopup = lazy(() => import('../components/push-link-popup.tsx'));

export default function SetPage() {
  const { t } = useTranslation(MINE_NS);
  // Not certified yet reads as the action to take; a rejected shop is told it may submit again.
  const certificationExtra = (state: number) => {
    if (state === Certification.none) return t('settings.certNone');
    if (state === Certification.rejected)
      return t('settings.certResubmit', { state: certificationText(state) });
    return certificationText(state);
  };
  const navigate = useNavigate();
  const { data } = useUserIndex();
  const logout = useLogout();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [phoneUsed, setPhoneUsed] = useState(false);
  const [pushOpen, setPushOpen] = useState(false);
  const [pushUsed, setPushUsed] = useState(false);
  const user = data?.userinfo;
  const config = user?.ShopConfig;
  // Editors for these rows arrive with the settings work; until then they show their value and say so.
  const later = () => toast(t('common.notAvailable', { ns: 'common' }));
  const value = (text: string | undefined) => (text ? text : t('settings.notSet'));

  return (
    <PageLayout>
      <List header={t('settings.basic')}>
        <List.Item
          extra={<ShopAvatar src={user?.avatar ?? ''} name={user?.nickname ?? ''} small />}
          onClick={later}
        >
          {t('settings.avatar')}
        </List.Item>
        <List.Item extra={user?.nickname} onClick={later}>
          {t('settings.nickname')}
        </List.Item>
        <List.Item
          extra={certificationExtra(Number(config?.StoreCertification ?? 0))}
          onClick={() => navigate(PAGE.certification)}
        >
          {t('settings.certification')}
        </List.Item>
        <List.Item
          extra={user?.RealName === 1 ? t('settings.realNameDone') : t('settings.realNameNone')}
          onClick={later}
        >
          {t('settings.realName')}
        </List.Item>
        <List.Item
          extra={user?.mobile ? maskMobile(user.mobile) : t('settings.phoneNone')}
          onClick={() => {
            setPhoneUsed(true);
            setPhoneOpen(true);
          }}
        >
          {t('settings.phone')}
        </List.Item>
        <List.Item onClick={() => navigate(PAGE.receipts)}>{t('settings.receipts')}</List.Item>
        <List.Item
          extra={<span className="mine-push-extra">{data?.push_key || t('settings.pushNone')}</span>}
          onClick={() => {
            setPushUsed(true);
            setPushOpen(true);
          }}
        >
          {t('settings.push')}
        </List.Item>
      </List>
      <List header={t('settings.shopInfo')}>
        <List.Item extra={value(config?.address)} onClick={later}>
          {t('settings.address')}
        </List.Item>
        <List.Item extra={value(config?.WeChat)} onClick={later}>
          {t('settings.wechat')}
        </List.Item>
        <List.Item extra={value(config?.Telephone)} onClick={later}>
          {t('settings.telephone')}
        </List.Item>
        <List.Item onClick={() => navigate(PAGE.announcements)}>{t('settings.announcements')}</List.Item>
      </List>
      <List header={t('settings.language')}>
        <List.Item>
          <LanguageSwitch />
        </List.Item>
      </List>
      <div className="mine-set-page-footer">
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {t('logout.button')}
        </Button>
      </div>
      {pushUsed && (
        <Suspense fallback={null}>
          <PushLinkPopup
            visible={pushOpen}
            current={data?.push_key ?? ''}
            onClose={() => setPushOpen(false)}
          />
        </Suspense>
      )}
      {phoneUsed && (
        <Suspense fallback={null}>
          <BindPhonePopup
            visible={phoneOpen}
            currentMobile={user?.mobile ?? ''}
            onClose={() => setPhoneOpen(false)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
