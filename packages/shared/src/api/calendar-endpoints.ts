import { endpointsOf } from './endpoint.ts';

// The calls of the game calendar (docs/calendar.md): what the player side may bet on now. Issues, deadlines, teams
// and odds of an order come from here, never from the player.

const calendar = endpointsOf('calendar');
const player = { auth: 'player' } as const;

export const calendarApi = {
  games: calendar({
    method: 'GET',
    path: '/api/bettingend.Game/list',
    access: player,
    request: null,
    response: 'GameListResponse',
    summary:
      'The games the player’s shop sells, each with the issue or the matches on sale and the deadline.',
  }),
  matches: calendar({
    method: 'GET',
    path: '/api/bettingend.Game/matches',
    access: player,
    request: 'GameMatchesRequest',
    response: 'GameMatchesResponse',
    summary:
      'The matches of a sports game on sale now, with their current odds, as a bet is built from them.',
  }),
};
