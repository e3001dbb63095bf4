import { PAGE } from './paths.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

// Code outside React (the HTTP client, session helpers) must be able to change page. Until the router registers
// itself, plain hash changes do the job, since routing is hash based.
let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.hash = to;
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

export function goToLoginPage(): void {
  if (currentPath() === PAGE.login) return;
  navigate(PAGE.login, { replace: true });
}
