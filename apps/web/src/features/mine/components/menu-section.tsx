import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';

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
            <Badge content={entry.badge && entry.badge > 0 ? (entry.badge > 99 ? '99+' : entry.badge) : null}>
              <span className="mine-menu-icon">{entry.icon}</span>
            </Badge>
            <span className="mine-menu-label">{entry.label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
