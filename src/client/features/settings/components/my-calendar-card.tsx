import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyCalendar } from '../../../../domain/participants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { api, dataOf, errorMessage } from '../../../lib/api';

const MY_CALENDAR_KEY = ['account', 'calendar'] as const;

/**
 * "Mijn agenda": a private address a phone's calendar subscribes to, holding the dates the member takes
 * part in. The address is shown once, when made (only its hash is kept); a new one stops the old.
 */
export function MyCalendarCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [made, setMade] = useState<string | null>(null);
  const status = useQuery({
    queryKey: MY_CALENDAR_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/user/calendar', { signal })),
  });
  const change = useMutation({
    mutationFn: (action: 'make' | 'stop') =>
      dataOf(action === 'make' ? api.POST('/api/user/calendar') : api.DELETE('/api/user/calendar')),
    onSuccess: (answer: MyCalendar) => {
      setMade(answer.url);
      queryClient.setQueryData(MY_CALENDAR_KEY, { active: answer.active, url: null });
    },
    onError: (error) =>
      toast({ title: t('calendar.failed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const active = status.data?.active ?? false;
  const copy = async () => {
    if (!made) return;
    await navigator.clipboard.writeText(made);
    toast({ title: t('calendar.copied') });
  };

  return (
    <div className="flex flex-col gap-3">
      {made ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-neutral-900">
            {t('calendar.address')}
          </label>
          <div className="flex gap-2">
            <Input id={inputId} readOnly value={made} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('calendar.copy')}
            </Button>
          </div>
          <p className="text-sm text-neutral-700">{t('calendar.howTo')}</p>
        </div>
      ) : (
        <p className="text-sm text-neutral-700">{active ? t('calendar.active') : t('calendar.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={() => change.mutate('make')}
          disabled={change.isPending || status.isPending}
        >
          <CalendarSync aria-hidden="true" />
          {active ? t('calendar.renew') : t('calendar.make')}
        </Button>
        {active ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => change.mutate('stop')}
            disabled={change.isPending}
          >
            {t('calendar.stop')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
