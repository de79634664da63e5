import { adminPaths, adminUrl } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { refreshCustomers } from './get-customers'

export type CustomerAction = 'lock' | 'unlock' | 'password-reset'

const paths: Record<CustomerAction, string> = {
  lock: adminPaths.customerLock,
  unlock: adminPaths.customerUnlock,
  'password-reset': adminPaths.customerPasswordReset,
}

/** Locks or unlocks an account, or sends it the reset mail; the list and the account are read again. */
export function useCustomerAction() {
  return useMutation({
    mutationFn: (
      { id, action, reason }: { id: number; action: CustomerAction; reason?: string },
      { client },
    ) =>
      adminApiOf(client).post<unknown>(
        adminUrl(paths[action], { id }),
        action === 'lock' ? { reason: reason || undefined } : {},
      ),
    onSettled: (_result, _error, _vars, _context, { client }) => refreshCustomers(client),
  })
}
