import { CHAT_LIMITS } from '@dzzs/shared';

// When the chat room shows the time between messages, and how (the earlier app's rule: a gap of more than five
// minutes; today HH:mm, this year M-D HH:mm, else the full date).

export const needsSeparator = (previous: number | undefined, time: number) =>
  previous === undefined || time - previous > CHAT_LIMITS.separatorSeconds;

const pad = (n: number) => String(n).padStart(2, '0');

export function chatTime(unix: number, now = new Date()): string {
  const d = new Date(unix * 1000);
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (d.toDateString() === now.toDateString()) return hm;
  const md = `${d.getMonth() + 1}-${d.getDate()} ${hm}`;
  return d.getFullYear() === now.getFullYear() ? md : `${d.getFullYear()}-${md}`;
}
