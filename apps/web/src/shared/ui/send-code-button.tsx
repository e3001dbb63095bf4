import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';

/** The server allows one code per address every 60 s (docs/api.md). */
export const CODE_COOLDOWN_S = 60;

interface SendCodeButtonProps {
  /** Sends the code; resolves true when the server accepted, which starts the countdown. */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  labels: { send: string; resend: (seconds: number) => string };
}

export function SendCodeButton({ onSend, disabled, labels }: SendCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    setLeft(CODE_COOLDOWN_S);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const click = async () => {
    if (left > 0 || sending) return;
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      disabled={disabled || left > 0}
      loading={sending}
      onClick={click}
    >
      {left > 0 ? labels.resend(left) : labels.send}
    </Button>
  );
}
