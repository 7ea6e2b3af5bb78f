import type { DehydratedState } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TLang } from '~/i18n';
import type { TMessages } from '~/i18n/en';
import type { TPublicEnv } from './public-env';
import type { TSessionUser } from './session-user';

export type TRootData = {
  lang: TLang;
  /** The page language's catalogue (the browser holds no other). */
  messages: TMessages;
  env: TPublicEnv;
  /** Computed on the server so server and browser render the same copyright year. */
  year: number;
  origin: string;
  /** SPEC 4: the visitor as GET /api/auth/userCheckLogin saw them; null when logged out. */
  user: TSessionUser | null;
  dehydratedState: DehydratedState;
};

export function useRootData(): TRootData | undefined {
  return useRouteLoaderData('root') as TRootData | undefined;
}
