import { AtSign, Briefcase, Camera, Copy, Mail, MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTitle } from '../../../../domain/activities/card-text';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';

interface ShareMenuProps {
  activityId: number;
  title: string;
}

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function openWindow(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Spec 2.6: the device's own share sheet where there is one; otherwise a menu of services. Facebook
 * gets the /meta/{id} page, which carries the preview tags a single-page app cannot.
 */
export function ShareMenu({ activityId, title }: ShareMenuProps) {
  const { t } = useTranslation('activities');
  const origin = window.location.origin;
  const url = `${origin}/activities/${activityId}`;
  const metaUrl = `${origin}/meta/${activityId}`;
  const name = cleanTitle(title);
  const text = t('share.text', { title: name });

  const failed = () =>
    toast({ title: t('share.failed'), description: t('share.failedDescription'), variant: 'destructive' });

  async function copyLink() {
    if (await copyText(url))
      toast({ title: t('share.linkCopied'), description: t('share.linkCopiedDescription') });
    else failed();
  }

  async function shareNatively() {
    try {
      await navigator.share({ title: name, text, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  }

  async function copyForInstagram() {
    if (await copyText(`${text} ${url}`))
      toast({ title: t('share.textCopied'), description: t('share.textCopiedDescription') });
    else failed();
  }

  const button = (
    <Button variant="outline">
      <Share2 aria-hidden="true" />
      {t('share.button')}
    </Button>
  );

  if (canShareNatively()) {
    return (
      <Button variant="outline" onClick={() => void shareNatively()}>
        <Share2 aria-hidden="true" />
        {t('share.button')}
      </Button>
    );
  }

  const encoded = { url: encodeURIComponent(url), text: encodeURIComponent(text) };
  const items: { key: string; icon: ReactNode; onSelect: () => void }[] = [
    {
      key: 'whatsapp',
      icon: <MessageCircle aria-hidden="true" />,
      onSelect: () => openWindow(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`),
    },
    {
      key: 'email',
      icon: <Mail aria-hidden="true" />,
      onSelect: () => {
        window.location.href = `mailto:?subject=${encoded.text}&body=${encodeURIComponent(
          t('share.emailBody', { title: name, url }),
        )}`;
      },
    },
    {
      key: 'facebook',
      icon: <ThumbsUp aria-hidden="true" />,
      onSelect: () =>
        openWindow(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(metaUrl)}`),
    },
    {
      key: 'x',
      icon: <AtSign aria-hidden="true" />,
      onSelect: () => openWindow(`https://twitter.com/intent/tweet?text=${encoded.text}&url=${encoded.url}`),
    },
    {
      key: 'linkedin',
      icon: <Briefcase aria-hidden="true" />,
      onSelect: () => openWindow(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded.url}`),
    },
    { key: 'instagram', icon: <Camera aria-hidden="true" />, onSelect: () => void copyForInstagram() },
  ];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('share.menuLabel')}</DropdownMenuLabel>
        {items.map((item) => (
          <DropdownMenuItem key={item.key} onSelect={item.onSelect}>
            {item.icon}
            {t(`share.${item.key}` as 'share.whatsapp')}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Copy aria-hidden="true" />
          {t('share.copyLink')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
