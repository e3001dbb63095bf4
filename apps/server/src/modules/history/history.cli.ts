import { RECORD_ENTITIES, type RecordEntity } from '@dzzs/shared';
import { UsageError, type Command } from '../../cli/command.ts';
import { platformHistory } from './history.service.ts';

// `npm run platform -- history <entity> <id>`: who did what to a record, and when (docs/history.md).

const when = (unix: number) => new Date(unix * 1000).toLocaleString('sv-SE');

export const historyCommands: Record<string, Command> = {
  history: {
    usage: `history <${RECORD_ENTITIES.join('|')}> <id>`,
    summary: 'print the history of a record: each move with its time, who made it, the states and the reason',
    options: { lang: { type: 'string' } },
    positionals: ['entity', 'id'],
    async run(ctx, v) {
      const entity = String(v.entity ?? '');
      if (!(RECORD_ENTITIES as string[]).includes(entity))
        throw new UsageError(`<entity> must be one of ${RECORD_ENTITIES.join(', ')}`);
      const id = Number(v.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('<id> must be a record id such as 12');
      const lang = v.lang === 'zh' ? 'zh-cn' : 'en';
      const events = await platformHistory(ctx, entity as RecordEntity, id, lang);
      return events
        .map((e) => {
          const states = e.from_label ? `${e.from_label} → ${e.to_label}` : e.to_label;
          const why = [e.reason && `reason: ${e.reason}`, e.memo].filter(Boolean).join('; ');
          return `${when(e.create_time)}  ${e.action_label.padEnd(10)} ${states.padEnd(28)} by ${e.actor} (${e.actor_kind})${why ? `  ${why}` : ''}`;
        })
        .join('\n');
    },
  },
};
