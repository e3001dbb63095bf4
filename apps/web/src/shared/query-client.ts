import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Business refusals (code ≠ 1) will not change by asking again; transport failures get one more try.
        retry: (count, error) => !(error instanceof Error && error.name === 'ApiError') && count < 1,
        staleTime: 10_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
