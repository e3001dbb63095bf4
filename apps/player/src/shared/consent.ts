import { readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';

/** The pay sheet's consent is remembered on this device once given, as the earlier app did. */
const CONSENT_KEY = 'player_consent';

export const consentGiven = () => readStorage(CONSENT_KEY) === '1';
export const rememberConsent = (given: boolean) => writeStorage(CONSENT_KEY, given ? '1' : null);
