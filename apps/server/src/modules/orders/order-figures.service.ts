import type { DbOrTrx } from '../../db/database.ts';
import type { PageWindow } from '../../db/paging.ts';
import * as repo from './order-figures.repository.ts';

// What the statistics module reads of orders (docs/statistics.md): the raw rows its figures count.

export type FigureFilter = repo.FigureFilter;
export type OrderFacts = Awaited<ReturnType<typeof repo.ticketedOrAwarded>>[number];

export const ticketedOrAwarded = (db: DbOrTrx, from: number, to: number) =>
  repo.ticketedOrAwarded(db, from, to);

export const figureOrders = (db: DbOrTrx, f: FigureFilter, window: PageWindow) =>
  repo.figureOrders(db, f, window);
