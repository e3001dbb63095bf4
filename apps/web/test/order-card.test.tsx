import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OrderState } from '@dzzs/shared';
import { OrderCard } from '../src/features/orders/components/order-card.tsx';
import { ensureLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { orderOf } from './helpers.tsx';

const card = (issue: string | null, State: number = OrderState.awaitingAcceptance) =>
  render(<OrderCard order={orderOf(1, { State, issue })} onOpen={() => undefined} />).container;

describe('the order card', () => {
  afterEach(() => ensureLanguage('zh-CN'));

  it('shows the issue of an order placed on one, in both languages', async () => {
    expect(card('2026330').querySelector('.orders-card-issue')?.textContent).toBe('第2026330期');
    await ensureLanguage('en');
    expect(card('2026330').querySelector('.orders-card-issue')?.textContent).toBe('Issue 2026330');
  });

  it('shows no issue for an order without one (竞彩 matches)', () => {
    expect(card(null).querySelector('.orders-card-issue')).toBeNull();
  });

  it('offers 接单 where the state table allows it, else the way to the details', () => {
    expect(card(null).querySelector('button')?.textContent).toBe('接单');
    expect(card(null, OrderState.awaitingTicket).querySelector('button')?.textContent).toBe('查看详细');
  });
});
