import { CalendarPlus, Code, LogIn, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '../../../../domain/language';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { calendarFeedUrl, DEFAULT_EMBED, embedBuilderSearch } from '../embed-code';
import type { ActivityFilters } from '../filter-state';

/** The list's address with this hash opens the search assistant: where logging in from its prompt returns. */
export const ASSISTANT_HASH = '#zoekassistent';

interface ListActionsProps {
  filters: ActivityFilters;
  lang: Language;
  /** 'Embed code' is for administrators (spec 6). */
  canEmbed: boolean;
  /** 'Zoek Assistent' is for members (spec 6); absent for visitors, who are asked to log in for it. */
  onOpenAssistant?: () => void;
}

/**
 * What a person can do with the selection on screen: ask the search assistant for another (members),
 * subscribe to it in their calendar app (a webcal link, so new activities arrive by themselves) and,
 * for administrators, take it to the embed builder.
 */
export function ListActions({ filters, lang, canEmbed, onOpenAssistant }: ListActionsProps) {
  const { t } = useTranslation('activities');
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="flex flex-wrap gap-2">
      {onOpenAssistant ? (
        <Button size="sm" onClick={onOpenAssistant}>
          <Sparkles aria-hidden="true" />
          {t('assistant.open')}
        </Button>
      ) : !isPending && !user ? (
        // A visitor learns the assistant exists; logging in comes back to this list with it open.
        <Button asChild size="sm" className="h-auto min-h-9 whitespace-normal py-1.5 text-left">
          <Link to="/auth" state={{ from: { ...location, hash: ASSISTANT_HASH } }}>
            <LogIn aria-hidden="true" />
            {t('assistant.loginToUse')}
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm">
        <a href={calendarFeedUrl(window.location.origin, filters, lang)}>
          <CalendarPlus aria-hidden="true" />
          {t('embed.subscribe')}
        </a>
      </Button>
      {canEmbed ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/embed${embedBuilderSearch({ ...DEFAULT_EMBED, filters, lang })}`}>
            <Code aria-hidden="true" />
            {t('embed.button')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
