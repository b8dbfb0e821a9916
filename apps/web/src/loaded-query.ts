import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// What query-start.tsx brings: the app's one QueryClient, and what the root renders once it is there.
export type LoadedQuery = { queryClient: QueryClient; QueryParts: ComponentType };
