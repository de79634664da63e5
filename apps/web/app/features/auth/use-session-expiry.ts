import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { onUnauthorized } from '../../lib/browser-client'
import { loginPathFor } from '../../lib/safe-redirect'
import { clearBrowserToken, isAccountPath } from '../../lib/session'
import { currentUserQueryKey } from './api/get-current-user'

/**
 * A 401 while a user is loaded ends the session; on an account page the visitor is sent to /login,
 * to come back after logging in again (docs/requirements.md, Client behaviours).
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  useEffect(
    () =>
      onUnauthorized(() => {
        if (!queryClient.getQueryData(currentUserQueryKey)) return
        clearBrowserToken()
        queryClient.setQueryData(currentUserQueryKey, null)
        const { pathname, search } = window.location
        if (isAccountPath(pathname))
          void navigate(loginPathFor(`${pathname}${search}`), { replace: true })
      }),
    [queryClient, navigate],
  )
}
