import type { Generated } from 'kysely';

/** The tables the codes module owns: only its repositories name them (docs/architecture.md). */
export interface CodesTables {
  verification_codes: VerificationCodesTable;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  address: string;
  event: string;
  code_hash: string;
  attempts: number;
  create_time: number;
  expire_time: number;
  used_time: number | null;
}
