import { ReceiptState } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import { wrongState, type Machine } from '../history/transition.service.ts';
import { M } from './receipts.messages.ts';
import * as repo from './receipts.repository.ts';

// How a shop's payment channels are stored, for the one transition helper (docs/history.md): applying again,
// the platform's review, opening and closing, and setting the pid are moves of its row, each with its event.

export type ShopReceiptRow = NonNullable<Awaited<ReturnType<typeof repo.findShopReceiptById>>>;

export interface ChannelPatch {
  form?: string;
  qrUrl?: string;
  retMemo?: string;
  reviewed?: boolean;
  pid?: string;
  now: number;
}

export const CHANNEL_MACHINE: Machine<'receipt', ShopReceiptRow, ChannelPatch> = {
  entity: 'receipt',
  move: (trx, row, to, patch) => repo.moveState(trx, { id: row.id }, row.state, { state: to, ...patch }),
  find: (trx, id) => repo.findShopReceiptById(trx, id),
  shops: (row) => ({ shopId: row.shop_id }),
  // The shop hears why in the words of the channel page.
  wrongState(action, row) {
    switch (action) {
      case 'reapply':
        return AppError.fail(row.state === ReceiptState.pending ? M.rcUnderReview : M.rcAlreadyApproved);
      case 'open':
        return AppError.fail(row.state === ReceiptState.open ? M.rcAlreadyOn : M.rcNotApproved);
      case 'close':
        return AppError.fail(row.state === ReceiptState.closed ? M.rcAlreadyOff : M.rcNotApproved);
      case 'set_pid':
        return AppError.fail(M.rcPidNotApproved);
      default:
        return wrongState('receipt', action, row.state);
    }
  },
};
