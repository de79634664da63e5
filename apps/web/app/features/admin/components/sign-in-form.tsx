import { useState } from 'react'
import { useNavigate } from 'react-router'

import { SignInFields } from '../../../components/forms/password-fields'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useApiForm } from '../../../lib/use-api-form'
import { useStaffSignIn } from '../api/admin-session'
import { adminFormSchema } from '../load-form-schema'
import { TwoFactorStep } from './two-factor-step'

const signInSchema = adminFormSchema('staffSignInRequest')
const FIELDS = ['email', 'password'] as const

/**
 * The staff sign-in: the answer sets the httpOnly staff cookie, then on to the page asked; with
 * two-step sign-in on, the code step comes first.
 */
export function StaffSignInForm({ redirectTo }: { redirectTo: string }) {
  const signIn = useStaffSignIn()
  const navigate = useNavigate()
  const [challenge, setChallenge] = useState<string | null>(null)
  const [restartNote, setRestartNote] = useState<string | null>(null)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: signInSchema,
    fields: FIELDS,
    submit: async (body) => {
      const result = await signIn.mutateAsync(body)
      if ('challenge' in result) {
        setRestartNote(null)
        setChallenge(result.challenge)
        return
      }
      await navigate(redirectTo, { replace: true })
    },
  })
  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        redirectTo={redirectTo}
        onRestart={(note) => {
          setRestartNote(note)
          setChallenge(null)
        }}
      />
    )
  }
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert ?? restartNote}</FormAlert>
      <SignInFields errors={errors.fields} />
      <Button type="submit" pending={pending} className="w-full">
        Đăng nhập
      </Button>
    </form>
  )
}
