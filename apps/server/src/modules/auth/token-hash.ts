import crypto from 'node:crypto';

/** Only a token's SHA-256 is stored (docs/api.md, "Tokens"): lookups hash what the client presents. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
