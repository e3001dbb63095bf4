/** The tables the captcha module owns: only its repositories name them (docs/architecture.md). */
export interface CaptchaTables {
  captchas: CaptchasTable;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expire_time: number;
}
