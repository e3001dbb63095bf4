import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { queryClient as defaultClient } from '../shared/query-client.ts';

export function Providers({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={language === 'en' ? enUS : zhCN}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
