import type { FormEvent, ReactNode } from 'react';
import './form-row.css';

/**
 * Plain form layout (label | control | extra). The pages here validate with the shared zod schemas, so antd's Form
 * and its validator library (~20 KB gzip) would only add weight.
 */
export function FormRow({
  label,
  extra,
  children,
}: {
  label: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-row">
      <span className="form-row-label">{label}</span>
      <span className="form-row-control">{children}</span>
      {extra ? <span className="form-row-extra">{extra}</span> : null}
    </div>
  );
}

export function FormCard({
  onSubmit,
  children,
  footer,
}: {
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="form-card" onSubmit={submit} noValidate>
      <div className="form-card-rows">{children}</div>
      {footer ? <div className="form-card-footer">{footer}</div> : null}
    </form>
  );
}

export function Segmented<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="segmented" role="tablist">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={option.value === value ? 'segmented-item segmented-item-active' : 'segmented-item'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
