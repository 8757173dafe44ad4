import { ApiError } from '@havbruk/api';
import type { AscPageStatus } from '@havbruk/ui';
import type { SWRResponse } from 'swr';
import { visibleError } from '../../data/useApi.ts';

/** A public page's status from its call: a 404 is the page's not-found message, not the global error box. */
export function statusOf<T>(
  response: SWRResponse<T, Error>,
  belongs: (data: T) => boolean = () => true,
): AscPageStatus<T> {
  const error = visibleError(response.error);
  if (error instanceof ApiError && error.status === 404) return { state: 'notFound' };
  if (error) return { state: 'failed' };
  if (response.data === undefined) return { state: 'loading' };
  return belongs(response.data) ? { state: 'ready', data: response.data } : { state: 'notFound' };
}

export const NOT_FOUND = [404];
