import { useSearchParams } from 'react-router';

/**
 * The `?action=` of an admin list that opens its "new" dialog (the dashboard's quick actions link to
 * it). Opening from the page sets 'new'; closing takes the parameter away, so the address no longer
 * reopens the dialog.
 */
export function useActionParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (open) next.set('action', 'new');
    else next.delete('action');
    setSearchParams(next, { replace: true });
  };
  return { action: searchParams.get('action'), setCreating };
}
