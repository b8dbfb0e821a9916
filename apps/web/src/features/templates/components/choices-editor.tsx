import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type EditorChoice, removeAt, replaceAt } from '../editor-model.ts';

type Props = {
  choices: EditorChoice[];
  onChange: (choices: EditorChoice[]) => void;
  error: string | undefined;
  // The message for option N (its label or its stored value).
  optionError: (index: number) => string | undefined;
  questionLabel: string;
};

const storedValueOf = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80);

// A choice question's options: the label clients see and the value stored (made from the label unless edited).
export function ChoicesEditor({ choices, onChange, error, optionError, questionLabel }: Props) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">Options</legend>
      <ol className="space-y-2">
        {choices.map((choice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no identity of their own while typed
          <li key={index} className="flex flex-wrap items-end gap-2">
            <TextField
              label={`Option ${index + 1}`}
              value={choice.label}
              maxLength={200}
              className="min-w-40 flex-1"
              error={optionError(index)}
              onChange={(event) => {
                const label = event.target.value;
                const isDerived = choice.value === '' || choice.value === storedValueOf(choice.label);
                onChange(
                  replaceAt(choices, index, {
                    label,
                    value: isDerived ? storedValueOf(label) : choice.value,
                  }),
                );
              }}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove option ${index + 1}${choice.label ? ` (${choice.label})` : ''} of ${questionLabel || 'this question'}`}
              onClick={() => onChange(removeAt(choices, index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
      <Button variant="secondary" size="sm" onClick={() => onChange([...choices, { value: '', label: '' }])}>
        <Plus aria-hidden="true" className="size-4" />
        Add option
      </Button>
    </fieldset>
  );
}
