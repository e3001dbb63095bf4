import '../players.css';
import { useState } from 'react';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { usePlayerList } from '../api/players.ts';
import { PlayerList } from '../components/player-row.tsx';
import { PlayerSearch } from '../components/player-search.tsx';

/** 全部用户: every player of the shop, newest first, by nickname or remark. */
export default function AllUsersPage() {
  const [search, setSearch] = useState('');
  const list = usePlayerList(0, search);
  return (
    <PageLayout fixed>
      <PlayerSearch onSearch={setSearch} />
      <PlayerList list={list} />
    </PageLayout>
  );
}
