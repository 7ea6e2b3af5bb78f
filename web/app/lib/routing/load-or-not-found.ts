import { data } from 'react-router';
import { ApiError } from '~/lib/api/api-error';

/**
 * A content page's record by id, or its 404 page (status 404): when the address names no valid id,
 * or the API refuses the id (any 4xx, or 10004: no such record). Other failures stay errors.
 */
export async function loadOrNotFound<T>(id: number | null, load: (id: number) => Promise<T>): Promise<T> {
  if (id === null) throw data(null, { status: 404 });
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && (error.resultCode === 10004 || (error.status >= 400 && error.status < 500))) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
