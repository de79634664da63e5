import { useNavigate } from 'react-router'

import { isAccountPath } from '../../lib/session'
import { useLogout } from './api/logout'

/** Logout from the header or the account menu; an account page is left for the home page. */
export function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  return {
    signOut: () =>
      logout.mutate(undefined, {
        onSettled: () => {
          if (isAccountPath(window.location.pathname)) void navigate('/', { replace: true })
        },
      }),
    pending: logout.isPending,
  }
}
