import {
  adminPaths,
  adminUrl,
  type DisableTwoFactorRequest,
  type RecoveryCodesAnswer,
  type SecurityPolicy,
  type TwoFactorCodeRequest,
  type TwoFactorSetup,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { twoFactorStatusQueryKey } from './get-two-factor-status'

const refresh = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: twoFactorStatusQueryKey })

/** Starts a set-up: a new secret with its QR code. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (_variables: undefined, { client }) =>
      adminApiOf(client).post<TwoFactorSetup>(adminUrl(adminPaths.myTwoFactor)),
    onSuccess: (_data, _body, _result, { client }) => refresh(client),
  })
}

/** Confirms the set-up with a code: answers the recovery codes, once. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorCodeRequest, { client }) =>
      adminApiOf(client).post<RecoveryCodesAnswer>(adminUrl(adminPaths.myTwoFactorConfirm), body),
    onSuccess: (_data, _body, _result, { client }) => refresh(client),
  })
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: TwoFactorCodeRequest, { client }) =>
      adminApiOf(client).post<RecoveryCodesAnswer>(adminUrl(adminPaths.myRecoveryCodes), body),
    onSuccess: (_data, _body, _result, { client }) => refresh(client),
  })
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (body: DisableTwoFactorRequest, { client }) =>
      adminApiOf(client).request<{ message: string }>(adminUrl(adminPaths.myTwoFactor), {
        method: 'DELETE',
        body,
      }),
    onSuccess: (_data, _body, _result, { client }) => refresh(client),
  })
}

/** The owner's switch: two-step sign-in required of every staff member. */
export function useSetRequireTwoFactor() {
  return useMutation({
    mutationFn: (require: boolean, { client }) =>
      adminApiOf(client).patch<SecurityPolicy>(adminUrl(adminPaths.security), {
        require_two_factor: require,
      }),
    onSuccess: (_data, _body, _result, { client }) => refresh(client),
  })
}
