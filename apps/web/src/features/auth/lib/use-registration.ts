import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Limits, type TRegister } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useRegisterMutation } from '../api/register';

const registerResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.ZRegister));

/**
 * Registering: the form (its code prefilled from `?code=`), then agreement in the Terms popup
 * that `openTerms` opens once the form is valid; only agreeing there sends the request, and a
 * new account goes to the dashboard.
 */
export function useRegistration(openTerms: (then: () => void) => void) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegisterMutation();
  const [pending, setPending] = useState<TRegister | null>(null);

  const form = useForm({
    resolver: useLazyResolver(registerResolver),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      institution_code: (searchParams.get('code') ?? '').toUpperCase().slice(0, Limits.institutionCodeMax),
      marketing_opt_in: false,
      // Agreement itself is given in the Terms popup; the request is only sent from there.
      agreed_to_conditions: true,
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    registration.reset();
    openTerms(() => setPending(values));
  });

  const finish = () => {
    if (!pending) return;
    const { institution_code, ...rest } = pending;
    registration.mutate(
      { ...rest, ...(institution_code ? { institution_code } : {}), preferred_language: currentLanguage() },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  return { form, onSubmit, pending, finish, cancel: () => setPending(null), registration };
}
