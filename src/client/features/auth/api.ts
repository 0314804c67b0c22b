import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../domain/auth';
import { toast } from '../../components/ui/use-toast';
import { api, dataOf, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { setSessionUser } from '../../lib/session';

// Signing in and registering. Who is signed in, and signing out (the header and the admin shell offer
// it), live in lib/session.ts.

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => dataOf(api.POST('/api/login', { body: input })),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        title: i18n.t('common:toasts.loginSuccess'),
        description: i18n.t('common:toasts.loginSuccessDescription', { username: user.username }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toasts.loginFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation is checked on the client; the server only needs the account fields.
    mutationFn: ({ confirmPassword: _confirm, ...input }: RegisterInput) =>
      dataOf(api.POST('/api/register', { body: input })),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        title: i18n.t('common:toasts.registerSuccess'),
        description: i18n.t('common:toasts.registerSuccessDescription', { username: user.username }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t('common:toasts.registerFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
