import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { usePortalOverview } from '../api';

interface OrganiserPortalsFieldProps {
  /** The portals ticked: the member organises these. */
  value: number[];
  onChange: (portalIds: number[]) => void;
  error?: string;
}

/**
 * "Organisator van": the portals (organisations and cities) whose activities this member may add,
 * change and cancel, and whose participants and messages they see. Checkboxes rather than a dropdown:
 * a few dozen portals at most, each one click, read aloud as a group.
 */
export function OrganiserPortalsField({ value, onChange, error }: OrganiserPortalsFieldProps) {
  const { t } = useTranslation('admin');
  const portals = usePortalOverview();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3"
      aria-describedby="admin-user-organiser-hint"
    >
      <legend className="px-1 text-sm font-medium">{t('form.organiserOf')}</legend>
      <p id="admin-user-organiser-hint" className="text-sm text-neutral-600">
        {t('form.organiserOfHint')}
      </p>
      {portals.isSuccess ? (
        portals.data.length > 0 ? (
          <ul className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
            {portals.data.map((portal) => {
              const id = `admin-user-organiser-${portal.id}`;
              return (
                <li key={portal.id} className="flex items-center gap-2 py-1">
                  <Checkbox
                    id={id}
                    checked={value.includes(portal.id)}
                    onCheckedChange={(checked) => toggle(portal.id, checked === true)}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {portal.name}
                  </Label>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-neutral-600">{t('form.organiserOfNone')}</p>
        )
      ) : (
        <p className="text-sm text-neutral-600">{portals.isError ? t('form.organiserOfFailed') : '…'}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
