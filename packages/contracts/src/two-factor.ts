import './locale.ts'

import { z } from 'zod'

import { addStaffRequest, staffMember } from './admin.ts'
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.constants.ts'
import { messages } from './errors.constants.ts'
import { invitationMessages, twoFactorMessages } from './two-factor.constants.ts'

/** A 6-digit authenticator code; spaces are allowed ("123 456"), as apps show them. */
export const totpCode = z
  .string({ error: twoFactorMessages.code })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: twoFactorMessages.code }))

/** `GET /admin/me/two-factor`: where the signed-in staff member stands. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  /** A set-up started and not confirmed yet. */
  pending: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The shop requires two-step sign-in of every staff member. */
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>

/** `POST /admin/me/two-factor`: the new secret, shown until the set-up is confirmed. */
export const twoFactorSetup = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The URI as a QR code, an SVG data URL. */
  qr_code: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>

export const twoFactorCodeRequest = z.object({ code: totpCode })
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequest>

/** Shown once: the codes are kept hashed. */
export const recoveryCodesAnswer = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
})
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>

/** Turning two-step sign-in off takes the current password or a current code. */
export const disableTwoFactorRequest = z
  .object({
    password: z.string().max(PASSWORD_MAX).optional(),
    code: z.string().max(20).optional(),
  })
  .refine((value) => Boolean(value.password || value.code?.trim()), {
    error: twoFactorMessages.passwordOrCode,
    path: ['password'],
  })
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequest>

/** `POST /admin/session` when the password was right and a second step is needed (202). */
export const signInChallenge = z.object({
  message: z.string(),
  challenge: z.string(),
  expires_at: z.string(),
})
export type SignInChallenge = z.infer<typeof signInChallenge>

/** `POST /admin/session/two-factor`: the challenge and a 6-digit code or a recovery code. */
export const twoFactorSignInRequest = z.object({
  challenge: z
    .string({ error: twoFactorMessages.challengeEnded })
    .min(1, { error: twoFactorMessages.challengeEnded })
    .max(200, { error: twoFactorMessages.challengeEnded }),
  code: z
    .string({ error: twoFactorMessages.codeOrRecovery })
    .trim()
    .min(6, { error: twoFactorMessages.codeOrRecovery })
    .max(20, { error: twoFactorMessages.codeOrRecovery }),
})
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequest>

export const securityPolicy = z.object({ require_two_factor: z.boolean() })
export type SecurityPolicy = z.infer<typeof securityPolicy>

export const updateSecurityPolicyRequest = z.object({
  require_two_factor: z.boolean({ error: messages.invalidData }),
})
export type UpdateSecurityPolicyRequest = z.input<typeof updateSecurityPolicyRequest>

/** `POST /admin/staff/invitations`: a new or existing email, the person's name, their roles. */
export const inviteStaffRequest = addStaffRequest.extend({
  name: z
    .string({ error: invitationMessages.name })
    .trim()
    .min(2, { error: invitationMessages.name })
    .max(100, { error: invitationMessages.name }),
})
export type InviteStaffRequest = z.output<typeof inviteStaffRequest>

export const staffInvitationAnswer = z.object({
  message: z.string(),
  /** True when the account was created and a set-password link mailed; false: a notice. */
  account_created: z.boolean(),
  member: staffMember,
})
export type StaffInvitationAnswer = z.infer<typeof staffInvitationAnswer>

export const acceptInvitationRequest = z
  .object({
    token: z
      .string({ error: invitationMessages.invalid })
      .min(1, { error: invitationMessages.invalid })
      .max(200, { error: invitationMessages.invalid }),
    password: z
      .string({ error: 'Vui lòng nhập mật khẩu.' })
      .min(PASSWORD_MIN, { error: `Mật khẩu phải có ít nhất ${PASSWORD_MIN} ký tự.` })
      .max(PASSWORD_MAX, { error: `Mật khẩu không được dài quá ${PASSWORD_MAX} ký tự.` }),
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu.' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'Mật khẩu xác nhận không khớp.',
    path: ['password_confirmation'],
  })
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>
