/** The tables the settings module owns: only its repositories name them (docs/architecture.md). */
export interface SettingsTables {
  settings: SettingsTable;
}

export interface SettingsTable {
  key: string;
  value: string;
  update_time: number;
}
