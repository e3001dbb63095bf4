import type { Generated, Selectable } from 'kysely';

/** The tables the app-update module owns: only its repositories name them (docs/architecture.md). */
export interface AppUpdateTables {
  app_versions: AppVersionsTable;
}

export interface AppVersionsTable {
  id: Generated<number>;
  version_code: number;
  version_name: string;
  update_text: string;
  download_ios: string;
  download_android: string;
  hot_update_url: string;
  is_hot: number;
  create_time: number;
}

export type AppVersionRow = Selectable<AppVersionsTable>;
