import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser, RegisterInput } from '../../../domain/auth';
import { toast } from '../../components/ui/use-toast';
import { api, dataOf, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { setSessionUser } from '../../lib/session';

// Signing in and registering. Who is signed in, and signing out (the header and the admin shell offer
// it), live in lib/session.ts.

/**
 * Signing in or registering: the answer is the signed-in user, who is in the session cache at once; a
 * toast says it worked or why not.
 */
function useSignIn<Input>(request: (input: Input) => Promise<PublicUser>, toasts: 'login' | 'register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        title: i18n.t(`common:toasts.${toasts}Success`),
        description: i18n.t(`common:toasts.${toasts}SuccessDescription`, { username: user.username }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n.t(`common:toasts.${toasts}Failed`),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function useLogin() {
  return useSignIn((input: LoginInput) => dataOf(api.POST('/api/login', { body: input })), 'login');
}

export function useRegister() {
  // The confirmation is checked on the client; the server only needs the account fields.
  return useSignIn(
    ({ confirmPassword: _confirm, ...input }: RegisterInput & { invitation?: string }) =>
      dataOf(api.POST('/api/register', { body: input })),
    'register',
  );
}
