import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NUMBER_RULES } from '@dzzs/shared/engine';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';

// One route of the app for every game's picker, a number game's or a sports game's: each route costs the first route
// its entry and the chunks it preloads, so the sports picker comes in behind this one.

const NumberPicker = lazy(() => import('./picker-page.tsx'));
const SportsPicker = lazy(() => import('../sports/sports-picker-page.tsx'));

export default function GamePage() {
  // Every game without number rules is a sports game (the table 首页 has loaded already).
  const sports = NUMBER_RULES[Number(useParams().code)] === undefined;
  return <Suspense fallback={<Spinner />}>{sports ? <SportsPicker /> : <NumberPicker />}</Suspense>;
}
