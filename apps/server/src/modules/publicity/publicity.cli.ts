import fs from 'node:fs/promises';
import { need, UsageError, type Command } from '../../cli/command.ts';
import { PUBLICITY_TYPES, setImage, type PublicityType } from './publicity.service.ts';

const USAGE = 'set-image --type 1 --file PICTURE   (type 1: the 推送设置 tutorial)';

const setImageCommand: Command = {
  usage: USAGE,
  summary: 'set a picture the platform provides to every shop (type 1: the 推送设置 tutorial)',
  options: { type: { type: 'string' }, file: { type: 'string' } },
  async run(ctx, values) {
    const type = Number(need(values, 'type'));
    if (!(type in PUBLICITY_TYPES))
      throw new UsageError(`--type must be one of ${Object.keys(PUBLICITY_TYPES)}`);
    const file = need(values, 'file');
    const bytes = await fs.readFile(file).catch(() => {
      throw new UsageError(`cannot read ${file}`);
    });
    return `picture ${type} is now ${await setImage(ctx, type as PublicityType, bytes)}`;
  },
};

export const publicityCommands = { 'set-image': setImageCommand };
