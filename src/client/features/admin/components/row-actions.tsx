import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

// The icon buttons at the end of an admin row. Each is named after what it acts on ('Bewerk Anna'),
// since a screen reader lists them out of their row.

export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

interface DeleteRowButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Why it is disabled, as a tooltip. */
  title?: string;
}

export function DeleteRowButton({ label, onClick, disabled, title }: DeleteRowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-label={label}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

interface EditDeleteRowButtonsProps {
  edit: string;
  onEdit: () => void;
  delete: string;
  onDelete: () => void;
  /** Why the row cannot be deleted (e.g. one's own account), as the disabled button's tooltip. */
  cannotDelete?: string;
}

/** The usual pair at the end of an admin row: edit, then delete. */
export function EditDeleteRowButtons({
  edit,
  onEdit,
  delete: remove,
  onDelete,
  cannotDelete,
}: EditDeleteRowButtonsProps) {
  return (
    <>
      <EditRowButton label={edit} onClick={onEdit} />
      <DeleteRowButton
        label={remove}
        onClick={onDelete}
        disabled={cannotDelete !== undefined}
        title={cannotDelete}
      />
    </>
  );
}
