import { BodyCode, type Envelope } from '@dzzs/shared';
import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { toast } from '../ui/toast.ts';
import { describeFailure } from './index.ts';

export interface ActionOptions<T> {
  /**
   * The success toast: the server's `msg` by default (it says what was done, in the user's language); a text of the
   * page's own instead; or false when the page shows the outcome itself.
   */
  success?: string | false;
  /** Code 402, the shop balance is too low: the page offers a way out (recharge). Without it, `msg` is shown. */
  onBalanceLow?: (message: string) => void;
  /** A refusal, after its `msg` is shown: for pages that react to what the refusal carries (a captcha). */
  onRefused?: (answer: Envelope<T>) => void;
}

/**
 * The one way a page takes an action (docs/architecture.md, the web app): runs the call, says the outcome in a
 * toast — the server's words on success and on refusal, `describeFailure` when the call never got an answer — and
 * resolves with the answer only when it succeeded, so the page writes nothing but what follows a success.
 */
export async function runAction<T>(
  call: Promise<Envelope<T>>,
  options: ActionOptions<T> = {},
): Promise<Envelope<T> | null> {
  let answer: Envelope<T>;
  try {
    answer = await call;
  } catch (error) {
    toast(describeFailure(error), 'fail');
    return null;
  }
  if (answer.code === BodyCode.ok) {
    if (options.success !== false) toast(options.success ?? (answer.msg || i18n.t('common.done')), 'success');
    return answer;
  }
  if (answer.code === BodyCode.balanceLow && options.onBalanceLow) options.onBalanceLow(answer.msg);
  else {
    toast(answer.msg || i18n.t('common.failed'), 'fail');
    options.onRefused?.(answer);
  }
  return null;
}
