import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { usePortalOverview } from '../api';

const NO_PORTAL = 'none';

interface PortalSelectProps {
  /** The chosen portal's id; null (or none) for the first option. */
  value: number | null | undefined;
  onChange: (portalId: number | null) => void;
  /** The first option, for no portal at all ('Geen portal', 'Alle portals'). */
  noneLabel: string;
  /** The trigger's id and field attributes, so a label and an error can name it. */
  trigger: ComponentProps<typeof SelectTrigger>;
}

/** A choice among every portal, by name, after a first option for none: filters and forms alike. */
export function PortalSelect({ value, onChange, noneLabel, trigger }: PortalSelectProps) {
  const portals = usePortalOverview();
  return (
    <Select
      value={value ? String(value) : NO_PORTAL}
      onValueChange={(chosen) => onChange(chosen === NO_PORTAL ? null : Number(chosen))}
    >
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_PORTAL}>{noneLabel}</SelectItem>
        {(portals.data ?? []).map((portal) => (
          <SelectItem key={portal.id} value={String(portal.id)}>
            {portal.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
