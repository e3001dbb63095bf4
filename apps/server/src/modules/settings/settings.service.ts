// The platform's key-value settings (the settings table): other modules keep their own keys through these two.
export { getSetting, putSetting } from './settings.repository.ts';
