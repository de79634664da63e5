import { data } from 'react-router'

import { isApiError } from '../../lib/api-error'

/**
 * Loader helper: an API 404 becomes the app's 404 page (status 404, the message and the path);
 * any other failure goes on to the error page as it is.
 */
export function notFoundOr(error: unknown, { message, path }: { message: string; path: string }) {
  if (isApiError(error) && error.status === 404) {
    return data({ message, path }, { status: 404 })
  }
  return error
}
