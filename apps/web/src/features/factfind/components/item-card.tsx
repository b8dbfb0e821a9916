import { displayPersonName } from '@atrium/domain/factfind/names';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { cx } from '../../../ui/cx.ts';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { itemTitle } from '../item-title.ts';
import { FieldGrid } from './field-grid.tsx';
import { TakeHome } from './take-home.tsx';

type ItemCardProps = {
  section: SectionDef;
  index: number;
  isOpen: boolean;
  onToggle: () => void;
  onRemove: () => Promise<void>;
  canEdit: boolean;
  canRemove: boolean;
};

// One item: its name and the actions; Edit opens its fields in place.
export function ItemCard({ section, index, isOpen, onToggle, onRemove, canEdit, canRemove }: ItemCardProps) {
  const panelId = useId();
  const { client } = useFactFindContext();
  const label = section.repeatable?.itemLabel ?? 'Item';
  const property = section.repeatable?.property ?? 'items';
  const title = useFactFindData((data) =>
    itemTitle(section, index, itemsAt(data, section.category, property)[index], {
      client1: displayPersonName(1, data.factFind, client),
      client2: displayPersonName(2, data.factFind, client),
    }),
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);

  const confirmRemove = async () => {
    setIsRemoving(true);
    await onRemove();
    setIsRemoving(false);
    setIsConfirming(false);
  };

  return (
    <li className="rounded-xl border border-gray-300 dark:border-gray-700">
      <div className="flex flex-wrap items-center gap-2 p-3">
        <p className="min-w-0 flex-1 basis-48 font-medium break-words text-gray-900 dark:text-gray-50">
          {title}
        </p>
        <Button variant="ghost" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 transition-transform', isOpen && 'rotate-180')}
          />
          {isOpen ? 'Done' : 'Edit'} <span className="sr-only">{title}</span>
        </Button>
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove <span className="sr-only">{title}</span>
          </Button>
        ) : null}
      </div>
      <div
        id={panelId}
        hidden={!isOpen}
        className="grid gap-x-6 gap-y-5 border-t border-gray-200 p-4 sm:grid-cols-2 dark:border-gray-800"
      >
        {isOpen ? (
          <FieldGrid
            place={{ section, index }}
            disabled={!canEdit}
            underAmount={(field) =>
              field.derived?.kind === 'take-home' ? (
                <TakeHome section={section} index={index} field={field} />
              ) : null
            }
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Remove ${label.toLowerCase()}?`}
        description={`${title} will be removed from your fact-find.`}
        confirmLabel="Remove"
        variant="danger"
        isPending={isRemoving}
        onConfirm={confirmRemove}
      />
    </li>
  );
}
