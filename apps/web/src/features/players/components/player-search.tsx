import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PLAYERS_NS } from '../i18n.ts';

/** 搜索用户昵称或备注: searches on enter, clears to all. */
export function PlayerSearch({
  onSearch,
  placeholder,
}: {
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation(PLAYERS_NS);
  return (
    <div className="players-search">
      <SearchBar
        placeholder={placeholder ?? t('list.search')}
        onSearch={(text) => onSearch(text.trim())}
        onClear={() => onSearch('')}
      />
    </div>
  );
}
