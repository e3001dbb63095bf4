import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { badgeCount } from '../../../shared/ui/badge-count.ts';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  badge?: number;
  onClick: () => void;
}

export function MenuSection({ title, entries }: { title: string; entries: MenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className="mine-section">
      <h3 className="mine-section-title">{title}</h3>
      <div className="mine-grid">
        {entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className="mine-menu-item"
            onClick={entry.onClick}
            data-testid={`menu-${entry.key}`}
          >
            <Badge content={badgeCount(entry.badge)}>
              <span className="mine-menu-icon">{entry.icon}</span>
            </Badge>
            <span className="mine-menu-label">{entry.label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
