/** One problem found in a bet or a draw result, worded for a shopkeeper in both languages. */
export interface EngineError {
  /** Where in the input, e.g. `Content[2].data[0].rate`; empty for the whole input. */
  path: string;
  message_zh: string;
  message_en: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: EngineError[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(errors: EngineError[]): Result<T> => ({ ok: false, errors });

export const err = (path: string, message_zh: string, message_en: string): EngineError => ({
  path,
  message_zh,
  message_en,
});

/**
 * Runs engine code that is expected never to throw; if it still does (a bug, or input pathological enough to
 * exhaust memory), the caller gets an explained error instead of an exception crossing the engine boundary.
 */
export function guard<T>(run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return fail([
      err('', `无法处理该投注内容（${detail}）`, `The bet content could not be processed (${detail})`),
    ]);
  }
}
