import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** Renders the global toast store (spec 9: 5000 ms, swipe right 50 px, hotkey F8). */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation('common');
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('ui.notifications')}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('ui.notificationsRegion')} />
    </ToastProvider>
  );
}
