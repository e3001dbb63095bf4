import type { ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { FormCard, FormRow } from '../../../shared/ui/form-row.tsx';

/** The card every account page shows: its rows, then one big submit button. */
export function AuthForm({
  onSubmit,
  submitText,
  pending,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  submitText: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <FormCard
      onSubmit={() => void onSubmit()}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          {submitText}
        </Button>
      }
    >
      {children}
    </FormCard>
  );
}

/** A password row; `autoComplete` tells the browser whether to offer the saved one or a new one. */
export function PasswordRow({
  label,
  placeholder,
  value,
  onChange,
  autoComplete,
  name,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}) {
  return (
    <FormRow label={label}>
      <Input
        {...(name ? { name } : {})}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        maxLength={32}
        clearable
      />
    </FormRow>
  );
}
