import { can } from '@atrium/domain/factfind/permissions';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData, usePermissions } from '../context.tsx';
import { onFieldFocusRequest, pendingFieldFocus } from '../field-focus.ts';
import { invalidAnswersOf, itemAnswerOf } from '../invalid-answers.ts';
import { saveFactFindChange } from '../save.ts';
import { FactFindSection } from './fact-find-section.tsx';
import { ItemCard } from './item-card.tsx';

type RepeatableSectionProps = { section: SectionDef; heading: string; intro?: ReactNode };

// A list of items (dependants, incomes, pensions…): add one, edit each in place, remove one after confirming.
export function RepeatableSection({ section, heading, intro }: RepeatableSectionProps) {
  const queryClient = useQueryClient();
  const { target } = useFactFindContext();
  const permissions = usePermissions();
  const headingId = useId();
  const repeatable = section.repeatable ?? { property: 'items', itemLabel: 'Item' };
  const count = useFactFindData((data) => itemsAt(data, section.category, repeatable.property).length);
  const listPath = `${section.category}.${repeatable.property}`;
  // The item an answer's path is in, if it is in this list.
  const itemOf = (path: string | null) =>
    path === null ? null : (itemAnswerOf(path, listPath)?.index ?? null);
  // Open at first: the item a link asked for, else the first holding an invalid answer, so it shows in its field.
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const invalid = Object.keys(invalidAnswersOf(target.clientId)).map(itemOf);
    return itemOf(pendingFieldFocus()) ?? invalid.find((index) => index !== null) ?? null;
  });
  // A link to an answer in a closed item opens the item; its field then takes focus as it mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemOf reads only listPath.
  useEffect(
    () =>
      onFieldFocusRequest((path) => {
        const index = itemOf(path);
        if (index !== null) setOpenIndex(index);
      }),
    [listPath],
  );
  // Removing an item moves the ones after it up; new keys remount them with their new positions.
  const [generation, setGeneration] = useState(0);
  const [isAdding, setIsAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canAdd = can(permissions, section.category, 'create');
  const isFull = repeatable.max !== undefined && count >= repeatable.max;
  const noun = repeatable.itemLabel.toLowerCase();

  const add = async () => {
    setIsAdding(true);
    setFailure(null);
    try {
      await saveFactFindChange(
        queryClient,
        target,
        { kind: 'add-item', category: section.category, property: repeatable.property },
        crypto.randomUUID(),
      );
      setOpenIndex(count);
    } catch {
      setFailure(`The ${noun} could not be added. Please try again.`);
    } finally {
      setIsAdding(false);
    }
  };

  const remove = async (index: number) => {
    setFailure(null);
    try {
      await saveFactFindChange(
        queryClient,
        target,
        { kind: 'remove-item', category: section.category, property: repeatable.property, index },
        crypto.randomUUID(),
      );
      setGeneration((value) => value + 1);
      setOpenIndex(null);
    } catch {
      setFailure(`The ${noun} could not be removed. Please try again.`);
    }
  };

  return (
    <FactFindSection heading={heading} headingId={headingId} intro={intro}>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {count === 0 ? <p className="text-sm text-gray-700 dark:text-gray-300">None added yet.</p> : null}
      {count > 0 ? (
        <ul className="space-y-3">
          {Array.from({ length: count }, (_, index) => (
            <ItemCard
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positions in the stored list.
              key={`${generation}-${index}`}
              section={section}
              index={index}
              isOpen={openIndex === index}
              onToggle={() => setOpenIndex(openIndex === index ? null : index)}
              onRemove={() => remove(index)}
              canEdit={can(permissions, section.category, 'update')}
              canRemove={can(permissions, section.category, 'delete')}
            />
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <div>
          <Button variant="secondary" onClick={add} isPending={isAdding} disabled={isFull}>
            <Plus aria-hidden="true" className="size-4" />
            Add {count === 0 ? (/^[aeiou]/.test(noun) ? 'an' : 'a') : 'another'} {noun}
          </Button>
          {isFull ? (
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              You can add up to {repeatable.max}.
            </p>
          ) : null}
        </div>
      ) : null}
    </FactFindSection>
  );
}
